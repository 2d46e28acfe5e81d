//! "Rank space": cards renumbered by the "highest first" order of tic-principles.md, so that
//! comparing two equally large card sets card by card, highest first, is one integer comparison.
//!
//! Position 124 is 5-star-red (the top card), position 0 is 1-circle-violet.

use tic_core::{Card, CardSet};

/// `POS[card index]`: the card's position in the "highest first" order (0 lowest, 124 top).
pub(crate) const POS: [u8; 125] = build_pos();

/// `CARD_AT[position]`: the card index at a position (inverse of [`POS`]).
pub(crate) const CARD_AT: [u8; 125] = build_card_at();

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

/// `(number, shape, color)` zero-based values of the card at a rank-space position.
pub(crate) const fn props_at(position: usize) -> [usize; 3] {
    let i = CARD_AT[position] as usize;
    [i / 25, (i / 5) % 5, i % 5]
}

/// The three Tic lines through the card at each position: `5n+s`, `25+5n+c`, `50+5s+c` (the
/// numbering of `tic_core::TicLine`).
pub(crate) const LINES_AT: [[u8; 3]; 125] = {
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
pub(crate) const VALUES_AT: [[u8; 3]; 125] = {
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
pub(crate) const LINE_MASKS: [u128; 75] = {
    let mut out = [0u128; 75];
    let mut p = 0;
    while p < 125 {
        let lines = LINES_AT[p];
        let mut k = 0;
        while k < 3 {
            out[lines[k] as usize] |= 1u128 << p;
            k += 1;
        }
        p += 1;
    }
    out
};

/// Rank-space masks of the 15 property values (ids as in [`VALUES_AT`]).
pub(crate) const VALUE_MASKS: [u128; 15] = {
    let mut out = [0u128; 15];
    let mut p = 0;
    while p < 125 {
        let values = VALUES_AT[p];
        let mut k = 0;
        while k < 3 {
            out[values[k] as usize] |= 1u128 << p;
            k += 1;
        }
        p += 1;
    }
    out
};

/// How a rank-space hand of up to 10 cards falls on the Tic lines and property values.
pub(crate) struct Counts {
    /// Cards on each Tic line.
    pub line_count: [u8; 75],
    /// Cards with each property value.
    pub value_count: [u8; 15],
    /// Lines holding 2+ cards, in the order they reached 2 (at most C(10,2) = 45).
    lines: [u8; 45],
    line_len: usize,
    /// Values held by 3+ cards (at most 10 for 10 cards).
    values: [u8; 10],
    value_len: usize,
}

impl Counts {
    /// Counts a hand (only its first 10 cards' multi-lines/values are recorded; callers pass
    /// at most 10 cards).
    #[inline]
    pub(crate) fn of(hand: u128) -> Counts {
        let mut c = Counts {
            line_count: [0; 75],
            value_count: [0; 15],
            lines: [0; 45],
            line_len: 0,
            values: [0; 10],
            value_len: 0,
        };
        let mut rest = hand;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for l in LINES_AT[p] {
                let count = &mut c.line_count[usize::from(l)];
                *count += 1;
                if *count == 2 && c.line_len < c.lines.len() {
                    c.lines[c.line_len] = l;
                    c.line_len += 1;
                }
            }
            for v in VALUES_AT[p] {
                let count = &mut c.value_count[usize::from(v)];
                *count += 1;
                if *count == 3 && c.value_len < c.values.len() {
                    c.values[c.value_len] = v;
                    c.value_len += 1;
                }
            }
        }
        c
    }

    /// Lines holding at least two cards.
    #[inline]
    pub(crate) fn multi_lines(&self) -> &[u8] {
        &self.lines[..self.line_len]
    }

    /// Property values held by at least three cards.
    #[inline]
    pub(crate) fn big_values(&self) -> &[u8] {
        &self.values[..self.value_len]
    }

    /// Cards on a line.
    #[inline]
    pub(crate) fn on_line(&self, line: u8) -> u8 {
        self.line_count[usize::from(line)]
    }

    /// Cards with a value.
    #[inline]
    pub(crate) fn with_value(&self, value: u8) -> u8 {
        self.value_count[usize::from(value)]
    }
}

/// Maps an index-space mask (bit = card index) to rank space, bit by bit.
pub(crate) const fn mask_to_rank_space(mut bits: u128) -> u128 {
    let mut out = 0u128;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        out |= 1u128 << POS[i];
    }
    out
}

/// A card set in rank space.
#[inline]
pub(crate) fn to_rank_space(set: CardSet) -> u128 {
    mask_to_rank_space(set.bits())
}

/// A rank-space mask back to a card set.
#[inline]
pub(crate) fn from_rank_space(mut mask: u128) -> CardSet {
    let mut out = 0u128;
    while mask != 0 {
        let p = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if let Some(&i) = CARD_AT.get(p) {
            out |= 1u128 << i;
        }
    }
    CardSet::from_bits(out).unwrap_or(CardSet::EMPTY)
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
pub(crate) fn top(mut mask: u128, k: u32) -> u128 {
    let mut out = 0u128;
    let mut left = k;
    while left > 0 && mask != 0 {
        let bit = 1u128 << (127 - mask.leading_zeros());
        out |= bit;
        mask ^= bit;
        left -= 1;
    }
    out
}

/// Packs the positions of a rank-space mask, highest first, 7 bits each, the highest in the most
/// significant slot of `slots` slots. For masks of `slots` cards the packed keys compare exactly
/// as the masks do (card by card, highest first).
#[inline]
pub(crate) fn pack(mut mask: u128, slots: u32) -> u64 {
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
