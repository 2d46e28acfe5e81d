//! tic-server's tests: the service in process for every game, HTTP and WebSocket on
//! 127.0.0.1, races, a restart after kill -9, and (when `TIC_TEST_POSTGRES_URL` is set)
//! Postgres with two processes.

// Seats are numbers: indexing the tokens by seat reads as the API does.
#![allow(clippy::needless_range_loop)]

mod common;
mod http;
mod postgres;
mod races;
mod restart;
mod service;
mod storage;
