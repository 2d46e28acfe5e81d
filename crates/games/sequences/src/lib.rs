//! Sequences: the TIC game of six-card sequence hands (in progress).
