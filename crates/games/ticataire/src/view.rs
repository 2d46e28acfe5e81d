//! What the player sees.

use core::fmt;

use rules_engine::ToAct;
use tic_core::Card;

use crate::actions::{Finish, SeqPile};
use crate::state::Ticataire;

/// One column as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ColumnView {
    /// Face-down cards under the column.
    pub buried: usize,
    /// Face-up cards, top card first.
    pub up: Vec<Card>,
}

/// The table as the player sees it: face-up cards, counts of the face-down ones.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct TicView {
    /// The seven columns.
    pub columns: Vec<ColumnView>,
    /// The sequence piles, low then high, bottom card first.
    pub sequences: [Vec<Card>; 2],
    /// Cards left face down in the deck.
    pub deck_len: usize,
    /// The flipped cards, the playable one last.
    pub flipped: Vec<Card>,
    /// The deck's cards, the next to flip last, once the deck has been turned over (every
    /// card in it has then been seen, and the deck keeps its order); empty before.
    pub known_deck: Vec<Card>,
    /// Moves in a row without progress, and the limit.
    pub stall: (u32, u32),
    /// Whether the sequence piles follow the free reading of steps (option `free_steps`).
    pub free_steps: bool,
    /// Who acts.
    pub to_act: ToAct,
    /// How the game ended, once over.
    pub finish: Option<Finish>,
}

impl TicView {
    pub(crate) fn of(game: &Ticataire) -> TicView {
        let board = &game.board;
        TicView {
            columns: board
                .piles
                .iter()
                .map(|p| ColumnView {
                    buried: p.down.len(),
                    up: p.up.clone(),
                })
                .collect(),
            sequences: board.seq.clone(),
            deck_len: board.stock.len(),
            flipped: board.waste.clone(),
            known_deck: if game.deck_seen {
                board.stock.clone()
            } else {
                Vec::new()
            },
            stall: (game.stall, game.config.stall_limit),
            free_steps: game.config.free_steps,
            to_act: rules_engine::Game::to_act(game),
            finish: game.finish,
        }
    }

    /// The flipped card that may be played.
    #[must_use]
    pub fn flipped_top(&self) -> Option<Card> {
        self.flipped.last().copied()
    }

    /// Cards still buried or in the deck (zero wins).
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.columns.iter().map(|c| c.buried).sum::<usize>() + self.deck_len + self.flipped.len()
    }
}

impl fmt::Display for TicView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for pile in SeqPile::ALL {
            let cards = &self.sequences[pile.index()];
            match cards.last() {
                Some(top) => writeln!(f, "{pile} sequence pile: {top} ({} cards)", cards.len())?,
                None => writeln!(f, "{pile} sequence pile: (not started)")?,
            }
        }
        for (i, column) in self.columns.iter().enumerate() {
            write!(f, "column {}:", i + 1)?;
            if column.buried > 0 {
                write!(f, " [{} face down]", column.buried)?;
            } else if column.up.is_empty() {
                f.write_str(" (empty: takes a 5)")?;
            }
            for card in &column.up {
                write!(f, " {card}")?;
            }
            writeln!(f)?;
        }
        write!(f, "deck: {} face down, flipped: ", self.deck_len)?;
        match self.flipped_top() {
            Some(card) => write!(f, "{card} (of {})", self.flipped.len())?,
            None => f.write_str("none")?,
        }
        if let Some(next) = self.known_deck.last() {
            write!(f, "\nnext card in the deck (seen before): {next}")?;
        }
        write!(
            f,
            "\nstill to bring into play: {}; moves without progress: {} of {}",
            self.remaining(),
            self.stall.0,
            self.stall.1
        )
    }
}
