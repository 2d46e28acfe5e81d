//! Spectrum's rules for the knock engine: four piles with their top cards face up, hands
//! scored by their 5-card sequences with the config's point table.

use core::ops::RangeInclusive;

use tic_core::{Card, CardSet};
use tic_of_a_kind::{KnockRules, TableMove};

use crate::actions::SpectrumAction;
use crate::config::SpectrumConfig;
use crate::scoring::score_hand;

/// Face-down piles in the middle (the discard pile is the fifth source).
pub const PILES: usize = 4;

/// Spectrum's rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpectrumRules;

impl KnockRules for SpectrumRules {
    const NAME: &'static str = "spectrum";
    const TITLE: &'static str = "Spectrum";
    const PILES: usize = PILES;
    const FACE_UP_PILES: bool = true;
    const SET_NAME: &'static str = "sequence";

    type Config = SpectrumConfig;
    type Action = SpectrumAction;

    fn action(table_move: TableMove) -> Option<SpectrumAction> {
        match table_move {
            TableMove::Take(cards) => Some(SpectrumAction::Take(cards)),
            TableMove::Knock => Some(SpectrumAction::Knock),
            TableMove::Discard(card) => Some(SpectrumAction::Discard(card)),
            _ => None,
        }
    }

    fn table_move(action: &SpectrumAction) -> TableMove {
        match *action {
            SpectrumAction::Take(cards) => TableMove::Take(cards),
            SpectrumAction::Knock => TableMove::Knock,
            SpectrumAction::Discard(card) => TableMove::Discard(card),
        }
    }

    fn score(hand: &[Card], config: &SpectrumConfig) -> Option<(i64, Vec<CardSet>)> {
        if hand.len() == config.hand_size() {
            score_hand(hand, &config.points)
        } else {
            None
        }
    }

    /// Each five cards score one entry of the table.
    fn hand_points(config: &SpectrumConfig) -> RangeInclusive<i64> {
        let p = config.points;
        let entries = [p.mono, p.duo, p.tripo, p.no_sequence].map(i64::from);
        let fives = if config.ten_cards { 2 } else { 1 };
        let low = entries.iter().min().copied().unwrap_or(0);
        let high = entries.iter().max().copied().unwrap_or(0);
        fives * low..=fives * high
    }
}
