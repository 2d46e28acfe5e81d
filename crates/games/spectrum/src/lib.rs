//! Spectrum: the TIC game of five-card sequences from face-up piles.
//!
//! Each player holds five cards (ten in Variation 2); the rest of the deck lies in four
//! face-down piles, each with its top card face up, and the discard pile is a fifth face-up
//! source. On a turn a player takes a face-up card (up to five, one per pile, in Variation 1),
//! turns up the card beneath, and discards as many; or knocks, giving everyone else one more
//! turn. Hands score by their 5-card Mono, Duo or Tripo sequence with a configurable
//! [`PointTable`] (ruling 11's house table by default). Full rules: `docs/rules/spectrum.md`.
//!
//! The game is the knock engine of [`tic_of_a_kind`] with Spectrum's middle and scores plugged
//! in: [`Spectrum`] is `KnockGame<SpectrumRules>`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_spectrum::{GreedyBot, Spectrum, SpectrumConfig};
//!
//! let mut game = Spectrum::new(SpectrumConfig::new(2).with_rounds(2), Seed(4))?;
//! let mut bots: Vec<Box<dyn Bot<Spectrum>>> = vec![Box::new(GreedyBot::default()), Box::new(RandomBot)];
//! run(&mut game, &mut bots, Seed(1), 100_000)?;
//! assert_eq!(game.outcome().expect("over").scores, game.totals());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! An action's `Display` text is what `tic play` lists, and `FromStr` reads it back (cards in
//! the long `3-star-red` or compact `3sr` form): `take 3sr` (`take 3sr 4qr` in Variation 1),
//! `knock`, `discard 3sr` (see [`SpectrumAction`]). Every take and discard is face up, so the
//! others see them too, in [`Game::events_for`](rules_engine::Game::events_for).
//!
//! For learning agents, [`Spectrum`] is [`Encoded`](rules_engine::Encoded) through the knock
//! engine, as Tic-of-a-Kind is: the action numbering and the observation layout are documented
//! in [`tic_of_a_kind::encoding`]. A take is numbered by the piles it takes from (the four
//! piles and the discard pile: 31 sets), so every config has 159 actions; the observation has
//! a face-up block per pile (1,036 values for the default four players).
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Spectrum`]), the config, actions, views, events
//!   and outcomes; loading a state validates it (a tampered save is an error saying what is
//!   wrong) and every type refuses unknown fields. JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `{"take": ["3-star-red"]}`, `"knock"`,
//!   `{"discard": "3-star-red"}`.

mod actions;
mod bots;
mod config;
mod hands;
mod scoring;

pub use actions::{SpectrumAction, SpectrumError};
pub use bots::GreedyBot;
pub use config::{PointTable, SpectrumConfig};
pub use hands::{PILES, SpectrumRules};
pub use scoring::{best_keep, score_hand};
pub use tic_of_a_kind::{
    KnockBots, KnockError, KnockEvent, KnockGame, KnockNowBot, KnockRules, KnockView, Phase,
    ScoredHand,
};

/// A Spectrum match: the knock engine with Spectrum's rules.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_spectrum::{Spectrum, SpectrumAction, SpectrumConfig};
///
/// let mut game = Spectrum::new(SpectrumConfig::new(2), Seed(3))?;
/// assert_eq!(game.face_up().iter().flatten().count(), 4); // four piles, no discards yet
/// let top = game.face_up()[0].expect("pile 1 has a face-up card");
/// game.apply(0, &SpectrumAction::Take(top.into()))?;
/// let card = game.hand(0)[0];
/// game.apply(0, &SpectrumAction::Discard(card))?;
/// assert_eq!(game.face_up()[4], Some(card)); // the discard pile, fifth source
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Spectrum = KnockGame<SpectrumRules>;

/// What happens in Spectrum.
pub type SpectrumEvent = KnockEvent;

/// What one Spectrum player sees.
pub type SpectrumView = KnockView<SpectrumRules>;
