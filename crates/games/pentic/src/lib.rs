//! Pentic: the TIC game of scoring plays onto 3x3 piles (in progress).
