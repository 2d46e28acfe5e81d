//! Ticardo, Patrick Kellogg's games of 3x3 dot-pattern cards, on the
//! [`rules_engine::Game`] API:
//!
//! - [`Solitaire`] (section 3.0) and its variation (3.1, [`SolitaireConfig::variation`]: the
//!   moved dot goes one space; [`SolitaireConfig::cardinal`]: never diagonally), with a
//!   [`solver`] that finds whether a deal can be won;
//! - [`Duel`], the two-player game on one board (4.0);
//! - [`Pieces`], the two-player game with pieces (4.1).
//!
//! Each game offers its opponents through [`rules_engine::TunedBots`]: the greedy bot of
//! [`bots`] and a search bot with the game's measured settings.
//!
//! Cards come from [`ticardo_core`]: every pattern of 1 to 3 dots up to rotation, derived by
//! enumeration (35 patterns, so 70 cards; the text's 36/72 count a three-dot pattern that the
//! enumeration does not find). A card is "off by one" from the board when moving one dot to
//! an empty square gives the card's pattern in some rotation. The full rules and every
//! decision the text leaves open are in `docs/rules/ticardo.md`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, Seed};
//! use ticardo::{bots, Solitaire, SolitaireConfig};
//!
//! let mut game = Solitaire::new(SolitaireConfig::default(), Seed(3))?;
//! assert_eq!(game.hand().len(), 5);
//! // What the best player could do with this deal...
//! let best = ticardo::solver::solve(&game.position());
//! // ...and what the greedy bot does.
//! let mut bots: Vec<Box<dyn Bot<Solitaire>>> = vec![Box::new(bots::solitaire_greedy())];
//! run(&mut game, &mut bots, Seed(0), 1_000)?;
//! assert!(game.played() <= best.max_played);
//! println!("{}", game.view(0)); // the board and the hand, drawn as grids
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (a card
//! as `<color>:<pattern>`, its pattern in any rotation; squares `TL` to `BR`, any case):
//! `play red:x.x/.x./... moving TL->C` ([`Play`], and the two-player [`DuelAction`] with
//! `discard <card>` and `pass`), `score <card> by move BR->T`, `end of turn: add at L`, `end of
//! turn: leave the pieces`, `discard <card>` ([`PiecesAction`]). Show it only to the seat that
//! acts: the others learn of a move through
//! [`Game::events_for`](rules_engine::Game::events_for), where others' draws are redacted.
//!
//! For learning agents, the three games are [`Encoded`](rules_engine::Encoded): a fixed action
//! space with each action's index, and a seat's observation as a fixed-length vector;
//! [`encoding`] documents the numbering, the layouts and the solitaire's return.
//!
//! # Features
//!
//! - `serde`: serialization of the states ([`Solitaire`], [`Duel`], [`Pieces`]), configs,
//!   actions, views, events and outcomes; loading a state validates it (a tampered save is an
//!   error saying what is wrong) and every type refuses unknown fields (a config may leave
//!   options out: they take their defaults). JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `{"play": {"card": "red:x.x/.x./...", "from":
//!   "TL", "to": "C"}}`, `"pass"`, `{"discard": "red:x.x/.x./..."}`,
//!   `{"adjust": {"add": {"to": "L"}}}`, `"keep_pieces"`.
//! - `naive`: the naive reference solver (for tests and benchmarks).

mod actions;
pub mod bots;
mod config;
mod duel;
pub mod encoding;
mod events;
mod pieces;
mod rules;
mod search;
mod solitaire;
pub mod solver;
mod view;

pub use actions::{Change, DuelAction, Illegal, PiecesAction, Play};
pub use config::{AddRemoveLimit, DuelConfig, PiecesConfig, SolitaireConfig};
pub use duel::Duel;
pub use events::{DuelEvent, EndReason, PiecesEvent, SolitaireEvent};
pub use pieces::{PIECES_PER_PLAYER, Pieces, seat_color};
pub use rules::{has_play, plays};
pub use search::pieces_standings;
pub use solitaire::Solitaire;
pub use view::{DuelView, PiecesView, SolitaireView, Step, pieces_board_lines};

pub use ticardo_core;
