//! Tri Up Tri Down: the TIC shedding game of Mono, Duo and Tripo plays.
//!
//! Players shed their hands onto one face-up card. A card plays when it steps one or more
//! properties by one from the face-up card (scales do not wrap): a **Mono** (one property)
//! ends the turn, a **Duo** (two) plays again, a **Tripo** (three) makes every opponent pick
//! up two cards (one with four or more players). A player who cannot play picks up one card
//! and may play it if it plays. Going out needs a Duo or Tripo, or a Mono after another play
//! that turn. Ending a turn with one card opens a "last card" window: the player says it, or
//! any other player may challenge before the next player acts, and the silent player picks up
//! two. The text's variation, per-round triggers such as "ending a turn on a 2 makes the next
//! player pick up two", is [`Trigger`] in the [`TriConfig`].
//!
//! Every decision the text leaves open is in `docs/rules/tri-up-tri-down.md`.
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`TriUpTriDown`]), the config ([`TriConfig`]),
//!   actions, views, events and outcomes; loading a state validates it (a tampered save is an
//!   error saying what is wrong) and every type refuses unknown fields. JSON enum variants
//!   are `snake_case` and externally tagged, cards are their text, triggers too
//!   (`"2:pick-2"`): an action is `{"play": "3-star-red"}`, `"pick_up"`, `"keep"`,
//!   `"say_last_card"` or `"challenge"`.
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
pub use rules::play_step;
pub use state::TriUpTriDown;
pub use view::TriView;
