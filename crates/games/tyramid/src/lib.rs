//! Tyramid: the TIC pyramid, diamond and hourglass building game (in progress).
