//! Tic-of-a-Kind: the TIC draw-and-discard game of Ticking base hands (in progress).
