//! What one player sees, and how it is drawn.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;

use crate::config::Melds;
use crate::state::Phase;

/// A set on the table as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SetView {
    /// The side that laid it.
    pub team: usize,
    /// Its cards, in order.
    pub cards: Vec<Card>,
    /// Cards opponents added (no points).
    pub foreign: Vec<Card>,
    /// What it scores for its side now.
    pub points: i64,
}

/// The table as one player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TeamView {
    /// The viewer's seat.
    pub player: usize,
    /// The viewer's side.
    pub team: usize,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub hand_sizes: Vec<usize>,
    /// Each seat's side.
    pub teams: Vec<usize>,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// The discard chain, oldest first.
    pub chain: Vec<Card>,
    /// The sets on the table.
    pub sets: Vec<SetView>,
    /// What the sets are.
    pub melds: Melds,
    /// Whose turn it is.
    pub turn: usize,
    /// Where that turn is.
    pub phase: Phase,
    /// Who may act.
    pub to_act: ToAct,
    /// Cards the player to act may still add to opponents' sets this turn.
    pub opponent_cards_left: u8,
    /// Each side's set points during play (hands are secret: one holding the 5-star-red costs
    /// more); the final scores, hands counted, once the game is over.
    pub scores: Vec<i64>,
}

impl fmt::Display for TeamView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} sets; deck {} cards; you are player {} (side {})",
            if self.melds == Melds::Tic {
                "Tic"
            } else {
                "Duo-sequence"
            },
            self.deck_size,
            self.player,
            self.team
        )?;
        write!(f, "discard chain (oldest first):")?;
        for (i, c) in self.chain.iter().enumerate() {
            write!(f, " {}:{c}", i + 1)?;
        }
        writeln!(f)?;
        for (i, s) in self.sets.iter().enumerate() {
            write!(f, "set {} (side {}, {} points):", i + 1, s.team, s.points)?;
            for c in &s.cards {
                write!(f, " {c}{}", if s.foreign.contains(c) { "*" } else { "" })?;
            }
            writeln!(f)?;
        }
        write!(f, "hands:")?;
        for (p, n) in self.hand_sizes.iter().enumerate() {
            write!(
                f,
                " player {p} (side {}) {n};",
                self.teams.get(p).copied().unwrap_or(0)
            )?;
        }
        writeln!(f)?;
        let what = if self.to_act == ToAct::Nobody {
            "final scores"
        } else {
            "set points"
        };
        writeln!(f, "{what} by side: {:?}", self.scores)?;
        if let Phase::MustLay(card) = self.phase {
            writeln!(f, "lay a set with {card} now")?;
        }
        write!(f, "your hand:")?;
        for c in &self.hand {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}
