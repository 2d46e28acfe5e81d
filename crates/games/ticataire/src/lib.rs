//! Ticataire: the TIC solitaire, with a solver (in progress).
