//! Tic Squared: the TIC grid-growing shedding game (in progress).
