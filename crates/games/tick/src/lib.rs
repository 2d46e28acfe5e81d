//! Tick: an eleven-deal rummy with two standard decks and wild cards (in progress).
