//! Spectrum: the TIC game of five-card sequences from face-up piles (in progress).
