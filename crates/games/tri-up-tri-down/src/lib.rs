//! Tri Up Tri Down: the TIC shedding game of Mono, Duo and Tripo plays.
//!
//! Players shed their hands onto one face-up card. A card plays when exactly one, two or
//! three of its properties change by one increment from the face-up card and the others stay
//! as they are (ruling 17; scales do not wrap; [`play_step`]): a **Mono** ends the turn, a
//! **Duo** plays again, a **Tripo** makes every opponent pick up two cards (one with four or
//! more players) and ends the turn. A player who cannot play picks up one card and may play
//! it if it plays. Going out needs a Duo or Tripo, or a Mono after another play that turn. A
//! play that leaves the player one card at the end of the turn may carry the "last card" call
//! ([`TriAction::PlaySayingLastCard`]); played without it, any other player may challenge
//! until the next player acts, and the silent player picks up two. The text's variation,
//! per-round triggers such as "ending a turn on a 2 makes the next player pick up two", is
//! [`Trigger`] in the [`TriConfig`]; the other readings are options (`free_steps`,
//! `tripo_plays_again`).
//!
//! Every decision the text leaves open is in `docs/rules/tri-up-tri-down.md`.
//!
//! For learning agents the game is [`rules_engine::Encoded`]: 253 action indices for every
//! config (a card's play, the play saying "last card", pick up, keep, challenge) and an
//! observation of `527 + 3n` values from the seat's view (533 for two players); [`encoding`]
//! documents both.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`TriUpTriDown`]), the config ([`TriConfig`]),
//!   actions, views, events and outcomes; loading a state validates it (a tampered save is an
//!   error saying what is wrong) and every type refuses unknown fields. JSON enum variants
//!   are `snake_case` and externally tagged, cards are their text, triggers too
//!   (`"2:pick-2"`): an action is `{"play": "3-star-red"}`,
//!   `{"play_saying_last_card": "3-star-red"}`, `"pick_up"`, `"keep"` or `"challenge"`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed, ToAct};
//! use tic_tri_up_tri_down::{greedy_bot, TriAction, TriConfig, TriUpTriDown};
//!
//! let config = TriConfig {
//!     players: 3,
//!     triggers: vec!["2:pick-2".parse()?],
//!     ..TriConfig::default()
//! };
//! let mut game = TriUpTriDown::new(config, Seed(42))?;
//! assert_eq!(game.to_act(), ToAct::Player(0));
//! assert_eq!(game.hand(0).len(), 10);
//!
//! let mut bots: Vec<Box<dyn Bot<TriUpTriDown>>> =
//!     vec![Box::new(greedy_bot()), Box::new(RandomBot), Box::new(RandomBot)];
//! let record = run(&mut game, &mut bots, Seed(7), 100_000)?;
//! let outcome = game.outcome().expect("the game is over");
//! assert!(outcome.places.contains(&0));
//! assert_eq!(record.replay()?, game);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod actions;
mod bots;
mod config;
pub mod encoding;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{DrawReason, EndReason, TriAction, TriEvent, TriIllegal};
pub use bots::{greedy_bot, greedy_score};
pub use config::{
    CardPattern, MAX_HAND, MAX_PLAYERS, MAX_TRIGGER_PICKUP, MAX_TRIGGERS, MIN_HAND, MIN_PLAYERS,
    ParseTriggerError, PickUp, TriConfig, Trigger, TriggerEffect,
};
pub use rules::{free_play_step, play_step};
pub use state::TriUpTriDown;
pub use view::TriView;
