//! The distinct patterns up to rotation, derived by enumeration at compile time, and the
//! precomputed "off by one" tables.
//!
//! Every table here is computed by `const fn` from the rotation of [`Pattern`]: nothing is
//! copied from the rule text. [`PATTERN_COUNT`] is 35 (3 one-dot, 10 two-dot and 22
//! three-dot patterns); the text says 23 three-dot patterns and 36 in all (see
//! `docs/rules/ticardo.md`).

use core::fmt;

use crate::pattern::{Cell, Pattern};

/// The most dots a card has.
pub const MAX_DOTS: u32 = 3;

const fn canonical_bits(mask: u16) -> u16 {
    Pattern(mask).canonical().0
}

const fn is_card_pattern(mask: u16) -> bool {
    let n = mask.count_ones();
    n >= 1 && n <= MAX_DOTS && canonical_bits(mask) == mask
}

const fn count_classes() -> usize {
    let mut n = 0;
    let mut m = 0u16;
    while m < 512 {
        if is_card_pattern(m) {
            n += 1;
        }
        m += 1;
    }
    n
}

/// The number of distinct card patterns: 1 to 3 dots on the 3x3 grid, up to rotation.
pub const PATTERN_COUNT: usize = count_classes();

const fn build_patterns() -> [Pattern; PATTERN_COUNT] {
    let mut out = [Pattern(0); PATTERN_COUNT];
    let mut i = 0;
    let mut dots = 1;
    while dots <= MAX_DOTS {
        let mut m = 0u16;
        while m < 512 {
            if m.count_ones() == dots && is_card_pattern(m) {
                out[i] = Pattern(m);
                i += 1;
            }
            m += 1;
        }
        dots += 1;
    }
    out
}

/// Every card pattern in canonical form, ordered by number of dots then by mask. A pattern's
/// position here is its *class* (0 to [`PATTERN_COUNT`]` - 1`).
pub const PATTERNS: [Pattern; PATTERN_COUNT] = build_patterns();

const NO_CLASS: u8 = u8::MAX;

const fn build_class_of() -> [u8; 512] {
    let mut out = [NO_CLASS; 512];
    let mut m = 0u16;
    while m < 512 {
        let canon = canonical_bits(m);
        let mut i = 0;
        while i < PATTERN_COUNT {
            if PATTERNS[i].0 == canon {
                out[m as usize] = i as u8;
            }
            i += 1;
        }
        m += 1;
    }
    out
}

/// Class of every mask (`NO_CLASS` for 0 or 4+ dots).
const CLASS_OF: [u8; 512] = build_class_of();

/// The class (index into [`PATTERNS`]) of a pattern with 1 to 3 dots, in any rotation.
///
/// ```
/// use ticardo_core::{class_of, Pattern, PATTERNS};
/// let p: Pattern = "..x/..x/...".parse()?;
/// let class = class_of(p).expect("two dots");
/// assert!(PATTERNS[class].is_rotation_of(p));
/// assert_eq!(class_of(Pattern::EMPTY), None);
/// # Ok::<(), ticardo_core::ParseError>(())
/// ```
#[must_use]
pub fn class_of(pattern: Pattern) -> Option<usize> {
    match CLASS_OF.get(usize::from(pattern.0)) {
        Some(&c) if c != NO_CLASS => Some(usize::from(c)),
        _ => None,
    }
}

/// The number of distinct patterns with `dots` dots (0 outside 1 to 3).
///
/// ```
/// assert_eq!(
///     [1, 2, 3].map(ticardo_core::pattern_count_with_dots),
///     [3, 10, 22],
/// );
/// ```
#[must_use]
pub fn pattern_count_with_dots(dots: u32) -> usize {
    PATTERNS.iter().filter(|p| p.count() == dots).count()
}

/// A set of pattern classes (a bit per class).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClassSet(pub u64);

impl ClassSet {
    /// No class.
    pub const EMPTY: ClassSet = ClassSet(0);

    /// Whether the set holds `class`.
    #[must_use]
    pub const fn contains(self, class: usize) -> bool {
        class < 64 && self.0 & (1 << class) != 0
    }

    /// The set with `class` added (unchanged if `class` is out of range).
    #[must_use]
    pub const fn with(self, class: usize) -> ClassSet {
        if class < 64 {
            ClassSet(self.0 | (1 << class))
        } else {
            self
        }
    }

    /// The classes in both sets.
    #[must_use]
    pub const fn intersection(self, other: ClassSet) -> ClassSet {
        ClassSet(self.0 & other.0)
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of classes.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The classes, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..PATTERN_COUNT).filter(move |&c| self.contains(c))
    }
}

/// How far the moved dot of an "off by one" change may travel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Reach {
    /// To any empty square (the basic games).
    #[default]
    Any,
    /// To an adjacent square, diagonals included (the solitaire variation).
    OneSpace,
    /// To an adjacent square up, down, left or right only (the variation's bonus challenge).
    Cardinal,
}

impl Reach {
    /// Every reach, loosest first.
    pub const ALL: [Reach; 3] = [Reach::Any, Reach::OneSpace, Reach::Cardinal];

    /// Whether a dot may move from `from` to `to` (two different cells).
    #[must_use]
    pub const fn allows(self, from: Cell, to: Cell) -> bool {
        match self {
            Reach::Any => from.index() != to.index(),
            Reach::OneSpace => from.is_adjacent(to),
            Reach::Cardinal => from.is_cardinal_neighbour(to),
        }
    }

    const fn index(self) -> usize {
        match self {
            Reach::Any => 0,
            Reach::OneSpace => 1,
            Reach::Cardinal => 2,
        }
    }
}

impl fmt::Display for Reach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reach::Any => "any",
            Reach::OneSpace => "one-space",
            Reach::Cardinal => "cardinal",
        })
    }
}

impl core::str::FromStr for Reach {
    type Err = crate::ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "any" => Ok(Reach::Any),
            "one-space" | "one" | "adjacent" => Ok(Reach::OneSpace),
            "cardinal" => Ok(Reach::Cardinal),
            _ => Err(crate::ParseError::Reach(s.to_owned())),
        }
    }
}

const fn class_bit(mask: u16) -> u64 {
    let c = CLASS_OF[mask as usize];
    if c == NO_CLASS { 0 } else { 1 << c }
}

const fn build_move_table() -> [[u64; 512]; 3] {
    let reaches = [Reach::Any, Reach::OneSpace, Reach::Cardinal];
    let mut out = [[0u64; 512]; 3];
    let mut r = 0;
    while r < 3 {
        let mut m = 0u16;
        while m < 512 {
            let mut set = 0u64;
            let mut from = 0u8;
            while from < 9 {
                if m & (1 << from) != 0 {
                    let mut to = 0u8;
                    while to < 9 {
                        if m & (1 << to) == 0 && reaches[r].allows(Cell(from), Cell(to)) {
                            set |= class_bit(m ^ (1 << from) ^ (1 << to));
                        }
                        to += 1;
                    }
                }
                from += 1;
            }
            out[r][m as usize] = set;
            m += 1;
        }
        r += 1;
    }
    out
}

const fn build_add_remove_tables() -> [[u64; 512]; 2] {
    let mut out = [[0u64; 512]; 2];
    let mut m = 0u16;
    while m < 512 {
        let mut i = 0;
        while i < 9 {
            if m & (1 << i) == 0 {
                out[0][m as usize] |= class_bit(m | (1 << i));
            } else {
                out[1][m as usize] |= class_bit(m & !(1 << i));
            }
            i += 1;
        }
        m += 1;
    }
    out
}

/// For each reach and board mask: the classes one dot move away.
static MOVE_TABLE: [[u64; 512]; 3] = build_move_table();
/// For each board mask: the classes one added dot away (`[0]`) and one removed dot away (`[1]`).
static ADD_REMOVE_TABLE: [[u64; 512]; 2] = build_add_remove_tables();

impl Reach {
    pub(crate) fn table(self) -> &'static [u64; 512] {
        &MOVE_TABLE[self.index()]
    }
}

/// The pattern classes a board can be turned into by moving exactly one dot to an empty
/// square within `reach`: the cards that are "off by one" from the board. Constant time.
///
/// ```
/// use ticardo_core::{class_of, one_move_classes, Pattern, Reach};
/// let board: Pattern = "x.x/.x./...".parse()?;
/// // Moving the upper-right dot down one square gives x../.xx/... .
/// let target = class_of("x../.xx/...".parse()?).expect("three dots");
/// assert!(one_move_classes(board, Reach::OneSpace).contains(target));
/// # Ok::<(), ticardo_core::ParseError>(())
/// ```
#[must_use]
pub fn one_move_classes(board: Pattern, reach: Reach) -> ClassSet {
    ClassSet(reach.table()[usize::from(board.0 & 0x1FF)])
}

/// Whether `card` (in some rotation) is "off by one" from `board`: exactly one dot of the
/// board moved to an empty square within `reach` gives the card's pattern. Constant time.
#[must_use]
pub fn is_off_by_one(board: Pattern, card: Pattern, reach: Reach) -> bool {
    class_of(card).is_some_and(|c| one_move_classes(board, reach).contains(c))
}

/// The pattern classes one added dot away from `board`. Constant time.
#[must_use]
pub fn add_one_classes(board: Pattern) -> ClassSet {
    ClassSet(ADD_REMOVE_TABLE[0][usize::from(board.0 & 0x1FF)])
}

/// The pattern classes one removed dot away from `board`. Constant time.
#[must_use]
pub fn remove_one_classes(board: Pattern) -> ClassSet {
    ClassSet(ADD_REMOVE_TABLE[1][usize::from(board.0 & 0x1FF)])
}

/// Every single-dot move `(from, to)` within `reach` that turns `board` into a rotation of
/// `target`, never moving onto a cell of `blocked` (other pieces on the board), ordered by
/// `from` then `to`. At most four (one per rotation of the target).
pub fn moves_to(
    board: Pattern,
    target: Pattern,
    reach: Reach,
    blocked: Pattern,
) -> impl Iterator<Item = (Cell, Cell)> {
    let rotations = target.rotations();
    let mut found = [(Cell(0), Cell(0)); 4];
    let mut n = 0;
    for (i, rot) in rotations.iter().enumerate() {
        // Each distinct rotation once: a symmetric target repeats itself.
        if rotations[..i].contains(rot) {
            continue;
        }
        let gone = board.0 & !rot.0;
        let new = rot.0 & !board.0;
        if gone.count_ones() != 1 || new.count_ones() != 1 || new & blocked.0 != 0 {
            continue;
        }
        let (from, to) = (
            Cell(gone.trailing_zeros() as u8),
            Cell(new.trailing_zeros() as u8),
        );
        if reach.allows(from, to) {
            found[n] = (from, to);
            n += 1;
        }
    }
    let found = &mut found[..n];
    found.sort_unstable();
    let mut out = [(Cell(0), Cell(0)); 4];
    out[..n].copy_from_slice(found);
    out.into_iter().take(n)
}
