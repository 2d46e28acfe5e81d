//! Team TIC: the TIC partnership game of Tics and sequences (in progress).
