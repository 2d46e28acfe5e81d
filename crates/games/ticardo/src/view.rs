//! What each player sees, drawn as 3x3 grids for the terminal.

use core::fmt;

use rules_engine::ToAct;
use ticardo_core::{Card, Cell, Color, Pattern, Reach, draw_side_by_side};

use crate::events::EndReason;

/// Grids of the board and the hand, side by side, then the hand's card names.
fn board_and_hand(
    f: &mut fmt::Formatter<'_>,
    board_caption: &str,
    board: [String; 3],
    hand: &[Card],
) -> fmt::Result {
    let mut panels = vec![(board_caption.to_owned(), board)];
    for (i, card) in hand.iter().enumerate() {
        panels.push((format!("#{}", i + 1), card.pattern().grid_lines()));
    }
    f.write_str(&draw_side_by_side(&panels, 4))?;
    write!(f, "hand:")?;
    for (i, card) in hand.iter().enumerate() {
        write!(f, " #{} {card}", i + 1)?;
    }
    writeln!(f)
}

/// What the solitaire player sees: everything but the face-down cards.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct SolitaireView {
    /// The board's dots.
    pub board: Pattern,
    /// The hand.
    pub hand: Vec<Card>,
    /// Cards left in the draw pile.
    pub draw_pile: usize,
    /// The last card played (or the first card).
    pub discard_top: Option<Card>,
    /// Cards played.
    pub played: usize,
    /// How far dots may move.
    pub reach: Reach,
    /// Whether the game is over (no card is off by one).
    pub over: bool,
    /// Whether the draw pile is used up (the game is won once it ends).
    pub won: bool,
    /// Whether every card is played (the bonus).
    pub hand_cleared: bool,
}

impl fmt::Display for SolitaireView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        board_and_hand(f, "board", self.board.grid_lines(), &self.hand)?;
        write!(
            f,
            "draw pile {}, played {}, moves: {}",
            self.draw_pile, self.played, self.reach
        )?;
        if let Some(top) = self.discard_top {
            write!(f, ", last card {top}")?;
        }
        if self.over {
            let verdict = match (self.won, self.hand_cleared) {
                (true, true) => "won with the bonus",
                (true, false) => "won",
                _ => "stuck: lost",
            };
            write!(f, "\ngame over: {verdict}")?;
        }
        Ok(())
    }
}

/// What a player of the two-player game sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct DuelView {
    /// The viewer's seat.
    pub player: usize,
    /// The board's dots.
    pub board: Pattern,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// Cards in the other player's hand.
    pub other_hand_size: usize,
    /// Each seat's scored pile (face up).
    pub scored: Vec<Vec<Card>>,
    /// Cards in the draw pile.
    pub draw_pile: usize,
    /// The discard pile's top card.
    pub discard_top: Option<Card>,
    /// Cards in the discard pile.
    pub discard_pile: usize,
    /// How far dots may move.
    pub reach: Reach,
    /// Who acts.
    pub to_act: ToAct,
    /// Passes in a row so far.
    pub passes_in_row: u32,
    /// Why the game ended, once it has.
    pub ended: Option<EndReason>,
}

impl fmt::Display for DuelView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        board_and_hand(f, "board", self.board.grid_lines(), &self.hand)?;
        let score = |p: usize| self.scored.get(p).map_or(0, Vec::len);
        writeln!(
            f,
            "scored: you {} - opponent {}; opponent holds {}; draw pile {}, discard pile {}{}",
            score(self.player),
            score(1 - self.player.min(1)),
            self.other_hand_size,
            self.draw_pile,
            self.discard_pile,
            self.discard_top
                .map(|c| format!(" (top {c})"))
                .unwrap_or_default()
        )?;
        match self.ended {
            Some(reason) => write!(f, "game over: {reason}"),
            None => write!(f, "{}; moves: {}", self.to_act, self.reach),
        }
    }
}

/// The step of a turn in the game with pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Step {
    /// Score while possible; when not, the end of turn's optional piece change.
    Main,
    /// The end of turn's discard.
    Discard,
}

/// The board of the game with pieces, as three lines: `B` blue, `R` red, `*` both (only at
/// the start), `·` empty. Drawn from the blue player's side.
#[must_use]
pub fn pieces_board_lines(blue: Pattern, red: Pattern) -> [String; 3] {
    let symbol = |cell: Cell| match (blue.contains(cell), red.contains(cell)) {
        (true, true) => '*',
        (true, false) => 'B',
        (false, true) => 'R',
        (false, false) => '·',
    };
    let line = |r: u8| {
        (0..3)
            .filter_map(|c| Cell::at(r, c))
            .map(|cell| symbol(cell).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    [line(0), line(1), line(2)]
}

/// What a player of the game with pieces sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct PiecesView {
    /// The viewer's seat.
    pub player: usize,
    /// The viewer's color.
    pub color: Color,
    /// The viewer's pieces (squares seen from the blue player's side).
    pub own_pieces: Pattern,
    /// The other player's pieces.
    pub other_pieces: Pattern,
    /// The viewer's pieces off the board.
    pub own_pieces_in_hand: u32,
    /// The other player's pieces off the board.
    pub other_pieces_in_hand: u32,
    /// The viewer's hand.
    pub hand: Vec<Card>,
    /// Cards in the other player's hand.
    pub other_hand_size: usize,
    /// Draw pile sizes: the viewer's, then the other's.
    pub draw_piles: [usize; 2],
    /// Discard pile tops (face up): the viewer's, then the other's.
    pub discard_tops: [Option<Card>; 2],
    /// Discard pile sizes.
    pub discard_piles: [usize; 2],
    /// Scored cards: the viewer's, then the other's.
    pub scored: [usize; 2],
    /// The step of the turn.
    pub step: Step,
    /// Who acts.
    pub to_act: ToAct,
    /// Turns played.
    pub turns: u32,
    /// The engine's turn limit.
    pub turn_limit: u32,
    /// Why the game ended, once it has.
    pub ended: Option<EndReason>,
}

impl fmt::Display for PiecesView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (blue, red) = match self.color {
            Color::Blue => (self.own_pieces, self.other_pieces),
            Color::Red => (self.other_pieces, self.own_pieces),
        };
        let caption = format!("board (you: {})", self.color);
        board_and_hand(f, &caption, pieces_board_lines(blue, red), &self.hand)?;
        writeln!(
            f,
            "pieces in hand: you {}, opponent {}; scored: you {}, opponent {}",
            self.own_pieces_in_hand, self.other_pieces_in_hand, self.scored[0], self.scored[1]
        )?;
        writeln!(
            f,
            "draw piles: you {}, opponent {}; discard piles: you {}, opponent {}; opponent holds {}",
            self.draw_piles[0],
            self.draw_piles[1],
            self.discard_piles[0],
            self.discard_piles[1],
            self.other_hand_size
        )?;
        match self.ended {
            Some(reason) => write!(f, "game over: {reason}"),
            None => write!(
                f,
                "turn {} of {}; {}{}",
                self.turns + 1,
                self.turn_limit,
                self.to_act,
                if self.step == Step::Discard {
                    " (end of turn: discard)"
                } else {
                    ""
                }
            ),
        }
    }
}
