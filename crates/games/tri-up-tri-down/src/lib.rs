//! Tri Up Tri Down: the TIC shedding game of Mono, Duo and Tripo plays (in progress).
