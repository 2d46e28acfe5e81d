//! What a knock game plugs into the engine: its table, its actions and its hand scores.
//!
//! Tic-of-a-Kind and Spectrum (crate `tic-spectrum`) share one engine, [`KnockGame`]: hands
//! of 5 (or 10) cards, a turn that takes from the middle and discards as many, the knock that
//! gives everyone else one more turn, and a match of scored rounds. They differ in the middle
//! (one face-down deck drawn blind, or four piles whose top cards lie face up), in how a
//! hand scores, and in the words of their actions: that is a [`KnockRules`].
//!
//! [`KnockGame`]: crate::KnockGame

use core::fmt;
use core::hash::Hash;
use core::ops::RangeInclusive;
use core::str::FromStr;

use rules_engine::ParseActionError;

use tic_core::{Card, CardSet};

use crate::actions::{TableMove, TicOfAKindAction};
use crate::config::{KnockConfig, TicOfAKindConfig};
use crate::scoring::score_hand;

/// The rules a [`KnockGame`](crate::KnockGame) plays by.
pub trait KnockRules: Copy + fmt::Debug + Default + Eq + Hash + Send + Sync + 'static {
    /// The game's name in records and on the command line.
    const NAME: &'static str;
    /// The game's name for people.
    const TITLE: &'static str;
    /// Piles in the middle besides the discard pile.
    const PILES: usize;
    /// Whether each pile's top card lies face up to be taken (Spectrum); otherwise the piles
    /// are a face-down deck drawn blind (Tic-of-a-Kind).
    const FACE_UP_PILES: bool;
    /// What the scoring sets of cards are called ("base hand", "sequence").
    const SET_NAME: &'static str;

    /// The table options.
    type Config: KnockConfig;
    /// The game's own actions, each one [`TableMove`]; `FromStr` reads back the `Display`
    /// text.
    type Action: Copy
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = ParseActionError>
        + Eq
        + Hash
        + Send
        + Sync
        + 'static;

    /// The action for a move, `None` for a move this game has no word for.
    fn action(table_move: TableMove) -> Option<Self::Action>;
    /// The move an action makes.
    fn table_move(action: &Self::Action) -> TableMove;
    /// A full hand's points and the sets of cards that scored; `None` for a hand that cannot
    /// be scored (a repeated card, a size the game does not score).
    fn score(hand: &[Card], config: &Self::Config) -> Option<(i64, Vec<CardSet>)>;
    /// Every score a full hand can have lies in this range (what `validate` bounds totals by).
    fn hand_points(config: &Self::Config) -> RangeInclusive<i64>;
}

/// Tic-of-a-Kind's rules: a face-down deck drawn blind, base hands scored by
/// [`score_hand`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TicOfAKindRules;

impl KnockRules for TicOfAKindRules {
    const NAME: &'static str = "tic-of-a-kind";
    const TITLE: &'static str = "Tic-of-a-Kind";
    const PILES: usize = 1;
    const FACE_UP_PILES: bool = false;
    const SET_NAME: &'static str = "base hand";

    type Config = TicOfAKindConfig;
    type Action = TicOfAKindAction;

    fn action(table_move: TableMove) -> Option<TicOfAKindAction> {
        match table_move {
            TableMove::DrawDeck => Some(TicOfAKindAction::DrawDeck),
            TableMove::TakeDiscard => Some(TicOfAKindAction::TakeDiscard),
            TableMove::Knock => Some(TicOfAKindAction::Knock),
            TableMove::Discard(card) => Some(TicOfAKindAction::Discard(card)),
            TableMove::Take(_) => None,
        }
    }

    fn table_move(action: &TicOfAKindAction) -> TableMove {
        match *action {
            TicOfAKindAction::DrawDeck => TableMove::DrawDeck,
            TicOfAKindAction::TakeDiscard => TableMove::TakeDiscard,
            TicOfAKindAction::Knock => TableMove::Knock,
            TicOfAKindAction::Discard(card) => TableMove::Discard(card),
        }
    }

    fn score(hand: &[Card], config: &TicOfAKindConfig) -> Option<(i64, Vec<CardSet>)> {
        if hand.len() == config.hand_size() {
            score_hand(hand)
        } else {
            None
        }
    }

    /// A card's number and shape are worth 2 to 10: at best every card counts with the
    /// top base points (50 a base hand), at worst every card counts against.
    fn hand_points(config: &TicOfAKindConfig) -> RangeInclusive<i64> {
        let cards = i64::try_from(config.hand_size()).unwrap_or(i64::MAX / 100);
        let bases = cards / 5;
        -10 * cards..=50 * bases + 10 * cards
    }
}
