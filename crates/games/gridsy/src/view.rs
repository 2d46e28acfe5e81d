//! What one player sees (everything but the deck), and how it is drawn.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;

use crate::state::{Gridsy, Table};

/// What one player sees: every table (all cards are face up), the pool and the match.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct GridsyView {
    /// The viewer's seat.
    pub player: usize,
    /// The grid size.
    pub size: usize,
    /// Every player's table.
    pub tables: Vec<Table>,
    /// The swap pool.
    pub pool: Vec<Card>,
    /// Cards left in the deck.
    pub deck: usize,
    /// The round being played, from 1.
    pub round: usize,
    /// Rounds in the match.
    pub rounds: usize,
    /// Head-to-head: rounds won.
    pub wins: Vec<usize>,
    /// Solo: extra cards over the finished rounds.
    pub extra_total: usize,
    /// Who acts.
    pub to_act: ToAct,
}

impl GridsyView {
    pub(crate) fn of(game: &Gridsy, player: usize) -> GridsyView {
        GridsyView {
            player,
            size: game.config.size,
            tables: game.tables.clone(),
            pool: game.pool.clone(),
            deck: game.deck.len(),
            round: (game.rounds_played + 1).min(game.config.rounds),
            rounds: game.config.rounds,
            wins: game.wins.clone(),
            extra_total: game.extra_total,
            to_act: game.who_acts(),
        }
    }

    /// The viewer's table.
    #[must_use]
    pub fn own(&self) -> Option<&Table> {
        self.tables.get(self.player)
    }
}

/// The width of the longest long card name (`5-crescent-violet`).
const CELL: usize = 17;

/// Draws a row-major grid with every cell padded to the longest card name.
#[must_use]
pub fn draw_grid(grid: &[Option<Card>], size: usize) -> String {
    let mut out = String::new();
    for row in grid.chunks(size.max(1)) {
        let cells: Vec<String> = row
            .iter()
            .map(|c| match c {
                Some(card) => format!("{:<CELL$}", card.to_string()),
                None => format!("{:<CELL$}", "."),
            })
            .collect();
        out.push_str("  ");
        out.push_str(cells.join(" ").trim_end());
        out.push('\n');
    }
    out
}

impl fmt::Display for GridsyView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let solo = self.tables.len() == 1;
        write!(
            f,
            "Gridsy {}x{}, round {} of {}, deck {} cards",
            self.size, self.size, self.round, self.rounds, self.deck
        )?;
        if solo {
            writeln!(f, ", extra cards so far {}", self.extra_total)?;
        } else {
            writeln!(f, ", rounds won {:?}", self.wins)?;
            write!(f, "pool:")?;
            for card in &self.pool {
                write!(f, " {card}")?;
            }
            writeln!(f)?;
        }
        for (p, table) in self.tables.iter().enumerate() {
            let who = if p == self.player { " (you)" } else { "" };
            writeln!(
                f,
                "player {p}{who}: {} extra, {} rearrangements left",
                table.extra, table.rearrangements_left
            )?;
            f.write_str(&draw_grid(&table.grid, self.size))?;
            write!(f, "  loose:")?;
            for card in &table.loose {
                write!(f, " {card}")?;
            }
            writeln!(f)?;
        }
        write!(f, "{}", self.to_act)
    }
}
