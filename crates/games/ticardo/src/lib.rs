//! Ticardo: solitaire and two-player games of 3x3 dot-pattern cards (in progress).
