//! Cells of the 3x3 grid, dot patterns as 9-bit masks, rotations and the canonical form.

use core::fmt;
use core::str::FromStr;

use crate::ParseError;

/// A square of the tic-tac-toe grid: index `3 * row + column`, row 0 at the top (as the card
/// is read with its "Ticardo" title upright).
///
/// Written with short names: `TL T TR / L C R / BL B BR` (top-left ... bottom-right).
///
/// ```
/// use ticardo_core::Cell;
/// let c: Cell = "TR".parse()?;
/// assert_eq!((c.row(), c.col()), (0, 2));
/// assert_eq!(c.to_string(), "TR");
/// # Ok::<(), ticardo_core::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(pub(crate) u8);

const CELL_NAMES: [&str; 9] = ["TL", "T", "TR", "L", "C", "R", "BL", "B", "BR"];

impl Cell {
    /// The nine cells, top-left to bottom-right.
    pub const ALL: [Cell; 9] = [
        Cell(0),
        Cell(1),
        Cell(2),
        Cell(3),
        Cell(4),
        Cell(5),
        Cell(6),
        Cell(7),
        Cell(8),
    ];

    /// The cell with this index (0 to 8), if any.
    #[must_use]
    pub const fn new(index: u8) -> Option<Cell> {
        if index < 9 { Some(Cell(index)) } else { None }
    }

    /// The cell at `row`, `col` (0 to 2 each), if any.
    #[must_use]
    pub const fn at(row: u8, col: u8) -> Option<Cell> {
        if row < 3 && col < 3 {
            Some(Cell(row * 3 + col))
        } else {
            None
        }
    }

    /// The index, `3 * row + column`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The row, 0 at the top.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / 3
    }

    /// The column, 0 at the left.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % 3
    }

    /// This cell's bit in a [`Pattern`] mask.
    #[must_use]
    pub const fn bit(self) -> u16 {
        1 << self.0
    }

    /// The cell after turning the grid a quarter turn clockwise.
    #[must_use]
    pub const fn rotated_cw(self) -> Cell {
        // (row, col) -> (col, 2 - row).
        Cell(self.col() * 3 + (2 - self.row()))
    }

    /// The cell after turning the grid half a turn (how the player across the table sees it).
    #[must_use]
    pub const fn rotated_half(self) -> Cell {
        Cell(8 - self.0)
    }

    /// Whether `other` is one step away, diagonals included (king move).
    #[must_use]
    pub const fn is_adjacent(self, other: Cell) -> bool {
        let dr = self.row().abs_diff(other.row());
        let dc = self.col().abs_diff(other.col());
        (dr | dc) != 0 && dr <= 1 && dc <= 1
    }

    /// Whether `other` is one step up, down, left or right.
    #[must_use]
    pub const fn is_cardinal_neighbour(self, other: Cell) -> bool {
        self.row().abs_diff(other.row()) + self.col().abs_diff(other.col()) == 1
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(CELL_NAMES[usize::from(self.0 % 9)])
    }
}

impl FromStr for Cell {
    type Err = ParseError;

    /// Parses a short name (`TL`, `T`, `TR`, `L`, `C`, `R`, `BL`, `B`, `BR`, any case) or an
    /// index `0`-`8`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if let Some(at) = CELL_NAMES.iter().position(|n| n.eq_ignore_ascii_case(t)) {
            return Ok(Cell(at as u8));
        }
        t.parse::<u8>()
            .ok()
            .and_then(Cell::new)
            .ok_or_else(|| ParseError::Cell(s.to_owned()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of dots on the 3x3 grid: a 9-bit mask, bit `3 * row + column`.
///
/// Text form: the three rows top to bottom separated by `/`, `x` for a dot and `.` for an
/// empty square, e.g. `x.x/.x./...`.
///
/// ```
/// use ticardo_core::Pattern;
/// let p: Pattern = "x../.../...".parse()?;
/// assert_eq!(p.rotated_cw().to_string(), "..x/.../...");
/// assert_eq!(p.rotated_cw().canonical(), p);
/// # Ok::<(), ticardo_core::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pattern(pub(crate) u16);

/// The mask of all nine cells.
const FULL: u16 = 0x1FF;

impl Pattern {
    /// No dots.
    pub const EMPTY: Pattern = Pattern(0);

    /// The pattern of a mask, if it has no bit above the ninth.
    #[must_use]
    pub const fn from_bits(bits: u16) -> Option<Pattern> {
        if bits & !FULL == 0 {
            Some(Pattern(bits))
        } else {
            None
        }
    }

    /// The pattern of these cells.
    #[must_use]
    pub fn from_cells(cells: &[Cell]) -> Pattern {
        Pattern(cells.iter().fold(0, |m, c| m | c.bit()))
    }

    /// The 9-bit mask.
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Number of dots.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `cell` has a dot.
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }

    /// The pattern with a dot added at `cell`.
    #[must_use]
    pub const fn with(self, cell: Cell) -> Pattern {
        Pattern(self.0 | cell.bit())
    }

    /// The pattern with the dot at `cell` removed.
    #[must_use]
    pub const fn without(self, cell: Cell) -> Pattern {
        Pattern(self.0 & !cell.bit())
    }

    /// The dotted cells, top-left to bottom-right.
    pub fn cells(self) -> impl Iterator<Item = Cell> + Clone {
        Cell::ALL.into_iter().filter(move |c| self.contains(*c))
    }

    /// The empty cells, top-left to bottom-right.
    pub fn empty_cells(self) -> impl Iterator<Item = Cell> + Clone {
        Cell::ALL.into_iter().filter(move |c| !self.contains(*c))
    }

    /// The pattern turned a quarter turn clockwise.
    #[must_use]
    pub const fn rotated_cw(self) -> Pattern {
        let mut out = 0;
        let mut i = 0;
        while i < 9 {
            if self.0 & (1 << i) != 0 {
                out |= Cell(i).rotated_cw().bit();
            }
            i += 1;
        }
        Pattern(out)
    }

    /// The pattern turned half a turn (as the player across the table reads it).
    #[must_use]
    pub const fn rotated_half(self) -> Pattern {
        self.rotated_cw().rotated_cw()
    }

    /// The four rotations: 0, 90, 180 and 270 degrees clockwise (some may be equal).
    #[must_use]
    pub const fn rotations(self) -> [Pattern; 4] {
        let r1 = self.rotated_cw();
        let r2 = r1.rotated_cw();
        let r3 = r2.rotated_cw();
        [self, r1, r2, r3]
    }

    /// The canonical form: the rotation with the smallest mask (dots pushed towards the top
    /// left). Two patterns are the same card pattern exactly when their canonical forms agree.
    #[must_use]
    pub const fn canonical(self) -> Pattern {
        let r = self.rotations();
        let mut best = r[0].0;
        let mut i = 1;
        while i < 4 {
            if r[i].0 < best {
                best = r[i].0;
            }
            i += 1;
        }
        Pattern(best)
    }

    /// Whether `other` is this pattern turned by some rotation.
    #[must_use]
    pub const fn is_rotation_of(self, other: Pattern) -> bool {
        self.canonical().0 == other.canonical().0
    }

    /// The dots drawn as three lines of `●`/`·`, for terminals.
    #[must_use]
    pub fn grid_lines(self) -> [String; 3] {
        let line = |r: u8| {
            (0..3)
                .map(|c| {
                    if Cell::at(r, c).is_some_and(|cell| self.contains(cell)) {
                        '●'
                    } else {
                        '·'
                    }
                })
                .flat_map(|ch| [ch, ' '])
                .collect::<String>()
                .trim_end()
                .to_owned()
        };
        [line(0), line(1), line(2)]
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, cell) in Cell::ALL.iter().enumerate() {
            if i > 0 && i % 3 == 0 {
                f.write_str("/")?;
            }
            f.write_str(if self.contains(*cell) { "x" } else { "." })?;
        }
        Ok(())
    }
}

impl FromStr for Pattern {
    type Err = ParseError;

    /// Parses `x.x/.x./...` (`x`, `X`, `o`, `O`, `●` or `1` for a dot; `.`, `·`, `-` or `0` for
    /// an empty square).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseError::Pattern(s.to_owned());
        let rows: Vec<&str> = s.trim().split('/').collect();
        if rows.len() != 3 {
            return Err(bad());
        }
        let mut bits = 0u16;
        for (r, row) in rows.iter().enumerate() {
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != 3 {
                return Err(bad());
            }
            for (c, ch) in chars.iter().enumerate() {
                match ch {
                    'x' | 'X' | 'o' | 'O' | '●' | '1' => bits |= 1 << (r * 3 + c),
                    '.' | '·' | '-' | '0' => {}
                    _ => return Err(bad()),
                }
            }
        }
        Ok(Pattern(bits))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Pattern {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Pattern {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Draws several grids side by side, each with a caption above it, separated by `gap` spaces.
///
/// ```
/// use ticardo_core::{draw_side_by_side, Pattern};
/// let p: Pattern = "x../.x./..x".parse()?;
/// let text = draw_side_by_side(&[("board".to_owned(), p.grid_lines())], 3);
/// assert_eq!(text, "board\n● · ·\n· ● ·\n· · ●\n");
/// # Ok::<(), ticardo_core::ParseError>(())
/// ```
#[must_use]
pub fn draw_side_by_side(panels: &[(String, [String; 3])], gap: usize) -> String {
    let width = |s: &str| s.chars().count();
    let widths: Vec<usize> = panels
        .iter()
        .map(|(caption, lines)| {
            lines
                .iter()
                .map(|l| width(l))
                .chain([width(caption)])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    let mut row = |texts: Vec<&str>| {
        let mut line = String::new();
        for (i, t) in texts.iter().enumerate() {
            if i > 0 {
                line.push_str(&" ".repeat(gap));
            }
            line.push_str(t);
            let pad = widths.get(i).copied().unwrap_or(0).saturating_sub(width(t));
            line.push_str(&" ".repeat(pad));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    };
    row(panels.iter().map(|(c, _)| c.as_str()).collect());
    for r in 0..3 {
        row(panels.iter().map(|(_, l)| l[r].as_str()).collect());
    }
    out
}
