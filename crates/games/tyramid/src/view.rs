//! What one player sees, and how it is drawn.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;
use tic_grid::Staggered;

/// The table as one player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct TyramidView {
    /// The viewer's seat.
    pub player: usize,
    /// The layout (all face up).
    pub layout: Staggered,
    /// The cells open for building now.
    pub open_cells: Vec<usize>,
    /// The viewer's hand, highest first.
    pub hand: Vec<Card>,
    /// Cards in each player's hand.
    pub hand_sizes: Vec<usize>,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// Points from plays, per seat.
    pub points: Vec<i64>,
    /// The score for two same Tics in this game.
    pub same_pair_points: u32,
    /// Whether the player to act may play again after a double Tic.
    pub bonus: bool,
    /// Who acts.
    pub to_act: ToAct,
}

/// Draws a staggered layout: each row centred under the one above, half a card offset, cards
/// in compact form (`3so`), `...` on cells open now, `.` on other empty cells.
#[must_use]
pub fn draw_layout(layout: &Staggered, open: &[usize]) -> String {
    let widest = (0..layout.rows())
        .map(|r| layout.row_cells(r).len())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for row in 0..layout.rows() {
        let cells = layout.row_cells(row);
        out.push_str(&format!("{:>3} | ", row + 1));
        out.push_str(&"  ".repeat(widest - cells.len()));
        for cell in cells {
            let text = match layout.get(cell) {
                Some(card) => card.compact(),
                None if open.contains(&cell) => "...".to_owned(),
                None => " . ".to_owned(),
            };
            out.push_str(&text);
            out.push(' ');
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
    }
    out
}

impl fmt::Display for TyramidView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Tyramid ({} of size {}; cards as number, shape o=circle c=crescent t=triangle \
             q=square s=star, color v c y o r; ... = open)",
            self.layout.outline(),
            self.layout.size()
        )?;
        f.write_str(&draw_layout(&self.layout, &self.open_cells))?;
        write!(f, "points:")?;
        for (p, pts) in self.points.iter().enumerate() {
            let you = if p == self.player { " (you)" } else { "" };
            let cards = self.hand_sizes.get(p).copied().unwrap_or_default();
            write!(f, " player {p}{you} {pts} [{cards} cards];")?;
        }
        writeln!(f, " deck {}", self.deck_size)?;
        if self.bonus {
            writeln!(f, "double Tic: the player to act may play again")?;
        }
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}
