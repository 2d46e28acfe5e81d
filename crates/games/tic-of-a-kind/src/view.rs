//! What one Tic-of-a-Kind player sees.

use core::fmt;

use rules_engine::{Game, ToAct};
use tic_core::{Card, CardSet};

use crate::events::ScoredHand;
use crate::scoring::score_hand;
use crate::state::{Phase, TicOfAKind};

/// What one player sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct TicOfAKindView {
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
    /// The hand's points now and its base hands (when it holds a full hand).
    pub score: Option<(i64, Vec<CardSet>)>,
    /// The card the viewer just took from the discard pile (it may not be discarded).
    pub taken: Option<Card>,
    /// The face-up discard.
    pub discard_top: Option<Card>,
    /// Cards in the discard pile.
    pub discard_size: usize,
    /// Cards in the deck.
    pub deck_size: usize,
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

impl TicOfAKindView {
    pub(crate) fn of(game: &TicOfAKind, player: usize) -> TicOfAKindView {
        let hand = game.hand(player).to_vec();
        let full = hand.len() == game.config().hand_size();
        TicOfAKindView {
            player,
            round: game.round(),
            rounds: game.config().rounds,
            dealer: game.dealer,
            phase: game.phase(),
            score: if full { score_hand(&hand) } else { None },
            hand,
            taken: game.taken.filter(|_| game.turn == player),
            discard_top: game.discard_top(),
            discard_size: game.discards.len(),
            deck_size: game.deck.len(),
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            knocker: game.knocker(),
            totals: game.totals().to_vec(),
            last_scores: game.last_scores().to_vec(),
            to_act: game.to_act(),
        }
    }
}

impl fmt::Display for TicOfAKindView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Tic-of-a-Kind, round {} of {} (player {} deals)",
            self.round, self.rounds, self.dealer
        )?;
        match self.discard_top {
            Some(top) => writeln!(f, "discard pile: {top} ({} cards)", self.discard_size)?,
            None => writeln!(f, "discard pile: empty")?,
        }
        writeln!(f, "deck: {} cards", self.deck_size)?;
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        writeln!(f)?;
        if let Some((points, bases)) = &self.score {
            write!(f, "it scores {points}")?;
            for base in bases {
                write!(f, "; base hand {base}")?;
            }
            writeln!(f)?;
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
