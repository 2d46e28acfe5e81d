//! "Rank space": cards renumbered by the "highest first" order of tic-principles.md, so that
//! comparing two equally large card sets card by card, highest first, is one integer comparison.
//!
//! Position 124 is 5-star-red (the top card), position 0 is 1-circle-violet.

use tic_core::{Card, CardSet};

/// `POS[card index]`: the card's position in the "highest first" order (0 lowest, 124 top).
#[cfg(test)]
pub(crate) static POS: [u8; 125] = build_pos();
pub(crate) const POS_TABLE: [u8; 125] = build_pos();

/// `CARD_AT[position]`: the card index at a position (inverse of [`POS_TABLE`]).
pub(crate) static CARD_AT: [u8; 125] = build_card_at();
const CARD_AT_TABLE: [u8; 125] = build_card_at();

const fn value_of(index: usize) -> usize {
    index / 25 + (index / 5) % 5 + index % 5 + 3
}

const fn rank_key(index: usize) -> usize {
    // Same key as `Card::rank_key`: value first, then the index (number, shape, color).
    value_of(index) * 128 + index
}

const fn build_pos() -> [u8; 125] {
    let mut out = [0u8; 125];
    let mut i = 0;
    while i < 125 {
        let mut below = 0;
        let mut j = 0;
        while j < 125 {
            if rank_key(j) < rank_key(i) {
                below += 1;
            }
            j += 1;
        }
        out[i] = below as u8;
        i += 1;
    }
    out
}

const fn build_card_at() -> [u8; 125] {
    let pos = build_pos();
    let mut out = [0u8; 125];
    let mut i = 0;
    while i < 125 {
        out[pos[i] as usize] = i as u8;
        i += 1;
    }
    out
}

/// `(number, shape, color)` zero-based values of the card at a rank-space position (for
/// building tables at compile time; at run time read `PROPS_AT`, feature `naive`).
pub(crate) const fn props_at(position: usize) -> [usize; 3] {
    let i = CARD_AT_TABLE[position] as usize;
    [i / 25, (i / 5) % 5, i % 5]
}

/// `(number, shape, color)` zero-based values of the card at each rank-space position.
#[cfg(feature = "naive")]
pub(crate) static PROPS_AT: [[u8; 3]; 125] = {
    let mut out = [[0u8; 3]; 125];
    let mut p = 0;
    while p < 125 {
        let [n, s, c] = props_at(p);
        out[p] = [n as u8, s as u8, c as u8];
        p += 1;
    }
    out
};

/// The three Tic lines through the card at each position: `5n+s`, `25+5n+c`, `50+5s+c` (the
/// numbering of `tic_core::TicLine`).
#[cfg(feature = "naive")]
pub(crate) static LINES_AT: [[u8; 3]; 125] = LINES_AT_TABLE;
const LINES_AT_TABLE: [[u8; 3]; 125] = {
    let mut out = [[0u8; 3]; 125];
    let mut p = 0;
    while p < 125 {
        let [n, s, c] = props_at(p);
        out[p] = [
            (5 * n + s) as u8,
            (25 + 5 * n + c) as u8,
            (50 + 5 * s + c) as u8,
        ];
        p += 1;
    }
    out
};

/// The three property values of the card at each position, as ids `5*property + value`.
const VALUES_AT_TABLE: [[u8; 3]; 125] = {
    let mut out = [[0u8; 3]; 125];
    let mut p = 0;
    while p < 125 {
        let [n, s, c] = props_at(p);
        out[p] = [n as u8, (5 + s) as u8, (10 + c) as u8];
        p += 1;
    }
    out
};

/// Rank-space masks of the 75 Tic lines.
pub(crate) static LINE_MASKS: [u128; 75] = {
    let mut out = [0u128; 75];
    let mut p = 0;
    while p < 125 {
        let lines = LINES_AT_TABLE[p];
        let mut k = 0;
        while k < 3 {
            out[lines[k] as usize] |= 1u128 << p;
            k += 1;
        }
        p += 1;
    }
    out
};

/// Rank-space masks of the 15 property values (id `5p + v`: property `p`, value `v`).
pub(crate) static VALUE_MASKS: [u128; 15] = {
    let mut out = [0u128; 15];
    let mut p = 0;
    while p < 125 {
        let values = VALUES_AT_TABLE[p];
        let mut k = 0;
        while k < 3 {
            out[values[k] as usize] |= 1u128 << p;
            k += 1;
        }
        p += 1;
    }
    out
};

/// Bit ids: the 75 Tic lines are ids 0..75 (numbered as `tic_core::TicLine`), the 15 property
/// values ids `75 + 5 * property + value`.
pub(crate) const LINE_IDS: u128 = (1 << 75) - 1;
/// The property-value ids (see [`LINE_IDS`]).
pub(crate) const VALUE_IDS: u128 = ((1 << 15) - 1) << 75;
/// First property-value id.
pub(crate) const VALUE_ID0: usize = 75;

/// Per card index (index space): the ids of its 3 lines and 3 property values.
static IDS_OF_INDEX: [u128; 125] = IDS_OF_INDEX_TABLE;
const IDS_OF_INDEX_TABLE: [u128; 125] = {
    let mut out = [0u128; 125];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[i] = 1u128 << (5 * n + s)
            | 1u128 << (25 + 5 * n + c)
            | 1u128 << (50 + 5 * s + c)
            | 1u128 << (75 + n)
            | 1u128 << (80 + s)
            | 1u128 << (85 + c);
        i += 1;
    }
    out
};

/// Per card index: its rank-space bit (a load is cheaper than a 128-bit variable shift).
static RANK_BIT: [u128; 125] = {
    let mut out = [0u128; 125];
    let mut i = 0;
    while i < 125 {
        out[i] = 1u128 << POS_TABLE[i];
        i += 1;
    }
    out
};

/// Per rank-space position: the card's index-space bit (inverse of [`RANK_BIT`]).
static INDEX_BIT: [u128; 125] = {
    let mut out = [0u128; 125];
    let mut p = 0;
    while p < 125 {
        out[p] = 1u128 << CARD_AT_TABLE[p];
        p += 1;
    }
    out
};

/// Rank-space masks of every id, lines then values (one table, so that reading a group's cards
/// needs no branch on the kind of id). Bit 127 never holds a card: the padding is empty.
static ID_MASKS: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut p = 0;
    while p < 125 {
        let lines = LINES_AT_TABLE[p];
        let values = VALUES_AT_TABLE[p];
        let mut k = 0;
        while k < 3 {
            out[lines[k] as usize] |= 1u128 << p;
            out[VALUE_ID0 + values[k] as usize] |= 1u128 << p;
            k += 1;
        }
        p += 1;
    }
    out
};

/// Index-space masks of every id, as [`ID_MASKS`].
static INDEX_ID_MASKS: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut p = 0;
    while p < 125 {
        let i = CARD_AT_TABLE[p] as usize;
        let lines = LINES_AT_TABLE[p];
        let values = VALUES_AT_TABLE[p];
        let mut k = 0;
        while k < 3 {
            out[lines[k] as usize] |= 1u128 << i;
            out[VALUE_ID0 + values[k] as usize] |= 1u128 << i;
            k += 1;
        }
        p += 1;
    }
    out
};

/// A hand in rank space plus, for each k = 1..=5, the ids (lines and values) holding at least
/// k of its cards: counting with five bitmasks instead of 90 counters.
#[derive(Clone, Copy, Default)]
pub(crate) struct Levels {
    /// The hand in rank space.
    pub hand: u128,
    /// `at_least[k - 1]`: ids holding at least k cards.
    pub at_least: [u128; 5],
}

impl Levels {
    /// The levels of an index-space hand.
    #[inline]
    pub(crate) fn of(set: CardSet) -> Levels {
        Levels {
            hand: to_rank_space(set),
            at_least: count_levels(set),
        }
    }

    /// Ids holding at least `k` (1 to 5) cards.
    #[inline]
    pub(crate) fn at_least(&self, k: usize) -> u128 {
        self.at_least[k - 1]
    }

    /// Rank-space cards of a line or value id.
    #[inline]
    pub(crate) fn cards_of(&self, id: u32) -> u128 {
        cards_of_in(self.hand, id)
    }
}

/// Line counters per [`Counts`] word: 21 fields of 3 bits (a line holds at most 5 cards).
const LINE_FIELDS: usize = 21;
/// Bit 0 of every 3-bit line field.
const LINE_ONES: u64 = {
    let mut out = 0u64;
    let mut f = 0;
    while f < LINE_FIELDS {
        out |= 1 << (3 * f);
        f += 1;
    }
    out
};
/// Bit 0 of every 4-bit value field (15 values).
const VALUE_ONES: u64 = 0x0111_1111_1111_1111;

/// Per card index: what adding the card adds to the counters of [`Counts`]: one in the field of
/// each of its three lines (words 0 to 3) and of its three values (word 4).
static COUNT_STEP: [[u64; 5]; 125] = {
    let mut out = [[0u64; 5]; 125];
    let mut i = 0;
    while i < 125 {
        let ids = IDS_OF_INDEX_TABLE[i];
        let mut id = 0;
        while id < VALUE_ID0 {
            if ids >> id & 1 == 1 {
                out[i][id / LINE_FIELDS] += 1 << (3 * (id % LINE_FIELDS));
            }
            id += 1;
        }
        while id < VALUE_ID0 + 15 {
            if ids >> id & 1 == 1 {
                out[i][4] += 1 << (4 * (id - VALUE_ID0));
            }
            id += 1;
        }
        i += 1;
    }
    out
};

/// A hand's cards on each Tic line and with each property value, as small counters added up
/// card by card (five 64-bit additions a card): line `l` in word `l / 21`, 3 bits at
/// `3 * (l % 21)`; value `v` (0 to 14, ids as in [`VALUE_IDS`] minus 75) 4 bits at `4 v` of
/// `values` (at most 10 cards).
#[derive(Clone, Copy, Default)]
pub(crate) struct Counts {
    /// Line counters.
    pub lines: [u64; 4],
    /// Property-value counters.
    pub values: u64,
    /// The hand in index space (the bits of its `CardSet`).
    pub index: u128,
    /// The hand in rank space, when asked for ([`Counts::of`] with `RANK`, or built card by card
    /// with [`Counts::add`]); only choosing the best cards reads it.
    pub hand: u128,
}

impl Counts {
    /// The counts of a hand and how many cards it has; with its rank-space mask when `RANK`.
    ///
    /// The counters are meaningful for hands of at most 10 cards only (a larger hand overflows
    /// the value fields: callers check the count first); the additions wrap, so any set is
    /// safe to pass.
    #[inline]
    pub(crate) fn of<const RANK: bool>(set: CardSet) -> (Counts, usize) {
        let [mut a, mut b, mut c, mut d, mut e] = [0u64; 5];
        let mut hand = 0u128;
        let mut cards = 0usize;
        for_each_index(set, |i| {
            let step = &COUNT_STEP[i];
            a = a.wrapping_add(step[0]);
            b = b.wrapping_add(step[1]);
            c = c.wrapping_add(step[2]);
            d = d.wrapping_add(step[3]);
            e = e.wrapping_add(step[4]);
            if RANK {
                hand |= RANK_BIT[i];
            }
            cards += 1;
        });
        let counts = Counts {
            lines: [a, b, c, d],
            values: e,
            index: set.bits(),
            hand,
        };
        (counts, cards)
    }

    /// Adds the card with index `i` (below 125, not already in the hand); keeps both masks.
    #[inline]
    pub(crate) fn add(&mut self, i: usize) {
        let step = &COUNT_STEP[i];
        for (word, add) in self.lines.iter_mut().zip(step) {
            *word += add;
        }
        self.values += step[4];
        self.index |= 1u128 << (i & 127);
        self.hand |= RANK_BIT[i];
    }

    /// Cards on a line (`id` below 75) or with a value (`id` 75 to 89), read off the counters.
    #[inline]
    pub(crate) fn count_of(&self, id: u32) -> u32 {
        let id = id as usize;
        let count = if id < VALUE_ID0 {
            let word = self.lines.get(id / LINE_FIELDS).copied().unwrap_or(0);
            word >> (3 * (id % LINE_FIELDS)) & 7
        } else {
            self.values >> ((4 * (id - VALUE_ID0)) & 63) & 15
        };
        count as u32
    }

    /// Per line word, a flag (bit `3 f + 2` of field `f`) for each line holding at least `k`
    /// (2 to 5) cards.
    #[inline]
    pub(crate) fn lines_at_least(&self, k: u32) -> [u64; 4] {
        let high = LINE_ONES << 2;
        self.lines.map(|w| match k {
            // Fields hold 0 to 5: adding 4 - k sets bit 2 exactly when the count reaches k.
            2 => (w + 2 * LINE_ONES) & high,
            3 => (w + LINE_ONES) & high,
            4 => w & high,
            // 5 is 0b101, and no field exceeds it.
            _ => w & w << 2 & high,
        })
    }

    /// A flag (bit `4 v + 3`) for each value with at least `k` (1 to 8) cards.
    #[inline]
    pub(crate) fn values_at_least(&self, k: u32) -> u64 {
        // Fields hold 0 to 10: adding 8 - k (at most 15 in all) sets bit 3 from k on.
        (self.values + u64::from(8 - k.clamp(1, 8)) * VALUE_ONES) & VALUE_ONES << 3
    }
}

/// The line id of the flag at bit `bit` of line word `word` (see [`Counts::lines_at_least`]).
#[inline]
pub(crate) fn line_of_flag(word: usize, bit: u32) -> u32 {
    (LINE_FIELDS * word) as u32 + bit / 3
}

/// The line ids flagged by [`Counts::lines_at_least`], lowest first.
#[inline]
pub(crate) fn flagged_lines(flags: [u64; 4]) -> impl Iterator<Item = u32> {
    let mut word = 0usize;
    let mut bits = flags[0];
    core::iter::from_fn(move || {
        loop {
            if bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                return Some(line_of_flag(word, bit));
            }
            word += 1;
            bits = *flags.get(word)?;
        }
    })
}

/// The value ids (75 to 89, as in [`VALUE_IDS`]) flagged by [`Counts::values_at_least`].
#[inline]
pub(crate) fn flagged_values(mut flags: u64) -> impl Iterator<Item = u32> {
    core::iter::from_fn(move || {
        if flags == 0 {
            return None;
        }
        let p = flags.trailing_zeros();
        flags &= flags - 1;
        Some(VALUE_ID0 as u32 + p / 4)
    })
}

/// Whether any line is flagged.
#[inline]
pub(crate) fn any_line(flags: [u64; 4]) -> bool {
    flags[0] | flags[1] | flags[2] | flags[3] != 0
}

/// The cards of an index-space hand on a line or with a value (`id` as in [`LINE_IDS`]).
#[inline]
pub(crate) fn index_cards_of(index: u128, id: u32) -> u128 {
    index & INDEX_ID_MASKS[id as usize & 127]
}

/// The cards of a rank-space hand on a line or with a value (`id` as in [`LINE_IDS`]).
#[inline]
pub(crate) fn cards_of_in(hand: u128, id: u32) -> u128 {
    hand & ID_MASKS[id as usize & 127]
}

/// The "at least k" masks of a hand (see [`Levels`]): per card a carry chain through the five
/// masks, kept in locals.
#[inline]
fn count_levels(set: CardSet) -> [u128; 5] {
    let [mut l1, mut l2, mut l3, mut l4, mut l5] = [0u128; 5];
    for_each_index(set, |i| {
        let ids = IDS_OF_INDEX[i];
        l5 |= l4 & ids;
        l4 |= l3 & ids;
        l3 |= l2 & ids;
        l2 |= l1 & ids;
        l1 |= ids;
    });
    [l1, l2, l3, l4, l5]
}

/// Calls `f` with the index of every card of a set, lowest first: the two 64-bit halves
/// separately, which is cheaper than 128-bit bit tricks.
#[inline(always)]
pub(crate) fn for_each_index(set: CardSet, f: impl FnMut(usize)) {
    for_each_bit(set.bits(), f);
}

/// Whether a mask has at least `k` bits: `k - 1` lowest bits cleared, then a test (cheaper
/// than a population count on targets without one; `k` is small and usually a constant).
#[inline(always)]
pub(crate) fn holds_at_least(mut mask: u128, k: u32) -> bool {
    for _ in 1..k {
        mask &= mask.wrapping_sub(1);
    }
    mask != 0
}

/// Iterates the set bits of a mask as bit numbers.
#[inline]
pub(crate) fn bits_of(mut mask: u128) -> impl Iterator<Item = u32> {
    core::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let b = mask.trailing_zeros();
            mask &= mask - 1;
            Some(b)
        }
    })
}

/// Maps an index-space mask (bit = card index) to rank space, bit by bit.
#[inline]
pub(crate) fn mask_to_rank_space(bits: u128) -> u128 {
    let mut out = 0u128;
    for_each_bit(bits, |i| out |= RANK_BIT[i]);
    out
}

/// A card set in rank space.
#[inline]
pub(crate) fn to_rank_space(set: CardSet) -> u128 {
    mask_to_rank_space(set.bits())
}

/// A rank-space mask back to a card set.
#[inline]
pub(crate) fn from_rank_space(mask: u128) -> CardSet {
    let mut out = 0u128;
    for_each_bit(mask, |p| out |= INDEX_BIT.get(p).copied().unwrap_or(0));
    CardSet::from_bits(out).unwrap_or(CardSet::EMPTY)
}

/// Calls `f` with every set bit of a mask, lowest first, walking the 64-bit halves.
#[inline(always)]
fn for_each_bit(bits: u128, mut f: impl FnMut(usize)) {
    let mut low = bits as u64;
    while low != 0 {
        f(low.trailing_zeros() as usize);
        low &= low - 1;
    }
    let mut high = (bits >> 64) as u64;
    while high != 0 {
        f(64 + high.trailing_zeros() as usize);
        high &= high - 1;
    }
}

/// The card at a rank-space position (positions come from masks built here, always `< 125`).
#[inline]
pub(crate) fn card_at(position: usize) -> Option<Card> {
    CARD_AT
        .get(position)
        .and_then(|&i| Card::from_index(usize::from(i)))
}

/// The highest `k` bits of a mask (all of it if it has fewer).
#[inline]
pub(crate) fn top(mask: u128, k: u32) -> u128 {
    let mut left = k;
    let mut high = (mask >> 64) as u64;
    let mut kept_high = 0u64;
    while left > 0 && high != 0 {
        let bit = 1u64 << (63 - high.leading_zeros());
        kept_high |= bit;
        high ^= bit;
        left -= 1;
    }
    let mut low = mask as u64;
    let mut kept_low = 0u64;
    while left > 0 && low != 0 {
        let bit = 1u64 << (63 - low.leading_zeros());
        kept_low |= bit;
        low ^= bit;
        left -= 1;
    }
    u128::from(kept_high) << 64 | u128::from(kept_low)
}

/// Packs the positions of a rank-space mask, highest first, 7 bits each, the highest in the most
/// significant slot of `slots` slots (at most 9). For masks of `slots` cards the packed keys
/// compare exactly as the masks do (card by card, highest first).
#[inline]
pub(crate) fn pack(mask: u128, slots: u32) -> u64 {
    let mut key = 0u64;
    let mut left = slots.min(9);
    let mut high = (mask >> 64) as u64;
    while left > 0 && high != 0 {
        let p = 63 - high.leading_zeros();
        high ^= 1u64 << p;
        key = key << 7 | u64::from(64 + p);
        left -= 1;
    }
    let mut low = mask as u64;
    while left > 0 && low != 0 {
        let p = 63 - low.leading_zeros();
        low ^= 1u64 << p;
        key = key << 7 | u64::from(p);
        left -= 1;
    }
    key << (7 * left)
}

/// [`pack`] of a mask of at most `slots` (at most 9) cards, and the cards as a set: one walk
/// over the bits, lowest first.
#[inline]
pub(crate) fn pack_with_cards(mask: u128, slots: u32) -> (u64, CardSet) {
    let mut key = 0u64;
    let mut shift = 0u32;
    let mut cards = 0u128;
    for_each_bit(mask, |p| {
        key |= (p as u64) << (shift & 63);
        shift += 7;
        cards |= INDEX_BIT.get(p).copied().unwrap_or(0);
    });
    // Fewer cards than slots: they take the highest slots, as in `pack`.
    let key = key
        .checked_shl((7 * slots).saturating_sub(shift))
        .unwrap_or(0);
    (key, CardSet::from_bits(cards).unwrap_or(CardSet::EMPTY))
}

/// Unpacks `slots` 7-bit positions (as [`pack`] wrote them) into cards, highest first. `None`
/// if a position is out of range or the positions are not strictly decreasing.
pub(crate) fn unpack(key: u64, slots: u32) -> Option<Vec<Card>> {
    let mut cards = Vec::with_capacity(slots as usize);
    let mut previous = u64::MAX;
    for slot in (0..slots).rev() {
        let p = (key >> (7 * slot)) & 0x7f;
        if p >= previous {
            return None;
        }
        previous = p;
        cards.push(card_at(p as usize)?);
    }
    Some(cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_follow_the_highest_first_order() {
        let mut cards: Vec<Card> = Card::all().collect();
        cards.sort_by_key(|c| c.rank_key());
        for (position, card) in cards.iter().enumerate() {
            assert_eq!(usize::from(POS[card.index()]), position);
            assert_eq!(usize::from(CARD_AT[position]), card.index());
        }
        assert_eq!(usize::from(POS[Card::TOP.index()]), 124);
    }

    /// Seeded random hands of 0 to 10 cards.
    fn hands(seed: u64, count: usize) -> Vec<CardSet> {
        let mut rng = tic_core::GameRng::from_seed(tic_core::Seed(seed));
        let mut deck: Vec<Card> = Card::all().collect();
        (0..count)
            .map(|_| {
                let size = rng.index(11);
                for k in 0..size {
                    let j = k + rng.index(deck.len() - k);
                    deck.swap(k, j);
                }
                deck[..size].iter().collect()
            })
            .collect()
    }

    #[test]
    fn counts_agree_with_levels() {
        for set in hands(1, 3000) {
            let levels = Levels::of(set);
            let (counts, len) = Counts::of::<true>(set);
            assert_eq!(len, set.len());
            assert_eq!(
                (counts.index, counts.hand),
                (set.bits(), levels.hand),
                "{set}"
            );
            let mut added = Counts::default();
            for card in set {
                added.add(card.index());
            }
            assert_eq!(added.lines, counts.lines, "{set}");
            assert_eq!(added.values, counts.values, "{set}");
            for k in 2..=5 {
                let lines: u128 =
                    flagged_lines(counts.lines_at_least(k)).fold(0, |m, id| m | 1 << id);
                assert_eq!(lines, levels.at_least(k as usize) & LINE_IDS, "{set} k={k}");
                let values: u128 =
                    flagged_values(counts.values_at_least(k)).fold(0, |m, id| m | 1 << id);
                assert_eq!(
                    values,
                    levels.at_least(k as usize) & VALUE_IDS,
                    "{set} k={k}"
                );
                assert_eq!(any_line(counts.lines_at_least(k)), lines != 0);
            }
            for id in 0..90 {
                assert_eq!(
                    counts.count_of(id),
                    levels.cards_of(id).count_ones(),
                    "{set} {id}"
                );
                assert_eq!(
                    index_cards_of(set.bits(), id).count_ones(),
                    levels.cards_of(id).count_ones()
                );
            }
        }
    }

    #[test]
    fn counts_of_large_sets_count_their_cards() {
        // Sets too large to evaluate still report their size (the counters wrap, harmlessly).
        assert_eq!(Counts::of::<true>(CardSet::FULL).1, 125);
        assert_eq!(Counts::of::<false>(CardSet::EMPTY).1, 0);
    }

    /// The highest `k` bits, one at a time (the reference for `top`).
    fn top_reference(mut mask: u128, k: u32) -> u128 {
        let mut out = 0;
        for _ in 0..k {
            if mask != 0 {
                let bit = 1u128 << (127 - mask.leading_zeros());
                out |= bit;
                mask ^= bit;
            }
        }
        out
    }

    /// Positions highest first in 7-bit slots (the reference for `pack`).
    fn pack_reference(mut mask: u128, slots: u32) -> u64 {
        let mut key = 0u64;
        for _ in 0..slots {
            key <<= 7;
            if mask != 0 {
                let p = 127 - mask.leading_zeros();
                mask ^= 1u128 << p;
                key |= u64::from(p);
            }
        }
        key
    }

    #[test]
    fn top_and_pack_agree_with_their_references() {
        for set in hands(2, 3000) {
            let mask = to_rank_space(set);
            for k in 0..=9 {
                assert_eq!(top(mask, k), top_reference(mask, k), "{set} {k}");
                assert_eq!(pack(mask, k), pack_reference(mask, k), "{set} {k}");
            }
            let five = top(mask, 5);
            assert_eq!(
                pack_with_cards(five, 5),
                (pack(five, 5), from_rank_space(five)),
                "{set}"
            );
            assert_eq!(mask_to_rank_space(set.bits()), mask);
            assert_eq!(from_rank_space(mask), set);
        }
    }

    #[test]
    fn rank_space_round_trips_and_packs() {
        let set: CardSet = "5sr 1ov 3ty 4qr 2cy".parse().unwrap_or_default();
        assert_eq!(set.len(), 5);
        let mask = to_rank_space(set);
        assert_eq!(from_rank_space(mask), set);
        let cards = unpack(pack(mask, 5), 5).unwrap_or_default();
        assert_eq!(cards, set.by_rank_desc());
        assert_eq!(top(mask, 2).count_ones(), 2);
        assert_eq!(from_rank_space(top(mask, 1)).first(), Some(Card::TOP));
    }
}
