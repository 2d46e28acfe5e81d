//! What one player of a knock game sees.

use core::fmt;

use rules_engine::{Game, ToAct};
use tic_core::{Card, CardSet};

use crate::config::KnockConfig;
use crate::events::ScoredHand;
use crate::hands::{KnockRules, TicOfAKindRules};
use crate::state::{KnockGame, Phase};

/// What one player sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        deny_unknown_fields,
        bound(
            serialize = "R::Config: serde::Serialize",
            deserialize = "R::Config: serde::Deserialize<'de>"
        )
    )
)]
#[non_exhaustive]
pub struct KnockView<R: KnockRules> {
    /// The viewer's seat.
    pub player: usize,
    /// The table options (rounds, hand size, point table...).
    pub config: R::Config,
    /// The current round, from 1.
    pub round: u32,
    /// The dealer.
    pub dealer: usize,
    /// The phase.
    pub phase: Phase,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// The hand's points now and the sets that score (when it holds a full hand).
    pub score: Option<(i64, Vec<CardSet>)>,
    /// Cards the viewer still owes the discard pile this turn.
    pub to_discard: usize,
    /// The card the viewer just took from the discard pile.
    pub taken: Option<Card>,
    /// The face-up cards: each pile's top (`None` if empty or face down), then the discard
    /// pile's.
    pub face_up: Vec<Option<Card>>,
    /// Cards in each pile, then in the discard pile.
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

/// What one Tic-of-a-Kind player sees.
pub type TicOfAKindView = KnockView<TicOfAKindRules>;

impl<R: KnockRules> KnockView<R> {
    pub(crate) fn of(game: &KnockGame<R>, player: usize) -> KnockView<R> {
        let hand = game.hand(player).to_vec();
        let mine = game.to_act() == ToAct::Player(player) && game.phase() == Phase::Discard;
        KnockView {
            player,
            config: *game.config(),
            round: game.round(),
            dealer: game.dealer(),
            phase: game.phase(),
            score: R::score(&hand, game.config()),
            hand,
            to_discard: if mine { game.to_discard() } else { 0 },
            taken: game.taken().filter(|_| mine),
            face_up: game.face_up(),
            pile_sizes: game.pile_sizes(),
            hand_sizes: (0..game.num_players())
                .map(|p| game.hand(p).len())
                .collect(),
            knocker: game.knocker(),
            totals: game.totals().to_vec(),
            last_scores: game.last_scores().to_vec(),
            to_act: game.to_act(),
        }
    }

    /// The top of the discard pile.
    #[must_use]
    pub fn discard_top(&self) -> Option<Card> {
        self.face_up.last().copied().flatten()
    }

    /// Cards in the face-down deck (all the piles of the middle).
    #[must_use]
    pub fn deck_size(&self) -> usize {
        self.pile_sizes.iter().rev().skip(1).sum()
    }

    fn write_middle(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !R::FACE_UP_PILES {
            match self.discard_top() {
                Some(top) => writeln!(
                    f,
                    "discard pile: {top} ({} cards)",
                    self.pile_sizes.last().copied().unwrap_or(0)
                )?,
                None => writeln!(f, "discard pile: empty")?,
            }
            return writeln!(f, "deck: {} cards", self.deck_size());
        }
        let last = self.face_up.len().saturating_sub(1);
        for (i, (up, size)) in self.face_up.iter().zip(&self.pile_sizes).enumerate() {
            let name = if i < last {
                format!("pile {}", i + 1)
            } else {
                "discards".to_owned()
            };
            match up {
                Some(card) => writeln!(f, "  {name:<8} {card} ({size} cards)")?,
                None => writeln!(f, "  {name:<8} empty")?,
            }
        }
        Ok(())
    }
}

impl<R: KnockRules> fmt::Display for KnockView<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}, round {} of {} (player {} deals)",
            R::TITLE,
            self.round,
            self.config.rounds(),
            self.dealer
        )?;
        self.write_middle(f)?;
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        writeln!(f)?;
        if let Some((points, sets)) = &self.score {
            write!(f, "it scores {points}")?;
            for set in sets {
                write!(f, "; {} {set}", R::SET_NAME)?;
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
