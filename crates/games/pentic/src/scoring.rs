//! The point scheme (ruling 14): edge score from the Singles and Tics tables, or 25 for four
//! Nics around the centre, times the multiplier of the card underneath.

use tic_core::{Card, CardSet, Commonness, commonness};
use tic_grid::EdgeTally;

/// Points for 0 to 4 Singles at the edges.
pub const SINGLES_POINTS: [u32; 5] = [0, 1, 2, 5, 8];
/// Points for 0 to 4 Tics at the edges.
pub const TICS_POINTS: [u32; 5] = [0, 2, 8, 15, 25];
/// Points for four Nics at the edges (only the centre pile has four edges).
pub const FOUR_NICS_POINTS: u32 = 25;

/// The most one play can score: 25 edge points (four Tics, or four Nics around the centre)
/// times the Nic multiplier 3.
pub const MAX_PLAY_POINTS: u32 = 25 * 3;

/// What one play scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PlayScore {
    /// The edges by kind.
    pub tally: EdgeTally,
    /// How the card meets the card it covers.
    pub underneath: Commonness,
    /// The edge score.
    pub edge_points: u32,
    /// x1 for a Single underneath, x2 for a Tic, x3 for a Nic (only in the four-Nic case).
    pub multiplier: u32,
    /// Edge points times the multiplier.
    pub points: u32,
}

/// Whether the edges are the special case: four edges, all Nics.
#[must_use]
pub fn four_nics(tally: EdgeTally) -> bool {
    tally.nics == 4 && tally.edges() == 4
}

/// The edge score for a tally (ruling 14).
#[must_use]
pub fn edge_points(tally: EdgeTally) -> u32 {
    if four_nics(tally) {
        return FOUR_NICS_POINTS;
    }
    let lookup = |table: &[u32; 5], n: u32| table.get(n as usize).copied().unwrap_or(0);
    lookup(&SINGLES_POINTS, tally.singles) + lookup(&TICS_POINTS, tally.tics)
}

/// The multiplier for the card underneath.
#[must_use]
pub const fn multiplier(underneath: Commonness) -> u32 {
    match underneath {
        Commonness::Single => 1,
        Commonness::Tic => 2,
        Commonness::Nic => 3,
    }
}

/// Scores `card` played on a pile whose top is `top`, beside the tops `touching`; `None` if
/// the play is not allowed (a Nic with the top, outside the four-Nic case).
///
/// ```
/// use tic_core::CardSet;
/// use tic_pentic::score_play;
///
/// // Centre play: 2 Tics and 2 Singles at the edges (8 + 2), a Tic underneath (x2): 20.
/// let card = "3-star-red".parse()?;
/// let touching: CardSet = "3-star-cyan 3-circle-red 3-circle-cyan 1-star-violet".parse()?;
/// let score = score_play(card, "3-square-red".parse()?, touching).expect("legal");
/// assert_eq!((score.edge_points, score.multiplier, score.points), (10, 2, 20));
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn score_play(card: Card, top: Card, touching: CardSet) -> Option<PlayScore> {
    let tally = EdgeTally::of(card, touching);
    let underneath = commonness(card, top);
    if underneath == Commonness::Nic && !four_nics(tally) {
        return None;
    }
    let edge_points = edge_points(tally);
    let multiplier = multiplier(underneath);
    Some(PlayScore {
        tally,
        underneath,
        edge_points,
        multiplier,
        points: edge_points * multiplier,
    })
}
