//! Queen of the Ticcitories: the TIC territory-drafting grid game (in progress).
