//! Serde for the layouts: each is written as its shape and its cards; loading rebuilds the
//! caches and rejects cards that are duplicated or could not have been laid.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tic_core::Card;

use crate::bounded::{BoundedGrid, Offset};
use crate::piles::Piles;
use crate::rect::{Pos, RectGrid};
use crate::staggered::{Outline, Staggered};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RectRepr {
    rows: usize,
    cols: usize,
    cells: Vec<Option<Card>>,
}

impl Serialize for RectGrid {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        RectRepr {
            rows: self.rows(),
            cols: self.cols(),
            cells: self.board().cells().to_vec(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for RectGrid {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let repr = RectRepr::deserialize(d)?;
        let mut grid = RectGrid::new(repr.rows, repr.cols).map_err(D::Error::custom)?;
        if repr.cells.len() != repr.rows * repr.cols {
            return Err(D::Error::custom("grid cells do not match its size"));
        }
        for (i, card) in repr.cells.into_iter().enumerate() {
            if let Some(card) = card {
                grid.place(Pos::new(i / repr.cols, i % repr.cols), card)
                    .map_err(D::Error::custom)?;
            }
        }
        Ok(grid)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StaggeredRepr {
    outline: Outline,
    size: usize,
    cells: Vec<Option<Card>>,
}

impl Serialize for Staggered {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        StaggeredRepr {
            outline: self.outline(),
            size: self.size(),
            cells: self.board().cells().to_vec(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Staggered {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let repr = StaggeredRepr::deserialize(d)?;
        let layout = Staggered::new(repr.outline, repr.size).map_err(D::Error::custom)?;
        if repr.cells.len() != layout.board().len() {
            return Err(D::Error::custom("layout cells do not match its outline"));
        }
        let layout = layout.with_cards(&repr.cells).map_err(D::Error::custom)?;
        if !layout.is_buildable() {
            return Err(D::Error::custom(
                "layout cards break the building order (rows in turn, no gaps)",
            ));
        }
        Ok(layout)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BoundedRepr {
    bound: usize,
    cards: Vec<(Offset, Card)>,
}

impl Serialize for BoundedGrid {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let board = self.board();
        let cards = board
            .occupied()
            .iter()
            .filter_map(|cell| Some((self.offset(cell)?, board.get(cell)?)))
            .collect();
        BoundedRepr {
            bound: self.bound(),
            cards,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for BoundedGrid {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let repr = BoundedRepr::deserialize(d)?;
        let start = repr
            .cards
            .iter()
            .find(|(o, _)| *o == Offset::new(0, 0))
            .map(|&(_, c)| c)
            .ok_or_else(|| D::Error::custom("grid has no start card at (0,0)"))?;
        let rest: Vec<(Offset, Card)> = repr
            .cards
            .into_iter()
            .filter(|(o, _)| *o != Offset::new(0, 0))
            .collect();
        BoundedGrid::with_cards(repr.bound, start, &rest).map_err(D::Error::custom)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PilesRepr {
    rows: usize,
    cols: usize,
    tops: Vec<Card>,
    covered: Vec<Vec<Card>>,
}

impl Serialize for Piles {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let tops = self
            .tops()
            .board()
            .cells()
            .iter()
            .flatten()
            .copied()
            .collect();
        let covered = (0..self.rows() * self.cols())
            .map(|i| {
                self.covered(Pos::new(i / self.cols(), i % self.cols()))
                    .to_vec()
            })
            .collect();
        PilesRepr {
            rows: self.rows(),
            cols: self.cols(),
            tops,
            covered,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Piles {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let repr = PilesRepr::deserialize(d)?;
        Piles::from_parts(repr.rows, repr.cols, &repr.tops, repr.covered).map_err(D::Error::custom)
    }
}
