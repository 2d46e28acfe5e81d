//! The exact Gridsy solver: can these cards be arranged into a `k x k` grid with no Nic edge,
//! and how many extra cards does a deal need?
//!
//! The search keeps for every empty cell the set of cards that fit it as a bit mask: the
//! unused cards that share a property with every placed neighbour ([`CardSet::sharing_any`],
//! the complement of [`CardSet::nics_of`] within the deal) and that still have enough unused
//! partners for the cell's empty neighbours (degree pruning), narrowed by arc consistency (a
//! card stays only if every empty neighbour has a different partner for it). A node fails as
//! soon as a cell has no candidate, the empty cells cannot take pairwise different cards
//! (Hall's condition, by bipartite matching), or a card that must be used fits nowhere. It
//! branches on the cell with the fewest candidates or, when that is fewer options, on the card
//! with the fewest cells (plus leaving it out while spare cards remain). Rotations and reflections are broken by requiring
//! the top-left corner to hold the lowest of the four corner cards and the cell right of it a
//! lower card than the cell below it (every grid has exactly one image under the 8 symmetries
//! meeting both).
//!
//! [`extra_cards`] counts the extra cards as the rules do: the deal alone, then with the first
//! extra card, then the first two, and so on; each step only searches the grids that use the
//! newest card, since the grids without it were refuted at the step before.
//!
//! ```
//! use tic_gridsy::solver::{arrange, is_valid_grid};
//! use tic_core::Card;
//!
//! // Nine cards that all share the number 4 fit any 3x3 grid.
//! let cards: Vec<Card> = tic_core::parse_cards("4ov 4oc 4oy 4oo 4or 4cv 4cc 4cy 4co").unwrap();
//! let grid = arrange(&cards, 3).expect("a grid exists");
//! assert!(is_valid_grid(&grid, 3));
//! ```

use tic_core::{Card, CardSet};

/// Whether `grid` (row-major, `size * size` cards, all distinct) has no Nic edge.
#[must_use]
pub fn is_valid_grid(grid: &[Card], size: usize) -> bool {
    if grid.len() != size * size {
        return false;
    }
    let distinct: CardSet = grid.iter().collect();
    if distinct.len() != grid.len() {
        return false;
    }
    (0..grid.len()).all(|i| {
        let right = (i % size + 1 < size).then(|| i + 1);
        let below = Some(i + size).filter(|&j| j < grid.len());
        [right, below]
            .into_iter()
            .flatten()
            .all(|j| CardSet::sharing_any(grid[i]).contains(grid[j]))
    })
}

/// The cell neighbours of a `size x size` grid, row-major.
fn neighbours(size: usize) -> Vec<Vec<usize>> {
    (0..size * size)
        .map(|i| {
            let (r, c) = (i / size, i % size);
            let mut n = Vec::with_capacity(4);
            if r > 0 {
                n.push(i - size);
            }
            if c > 0 {
                n.push(i - 1);
            }
            if c + 1 < size {
                n.push(i + 1);
            }
            if r + 1 < size {
                n.push(i + size);
            }
            n
        })
        .collect()
}

/// Local card indices below `i` / above `i`, as masks.
fn below(i: usize) -> u128 {
    (1u128 << i) - 1
}
fn above(i: usize) -> u128 {
    !below(i + 1)
}

/// Statistics of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Nodes (placements tried).
    pub nodes: u64,
}

struct Search {
    size: usize,
    cells: usize,
    neigh: Vec<Vec<usize>>,
    /// For each local card, the local cards it shares a property with (itself excluded).
    compat: Vec<u128>,
    assign: Vec<Option<usize>>,
    avail: u128,
    required: Option<usize>,
    stats: SearchStats,
    /// Corner cells and the two cells beside the top-left corner.
    corners: [usize; 4],
    right_of_corner: usize,
    below_corner: usize,
}

const MAX_CELLS: usize = 64;
const VALUE_ORDER: i32 = 1;
const AC_PASSES: usize = 4;

impl Search {
    fn new(cards: &[Card], size: usize, required: Option<usize>) -> Search {
        let compat = cards
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let sharing = CardSet::sharing_any(a);
                cards
                    .iter()
                    .enumerate()
                    .filter(|&(j, &b)| j != i && sharing.contains(b))
                    .fold(0u128, |m, (j, _)| m | 1u128 << j)
            })
            .collect();
        let cells = size * size;
        Search {
            size,
            cells,
            neigh: neighbours(size),
            compat,
            assign: vec![None; cells],
            avail: if cards.len() >= 128 {
                u128::MAX
            } else {
                below(cards.len())
            },
            required,
            stats: SearchStats::default(),
            corners: [0, size - 1, cells - size, cells - 1],
            right_of_corner: 1,
            below_corner: size,
        }
    }

    /// The symmetry-breaking restriction on the card of `cell`.
    fn symmetry_mask(&self, cell: usize) -> u128 {
        if self.size < 2 {
            return u128::MAX;
        }
        let mut mask = u128::MAX;
        if cell == self.corners[0] {
            for &c in &self.corners[1..] {
                if let Some(x) = self.assign[c] {
                    mask &= below(x);
                }
            }
        } else if self.corners[1..].contains(&cell)
            && let Some(x) = self.assign[self.corners[0]]
        {
            mask &= above(x);
        }
        if cell == self.right_of_corner {
            if let Some(x) = self.assign[self.below_corner] {
                mask &= below(x);
            }
        } else if cell == self.below_corner
            && let Some(x) = self.assign[self.right_of_corner]
        {
            mask &= above(x);
        }
        mask
    }

    // Cells index several parallel arrays (assignments, candidates, neighbours).
    #[allow(clippy::needless_range_loop)]
    fn solve(&mut self, depth: usize) -> bool {
        if depth == self.cells {
            return true;
        }
        // Degree pruning: a card must share a property with at least as many unused cards
        // as its cell has empty neighbours.
        let mut at_least = [self.avail; 5];
        let mut degrees = [0u8; 128];
        let mut rest = self.avail;
        while rest != 0 {
            let x = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let degree = (self.compat[x] & self.avail).count_ones() as usize;
            degrees[x] = u8::try_from(degree).unwrap_or(u8::MAX);
            for (need, mask) in at_least.iter_mut().enumerate() {
                if degree < need {
                    *mask &= !(1u128 << x);
                }
            }
        }
        let mut doms = [0u128; MAX_CELLS];
        for cell in 0..self.cells {
            if self.assign[cell].is_some() {
                continue;
            }
            let mut dom = self.avail & self.symmetry_mask(cell);
            let mut empty = 0;
            for &n in &self.neigh[cell] {
                match self.assign[n] {
                    Some(x) => dom &= self.compat[x],
                    None => empty += 1,
                }
            }
            dom &= at_least[empty];
            if dom == 0 {
                return false;
            }
            doms[cell] = dom;
        }
        // Arc consistency: a card stays a candidate of a cell only if every empty neighbour
        // still has a candidate it shares a property with.
        if !self.revise(&mut doms) {
            return false;
        }
        let mut union = 0u128;
        let mut best: Option<(usize, u128, u32)> = None;
        for cell in 0..self.cells {
            if self.assign[cell].is_some() {
                continue;
            }
            let dom = doms[cell];
            let count = dom.count_ones();
            union |= dom;
            if best.is_none_or(|(_, _, c)| count < c) {
                best = Some((cell, dom, count));
            }
        }
        let remaining = self.cells - depth;
        let usable = union.count_ones() as usize;
        if usable < remaining || !self.all_cells_matchable(&doms) {
            return false;
        }
        // Cards that must still be placed: the required card, and every usable card when
        // there are exactly as many as empty cells.
        let mut must = if usable == remaining { union } else { 0 };
        if let Some(r) = self.required
            && self.avail & (1 << r) != 0
        {
            if union & (1 << r) == 0 {
                return false;
            }
            must |= 1 << r;
        }
        let Some((cell, dom, cell_count)) = best else {
            return false;
        };
        // Branch on the card with the fewest options when that beats the cell with the
        // fewest cards: each cell it fits, plus leaving it out unless it must be placed.
        let mut card_branch: Option<(usize, u64, u32, bool)> = None;
        let mut rest = union;
        while rest != 0 {
            let x = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut cells_x = 0u64;
            for (c, d) in doms.iter().enumerate().take(self.cells) {
                if d & (1 << x) != 0 {
                    cells_x |= 1 << c;
                }
            }
            let forced = must & (1 << x) != 0;
            let options = cells_x.count_ones() + u32::from(!forced);
            if card_branch.is_none_or(|(_, _, c, _)| options < c) {
                card_branch = Some((x, cells_x, options, forced));
            }
        }
        match card_branch {
            Some((x, cells_x, options, forced)) if options < cell_count => {
                let mut rest = cells_x;
                let mut found = false;
                while rest != 0 {
                    let c = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    if self.try_place(c, x, depth) {
                        found = true;
                        break;
                    }
                }
                if !found && !forced {
                    // Leave the card out of the grid.
                    self.stats.nodes += 1;
                    self.avail &= !(1u128 << x);
                    found = self.solve(depth);
                    if !found {
                        self.avail |= 1u128 << x;
                    }
                }
                found
            }
            _ => {
                // The most flexible cards first: they leave the most for the neighbours.
                let mut order: Vec<usize> = Vec::with_capacity(cell_count as usize);
                let mut rest = dom;
                while rest != 0 {
                    order.push(rest.trailing_zeros() as usize);
                    rest &= rest - 1;
                }
                order.sort_by_key(|&x| (VALUE_ORDER * i32::from(degrees[x]), x));
                order.into_iter().any(|x| self.try_place(cell, x, depth))
            }
        }
    }

    /// Removes candidates without support in a neighbouring cell until nothing changes (or a
    /// few passes); false if a cell loses every candidate.
    fn revise(&self, doms: &mut [u128; MAX_CELLS]) -> bool {
        for _ in 0..AC_PASSES {
            let mut changed = false;
            for cell in 0..self.cells {
                if self.assign[cell].is_some() {
                    continue;
                }
                let before = doms[cell];
                let mut dom = before;
                let mut rest = before;
                while rest != 0 {
                    let x = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    // Each empty neighbour needs a partner of x, and they need different
                    // ones: the partners together must number at least the neighbours.
                    let mut partners = 0u128;
                    let mut empty = 0;
                    let mut supported = true;
                    for &n in &self.neigh[cell] {
                        if self.assign[n].is_none() {
                            let support = doms[n] & self.compat[x];
                            supported &= support != 0;
                            partners |= support;
                            empty += 1;
                        }
                    }
                    if !supported || (partners.count_ones() as usize) < empty {
                        dom &= !(1u128 << x);
                    }
                }
                if dom == 0 {
                    return false;
                }
                if dom != before {
                    doms[cell] = dom;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        true
    }

    /// Hall's condition: the empty cells can take pairwise different cards from their
    /// candidates (a bipartite matching by augmenting paths).
    fn all_cells_matchable(&self, doms: &[u128; MAX_CELLS]) -> bool {
        let mut owner = [u8::MAX; 128];
        for cell in 0..self.cells {
            if self.assign[cell].is_some() {
                continue;
            }
            let mut seen = 0u128;
            if !augment(cell, doms, &mut owner, &mut seen) {
                return false;
            }
        }
        true
    }

    fn try_place(&mut self, cell: usize, x: usize, depth: usize) -> bool {
        self.stats.nodes += 1;
        self.assign[cell] = Some(x);
        self.avail &= !(1u128 << x);
        if self.solve(depth + 1) {
            return true;
        }
        self.avail |= 1u128 << x;
        self.assign[cell] = None;
        false
    }
}

/// Finds a card for `cell`, moving other cells to other cards if needed.
fn augment(cell: usize, doms: &[u128; MAX_CELLS], owner: &mut [u8; 128], seen: &mut u128) -> bool {
    let mut rest = doms.get(cell).copied().unwrap_or(0) & !*seen;
    while rest != 0 {
        let x = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        *seen |= 1 << x;
        let holder = owner[x];
        if holder == u8::MAX || augment(usize::from(holder), doms, owner, seen) {
            owner[x] = u8::try_from(cell).unwrap_or(u8::MAX);
            return true;
        }
    }
    false
}

/// Distinct cards, at most 128 of them (every card beyond that is a duplicate anyway).
fn distinct(cards: &[Card]) -> Vec<Card> {
    let mut seen = CardSet::EMPTY;
    cards.iter().copied().filter(|&c| seen.insert(c)).collect()
}

/// A `size x size` grid with no Nic edge made of some of `cards` (row-major), or `None` if
/// there is none. Exact. Duplicated cards count once.
#[must_use]
pub fn arrange(cards: &[Card], size: usize) -> Option<Vec<Card>> {
    arrange_stats(cards, size, None).0
}

/// Like [`arrange`], but only grids that use `required` (which must be among `cards`), with
/// the search statistics.
#[must_use]
pub fn arrange_stats(
    cards: &[Card],
    size: usize,
    required: Option<Card>,
) -> (Option<Vec<Card>>, SearchStats) {
    let cards = distinct(cards);
    if size == 0 || size > 8 || cards.len() < size * size {
        return (None, SearchStats::default());
    }
    let required = match required {
        Some(r) => match cards.iter().position(|&c| c == r) {
            Some(i) => Some(i),
            None => return (None, SearchStats::default()),
        },
        None => None,
    };
    let mut search = Search::new(&cards, size, required);
    let found = search.solve(0);
    let grid = found.then(|| {
        search
            .assign
            .iter()
            .filter_map(|x| x.and_then(|i| cards.get(i).copied()))
            .collect()
    });
    (grid, search.stats)
}

/// How a deal is decided: the extra cards needed and a grid, or that even every extra card
/// given does not help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Extra cards taken (the first `extra` of the extra cards), or `None` if no grid exists
    /// with all of them.
    pub extra: Option<usize>,
    /// A grid, when one exists.
    pub grid: Option<Vec<Card>>,
    /// Search statistics, summed over the steps.
    pub stats: SearchStats,
}

/// The fewest extra cards a deal needs, taking them in order from `extras` as the rules do.
#[must_use]
pub fn extra_cards(deal: &[Card], extras: &[Card], size: usize) -> Decision {
    let mut stats = SearchStats::default();
    let mut cards = deal.to_vec();
    let (grid, s) = arrange_stats(&cards, size, None);
    stats.nodes += s.nodes;
    if grid.is_some() {
        return Decision {
            extra: Some(0),
            grid,
            stats,
        };
    }
    for (e, &card) in extras.iter().enumerate() {
        if cards.contains(&card) {
            continue;
        }
        cards.push(card);
        let (grid, s) = arrange_stats(&cards, size, Some(card));
        stats.nodes += s.nodes;
        if grid.is_some() {
            return Decision {
                extra: Some(e + 1),
                grid,
                stats,
            };
        }
    }
    Decision {
        extra: None,
        grid: None,
        stats,
    }
}

/// The plain reference: row-by-row backtracking, trying every unused card that shares a
/// property with its left and upper neighbours. Obviously correct, sometimes very slow; used
/// by the tests and the benchmark only.
pub mod naive {
    use tic_core::{Card, CardSet};

    fn fill(cards: &[Card], size: usize, grid: &mut Vec<Card>, used: &mut Vec<bool>) -> bool {
        let i = grid.len();
        if i == size * size {
            return true;
        }
        for (j, &card) in cards.iter().enumerate() {
            if used[j] {
                continue;
            }
            let fits_left =
                i.is_multiple_of(size) || CardSet::sharing_any(card).contains(grid[i - 1]);
            let fits_up = i < size || CardSet::sharing_any(card).contains(grid[i - size]);
            if fits_left && fits_up {
                used[j] = true;
                grid.push(card);
                if fill(cards, size, grid, used) {
                    return true;
                }
                grid.pop();
                used[j] = false;
            }
        }
        false
    }

    /// A grid from some of `cards`, or `None`.
    #[must_use]
    pub fn arrange(cards: &[Card], size: usize) -> Option<Vec<Card>> {
        let mut seen = CardSet::EMPTY;
        let cards: Vec<Card> = cards.iter().copied().filter(|&c| seen.insert(c)).collect();
        if size == 0 || cards.len() < size * size {
            return None;
        }
        let mut grid = Vec::with_capacity(size * size);
        let mut used = vec![false; cards.len()];
        fill(&cards, size, &mut grid, &mut used).then_some(grid)
    }

    /// The fewest extra cards, recomputing from scratch at every step.
    #[must_use]
    pub fn extra_cards(deal: &[Card], extras: &[Card], size: usize) -> Option<usize> {
        (0..=extras.len()).find(|&e| {
            let mut cards = deal.to_vec();
            cards.extend(&extras[..e]);
            arrange(&cards, size).is_some()
        })
    }
}
