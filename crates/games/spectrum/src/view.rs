//! What one Spectrum player sees.

use core::fmt;

use rules_engine::{Game, ToAct};
use tic_core::{Card, CardSet};

use crate::config::PointTable;
use crate::events::ScoredHand;
use crate::scoring::score_hand;
use crate::state::{PILES, Phase, Spectrum};

/// What one player sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct SpectrumView {
    /// The viewer's seat.
    pub player: usize,
    /// The current round, from 1.
    pub round: u32,
    /// Rounds in the match.
    pub rounds: u32,
    /// The dealer.
    pub dealer: usize,
    /// The phase.
    pub phase: Phase,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// Cards in a scored hand.
    pub hand_size: usize,
    /// The hand's points now and its sequences (when it holds a full hand).
    pub score: Option<(i64, Vec<CardSet>)>,
    /// The point table.
    pub points: PointTable,
    /// The most face-up cards taken per turn.
    pub take_up_to: usize,
    /// Cards the viewer still owes the discard pile this turn.
    pub to_discard: usize,
    /// The card the viewer just took from the discard pile (it may not be discarded).
    pub taken: Option<Card>,
    /// The face-up tops of the four piles and of the discard pile.
    pub face_up: Vec<Option<Card>>,
    /// Cards in each of the four piles and in the discard pile.
    pub pile_sizes: Vec<usize>,
    /// Cards each player holds.
    pub hand_sizes: Vec<usize>,
    /// Who knocked this round.
    pub knocker: Option<usize>,
    /// Match totals.
    pub totals: Vec<i64>,
    /// The hands scored at the end of the last round.
    pub last_scores: Vec<ScoredHand>,
    /// Who acts.
    pub to_act: ToAct,
}

impl SpectrumView {
    pub(crate) fn of(game: &Spectrum, player: usize) -> SpectrumView {
        let hand = game.hand(player).to_vec();
        let mine = game.turn == player && game.phase == Phase::Discard;
        let mut pile_sizes: Vec<usize> = game.piles.iter().map(Vec::len).collect();
        pile_sizes.push(game.discards.len());
        SpectrumView {
            player,
            round: game.round(),
            rounds: game.config().rounds,
            dealer: game.dealer,
            phase: game.phase(),
            score: score_hand(&hand, &game.config().points),
            hand,
            hand_size: game.config().hand_size(),
            points: game.config().points,
            take_up_to: game.config().take_up_to,
            to_discard: if mine { game.to_discard } else { 0 },
            taken: game.taken.filter(|_| mine),
            face_up: game.face_up().to_vec(),
            pile_sizes,
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            knocker: game.knocker(),
            totals: game.totals().to_vec(),
            last_scores: game.last_scores().to_vec(),
            to_act: game.to_act(),
        }
    }
}

impl fmt::Display for SpectrumView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Spectrum, round {} of {} (player {} deals)",
            self.round, self.rounds, self.dealer
        )?;
        for (i, (up, size)) in self.face_up.iter().zip(&self.pile_sizes).enumerate() {
            let name = if i < PILES {
                format!("pile {}", i + 1)
            } else {
                "discards".to_owned()
            };
            match up {
                Some(card) => writeln!(f, "  {name:<8} {card} ({size} cards)")?,
                None => writeln!(f, "  {name:<8} empty")?,
            }
        }
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        writeln!(f)?;
        if let Some((points, sequences)) = &self.score {
            write!(f, "it scores {points}")?;
            for s in sequences {
                write!(f, "; sequence {s}")?;
            }
            writeln!(f)?;
        }
        if self.to_discard > 0 {
            writeln!(f, "discard {} more", self.to_discard)?;
        }
        if let Some(k) = self.knocker {
            writeln!(f, "player {k} knocked: last turns")?;
        }
        for (p, total) in self.totals.iter().enumerate() {
            writeln!(
                f,
                "  player {p}{}: {total} points",
                if p == self.player { " (you)" } else { "" }
            )?;
        }
        if !self.last_scores.is_empty() {
            f.write_str("last round:")?;
            for h in &self.last_scores {
                write!(f, " player {} {};", h.player, h.points)?;
            }
            writeln!(f)?;
        }
        write!(f, "{}", self.to_act)
    }
}
