//! The greedy Spectrum bot.

use rules_engine::{Bot, GameRng};
use tic_core::Card;

use crate::actions::SpectrumAction;
use crate::scoring::{best_keep, score_hand};
use crate::state::Spectrum;
use crate::view::SpectrumView;

/// A greedy player: it takes the face-up card(s) after which its best hand (discarding as
/// many) scores most, keeping its hand when nothing improves it... except that it must take
/// something unless it knocks, so it takes the option that keeps its score highest; it
/// discards the card whose loss leaves the best score; it knocks once its hand scores at
/// least the knock threshold. With ten cards it only weighs taking up to three cards at once
/// (the exhaustive search over larger takes is too slow for a bot).
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot {
    /// Knock once the hand scores at least this much (default: the Duo points for five
    /// cards, Duo + Mono for ten).
    pub knock_at: Option<i64>,
}

impl GreedyBot {
    fn score(&self, view: &SpectrumView, action: SpectrumAction) -> i64 {
        let table = &view.points;
        let now = score_hand(&view.hand, table).map_or(i64::MIN / 4, |(p, _)| p);
        let knock_at = self.knock_at.unwrap_or(if view.hand_size >= 10 {
            i64::from(table.duo) + i64::from(table.mono)
        } else {
            i64::from(table.duo)
        });
        match action {
            SpectrumAction::Knock if now >= knock_at => i64::MAX,
            SpectrumAction::Knock => i64::MIN,
            SpectrumAction::Take(cards) => {
                if view.hand_size >= 10 && cards.len() > 3 {
                    return i64::MIN / 2;
                }
                let discard_top = view.face_up.last().copied().flatten();
                let from_discards = discard_top.filter(|c| cards.contains(*c));
                let mut all: Vec<Card> = view.hand.clone();
                all.extend(cards);
                best_keep(&all, view.hand_size, from_discards, table)
                    .map_or(i64::MIN / 2, |(p, _)| p)
            }
            SpectrumAction::Discard(card) => {
                let rest: Vec<Card> = view.hand.iter().copied().filter(|&c| c != card).collect();
                let keep = rest.len().min(view.hand_size);
                best_keep(&rest, keep, view.taken, table).map_or(i64::MIN / 2, |(p, _)| p)
            }
        }
    }
}

impl Bot<Spectrum> for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, view: &SpectrumView, legal: &[SpectrumAction], _: &mut GameRng) -> usize {
        let mut best = (0, i64::MIN);
        for (i, &action) in legal.iter().enumerate() {
            let score = self.score(view, action);
            if score > best.1 || i == 0 {
                best = (i, score);
            }
        }
        best.0
    }
}
