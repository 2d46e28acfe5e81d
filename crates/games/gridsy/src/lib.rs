//! Gridsy: arrange TIC cards into a grid with no Nic edge, with an exact solver (in progress).
