//! Toker: the TIC poker-like game of common cards and exchanges (in progress).
