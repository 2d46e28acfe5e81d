//! What one player sees, and how it is drawn.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;
use tic_grid::{Piles, Pos};

/// The table as one player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct PenticView {
    /// The viewer's seat.
    pub player: usize,
    /// The piles (tops face up; covered cards were all seen face up).
    pub piles: Piles,
    /// The viewer's hand, highest first.
    pub hand: Vec<Card>,
    /// Cards in each hand.
    pub hand_sizes: Vec<usize>,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// Scores.
    pub scores: Vec<i64>,
    /// The target score.
    pub target: u32,
    /// Full rounds played.
    pub rounds: u32,
    /// Who acts.
    pub to_act: ToAct,
}

impl fmt::Display for PenticView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Pentic: first to {} (rounds played {})",
            self.target, self.rounds
        )?;
        write!(f, "     ")?;
        for col in 0..self.piles.cols() {
            write!(f, " {:<21}", format!("col {}", col + 1))?;
        }
        writeln!(f)?;
        for row in 0..self.piles.rows() {
            write!(f, "row {} ", row + 1)?;
            for col in 0..self.piles.cols() {
                let pos = Pos::new(row, col);
                let top = self
                    .piles
                    .top(pos)
                    .map(|c| c.to_string())
                    .unwrap_or_default();
                let cell = format!("{top} ({})", self.piles.height(pos));
                write!(f, " {cell:<21}")?;
            }
            writeln!(f)?;
        }
        write!(f, "scores:")?;
        for (p, s) in self.scores.iter().enumerate() {
            let you = if p == self.player { " (you)" } else { "" };
            write!(f, " player {p}{you} {s};")?;
        }
        writeln!(f, " deck {}", self.deck_size)?;
        write!(f, "your hand:")?;
        for c in &self.hand {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}
