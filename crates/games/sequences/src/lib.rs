//! Sequences: the TIC game of six-card sequence hands.
//!
//! Sequences is Toker's table game with another hand: three private cards and two common
//! cards, exchange rounds that grow the common cards to **six**, the call, ranking points over
//! a match of deals, and the same three variations (exchanging common cards; six private cards
//! and a set number of exchange rounds; no-limit betting with antes and side pots). The best
//! six-card hand wins: longer and harder sequences (Tripo over Duo over Mono) rank higher
//! (ruling 9). Full rules: `docs/rules/sequences.md`.
//!
//! The game is the exchange engine of [`tic_toker`] with the Sequences evaluator of
//! [`tic_hands::sequences`] plugged in: [`Sequences`] is `ExchangeGame<SequencesHands>`.
//!
//! ```
//! use rules_engine::{run, Bot, Game, RandomBot, Seed};
//! use tic_sequences::{ExchangeConfig, GreedyExchangeBot, Sequences, SequencesHands};
//!
//! let mut game = Sequences::new(ExchangeConfig::new(2), Seed(8))?;
//! assert_eq!(game.common().len(), 2);
//! let mut bots: Vec<Box<dyn Bot<Sequences>>> = vec![
//!     Box::new(GreedyExchangeBot::<SequencesHands>::default()),
//!     Box::new(RandomBot),
//! ];
//! run(&mut game, &mut bots, Seed(1), 10_000)?;
//! // 5 deals, each handing out 2 + 1 ranking points.
//! assert_eq!(game.outcome().expect("over").scores.iter().sum::<i64>(), 15);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Actions are Toker's [`ExchangeAction`]: its `Display` text reads back through `FromStr`
//! (`keep your cards`, `exchange 3sr 4qr`, `call`, `bet to 12`...). A seat's equity from what
//! it sees: [`ExchangeView::situation`], assessed by [`tic_hands::sequences::equity`] (or
//! [`HandRules::equity`] of [`SequencesHands`]).
//!
//! For learning agents, [`Sequences`] is [`Encoded`](rules_engine::Encoded) through the
//! exchange engine, as Toker is: the action numbering and the observation layout are
//! documented in [`tic_toker::encoding`]. Sequences' observation has 12 hand categories (443
//! values for the default four players); the action spaces are Toker's (134 for the standard
//! game).
//!
//! # Features
//!
//! - `serde`: serialization of the state ([`Sequences`]), the config, actions, views, events
//!   and outcomes; loading a state validates it (a tampered save is an error saying what is
//!   wrong) and every type refuses unknown fields. JSON enum variants are `snake_case` and
//!   externally tagged, cards are their text: `"keep"`, `{"exchange": ["3-star-red"]}`,
//!   `{"exchange_common": "3-star-red"}`, `"call_bet"`, `{"bet_to": 12}`.

use tic_core::{Card, CardSet};
use tic_hands::equity::{Equity, EquityBudget, EquityError, Situation};
pub use tic_toker::{
    BestHand, Betting, Chips, ExchangeAction, ExchangeBots, ExchangeConfig, ExchangeError,
    ExchangeEvent, ExchangeGame, ExchangeView, GreedyExchangeBot, HandRules, Phase, Pot, ShownHand,
    ShownHands, Variant, betting, ranking_points,
};

mod bots;

/// The Sequences hands (ruling 9), evaluated by [`tic_hands::sequences`]: the best 6 of a
/// player's cards and the common cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SequencesHands;

impl HandRules for SequencesHands {
    const NAME: &'static str = "sequences";
    const TITLE: &'static str = "Sequences";
    const HAND_SIZE: usize = 6;
    const FINAL_COMMON: usize = 6;
    const ALL_PRIVATE_CARDS: usize = 6;
    const CATEGORIES: usize = tic_hands::sequences::Category::ALL.len();

    type Rank = tic_hands::sequences::Rank;

    fn best(cards: &[Card]) -> Option<(Self::Rank, Vec<Card>)> {
        let set: CardSet = cards.iter().collect();
        if set.len() != cards.len() {
            return None;
        }
        let best = tic_hands::sequences::best(set).ok()?;
        Some((best.rank, best.rank.cards()))
    }

    fn category_index(rank: &Self::Rank) -> usize {
        rank.category() as usize
    }

    fn push_rank_text(rank: &Self::Rank, out: &mut String) {
        rank.push_text(out);
    }

    fn showdown(common: &[Card], privates: &[Vec<Card>]) -> Result<Vec<usize>, String> {
        let common = common.iter().collect();
        let privates: Vec<CardSet> = privates.iter().map(|p| p.iter().collect()).collect();
        tic_hands::sequences::showdown(common, &privates).map_err(|e| e.to_string())
    }

    fn equity(situation: &Situation, budget: &EquityBudget) -> Result<Equity, EquityError> {
        tic_hands::sequences::equity(situation, budget)
    }
}

/// Sequences: the exchange game with the Sequences hands.
pub type Sequences = ExchangeGame<SequencesHands>;
