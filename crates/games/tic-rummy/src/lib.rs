//! TIC Rummy: eight rounds of TIC collections (in progress).
