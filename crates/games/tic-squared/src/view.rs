//! What one player sees, and how it is drawn.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;

use crate::growing::GrowingGrid;
use crate::state::{Block, Phase, TicSquared};

/// What one player sees: their hand, every grid, the counts of the others' hands and the deck.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct TicSquaredView {
    /// The viewer's seat.
    pub player: usize,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// Cards in each player's hand.
    pub hand_sizes: Vec<usize>,
    /// Every player's grid (face up), once started.
    pub grids: Vec<Option<GrowingGrid>>,
    /// Cards left in the deck.
    pub deck: usize,
    /// The phase.
    pub phase: Phase,
    /// Who acts.
    pub to_act: ToAct,
    /// Whether the current player's last play this turn made a Tic.
    pub tic_streak: bool,
    /// The card the viewer picked up this turn and may alone play (only for the viewer).
    pub picked: Option<Card>,
    /// Plays on opponents' grids this turn.
    pub block: Block,
    /// Scores as they stand (grid minus hand).
    pub scores: Vec<i64>,
    /// The race variation.
    pub race: bool,
}

impl TicSquaredView {
    pub(crate) fn of(game: &TicSquared, player: usize) -> TicSquaredView {
        let mine = !game.config.race && game.turn.player == player;
        TicSquaredView {
            player,
            hand: game.hand(player).to_vec(),
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            grids: game.grids.clone(),
            deck: game.stock.len(),
            phase: game.phase,
            to_act: game.who_acts(),
            tic_streak: game.turn.tic_streak,
            picked: game.turn.picked.filter(|_| mine),
            block: game.turn.block,
            scores: game.scores(),
            race: game.config.race,
        }
    }
}

/// The width of the longest long card name (`5-crescent-violet`).
const CELL: usize = 17;

/// Draws grid rows with every cell padded to the longest card name, so columns align.
#[must_use]
pub fn draw_rows(rows: &[Vec<Option<Card>>]) -> String {
    let mut out = String::new();
    for row in rows {
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

impl fmt::Display for TicSquaredView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Tic Squared{}: deck {} cards, {}",
            if self.race { " (race)" } else { "" },
            self.deck,
            self.to_act
        )?;
        for (p, grid) in self.grids.iter().enumerate() {
            let who = if p == self.player { " (you)" } else { "" };
            match grid {
                Some(g) => {
                    let line = g
                        .open_line()
                        .map(|s| format!(", building the {s} line"))
                        .unwrap_or_default();
                    writeln!(
                        f,
                        "grid {p}{who}: {}x{}{line}, {} in grid, {} in hand, score {}",
                        g.rows(),
                        g.cols(),
                        g.len(),
                        self.hand_sizes.get(p).copied().unwrap_or(0),
                        self.scores.get(p).copied().unwrap_or(0)
                    )?;
                    f.write_str(&draw_rows(&g.to_rows()))?;
                }
                None => writeln!(f, "grid {p}{who}: not started")?,
            }
        }
        if self.tic_streak && matches!(self.to_act, ToAct::Player(_)) {
            writeln!(f, "a Tic: play again, pick up or end the turn")?;
        }
        if let Some(card) = self.picked {
            writeln!(f, "you picked up {card}: only it may be played now")?;
        }
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}
