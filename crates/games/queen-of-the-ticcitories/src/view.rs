//! What a player sees (everything but the deck), and how it is drawn.

use core::fmt;

use rules_engine::ToAct;
use tic_grid::{BoundedGrid, Offset};

use crate::state::Slot;

/// The table as one player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct QueenView {
    /// The viewer's seat.
    pub player: usize,
    /// Every player's grid.
    pub grids: Vec<BoundedGrid>,
    /// Every grid's score now.
    pub scores: Vec<i64>,
    /// The line being placed from.
    pub line: Vec<Slot>,
    /// The line being drafted for the next round.
    pub next_line: Vec<Slot>,
    /// Cards in the deck.
    pub deck_size: usize,
    /// Rounds completed.
    pub round: usize,
    /// Rounds in the game.
    pub rounds: usize,
    /// Whether the once-a-game attack is still available.
    pub attack_available: bool,
    /// Whether this round is an attack round.
    pub attacking: bool,
    /// Grids that took a card this round.
    pub played: Vec<bool>,
    /// Who acts.
    pub to_act: ToAct,
}

/// Draws a grid: the occupied area and its open cells, long card names in aligned columns,
/// open cells shown by their offset.
#[must_use]
pub fn draw_grid(grid: &BoundedGrid) -> String {
    let open = grid.open_offsets();
    let (mut top, mut bottom, mut left, mut right) = grid.extent_offsets();
    for o in &open {
        top = top.min(o.row);
        bottom = bottom.max(o.row);
        left = left.min(o.col);
        right = right.max(o.col);
    }
    let mut out = String::new();
    for row in top..=bottom {
        out.push_str("  ");
        for col in left..=right {
            let at = Offset::new(row, col);
            let text = match grid.get(at) {
                Some(card) => card.to_string(),
                None if open.contains(&at) => at.to_string(),
                None => ".".to_owned(),
            };
            out.push_str(&format!("{text:<18}"));
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
    }
    out
}

fn draw_line(f: &mut fmt::Formatter<'_>, title: &str, line: &[Slot]) -> fmt::Result {
    write!(f, "{title}:")?;
    for (i, slot) in line.iter().enumerate() {
        let card = slot
            .card
            .map_or_else(|| "(taken)".to_owned(), |c| c.to_string());
        let token = slot
            .token
            .map_or_else(String::new, |t| format!(" [player {t}]"));
        write!(f, "  #{} {card}{token}", i + 1)?;
    }
    writeln!(f)
}

impl fmt::Display for QueenView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Queen of the Ticcitories: round {} of {}, deck {}{}{}",
            (self.round + 1).min(self.rounds),
            self.rounds,
            self.deck_size,
            if self.attack_available {
                ", attack available"
            } else {
                ""
            },
            if self.attacking { ", ATTACK ROUND" } else { "" }
        )?;
        for (p, grid) in self.grids.iter().enumerate() {
            let you = if p == self.player { " (you)" } else { "" };
            let score = self.scores.get(p).copied().unwrap_or_default();
            writeln!(f, "player {p}{you}: score {score}")?;
            f.write_str(&draw_grid(grid))?;
        }
        if !self.line.is_empty() {
            draw_line(f, "centre line", &self.line)?;
        }
        if !self.next_line.is_empty() {
            draw_line(f, "next line", &self.next_line)?;
        }
        Ok(())
    }
}
