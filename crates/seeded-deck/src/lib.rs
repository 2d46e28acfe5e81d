//! Platform-stable randomness for card game engines.
//!
//! Everything random in the TIC engines flows through this crate so that the same
//! [`Seed`] gives the same game on every platform and every release:
//!
//! - [`GameRng`] wraps ChaCha8 (a stream cipher whose output is fixed by its specification) and
//!   defines its own uniform draws ([`GameRng::below`], Lemire's unbiased multiply-shift) and
//!   [`GameRng::shuffle`] (Fisher–Yates), instead of relying on `rand`'s distribution code,
//!   which may change between releases.
//! - [`Deck`] is a draw pile of any card type, with shuffle, draw, deal and the
//!   "discard pile becomes the new deck" refill used by many games.
//!
//! ```
//! use seeded_deck::{Deck, GameRng, Seed};
//!
//! let mut rng = GameRng::from_seed(Seed(42));
//! let mut deck = Deck::shuffled((1..=10).collect(), &mut rng);
//! let hands = deck.deal(2, 3).expect("10 cards are enough for 2 hands of 3");
//! assert_eq!(hands.len(), 2);
//! assert_eq!(deck.len(), 4);
//!
//! // Same seed, same order.
//! let again = Deck::shuffled((1..=10).collect::<Vec<u32>>(), &mut GameRng::from_seed(Seed(42)));
//! let mut first = Deck::shuffled((1..=10).collect::<Vec<u32>>(), &mut GameRng::from_seed(Seed(42)));
//! assert_eq!(again, first);
//! assert!(first.draw().is_some());
//! ```

use core::fmt;
use core::str::FromStr;

use core::convert::Infallible;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng, TryRng};

/// A card type whose cards are numbered `0..COUNT`: what generic code needs to one-hot encode
/// cards (observations for learning agents) or to keep a table indexed by card. Every card
/// crate of the TIC engines implements it, and every game's card type has it.
///
/// ```
/// use seeded_deck::CardIndex;
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// struct Coin(bool);
/// impl CardIndex for Coin {
///     const COUNT: usize = 2;
///     fn card_index(self) -> usize { usize::from(self.0) }
///     fn from_card_index(index: usize) -> Option<Self> { (index < 2).then_some(Coin(index == 1)) }
/// }
/// assert_eq!(Coin::from_card_index(Coin(true).card_index()), Some(Coin(true)));
/// ```
pub trait CardIndex: Copy {
    /// How many distinct cards there are.
    const COUNT: usize;
    /// This card's number, below [`COUNT`](CardIndex::COUNT).
    fn card_index(self) -> usize;
    /// The card numbered `index`, or `None` at or past [`COUNT`](CardIndex::COUNT).
    fn from_card_index(index: usize) -> Option<Self>;
}

/// A game seed. Equal seeds give equal games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Seed(pub u64);

impl Seed {
    /// A seed derived from this one for a numbered sub-stream (a round, a game in a batch, a
    /// bot). Distinct `stream`s give unrelated seeds; the mapping is fixed (SplitMix64).
    ///
    /// ```
    /// use seeded_deck::Seed;
    /// assert_ne!(Seed(1).derive(0), Seed(1).derive(1));
    /// assert_eq!(Seed(1).derive(7), Seed(1).derive(7));
    /// ```
    #[must_use]
    pub fn derive(self, stream: u64) -> Seed {
        let mut z = self
            .0
            .wrapping_add(stream.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Seed(z ^ (z >> 31))
    }
}

impl From<u64> for Seed {
    fn from(value: u64) -> Self {
        Seed(value)
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The error of parsing a [`Seed`] from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSeedError(String);

impl fmt::Display for ParseSeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a seed: expected an unsigned 64-bit integer",
            self.0
        )
    }
}

impl std::error::Error for ParseSeedError {}

impl FromStr for Seed {
    type Err = ParseSeedError;

    /// Parses a decimal `u64`.
    ///
    /// ```
    /// use seeded_deck::Seed;
    /// assert_eq!("17".parse::<Seed>(), Ok(Seed(17)));
    /// assert!("-1".parse::<Seed>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse::<u64>()
            .map(Seed)
            .map_err(|_| ParseSeedError(s.to_owned()))
    }
}

/// The seeded random number generator of every game: ChaCha8 with platform-stable draws.
///
/// Comparable (two generators in the same state are equal) and, with the `serde` feature,
/// serializable, so that a saved game resumes with the same future shuffles.
///
/// It implements `rand_core`'s [`TryRng`] (hence [`Rng`]) and [`SeedableRng`], so `rand`'s
/// distributions and any code written against `rand` work with it, and a game project can seed
/// it from its own generator. The engines themselves draw only through [`GameRng::below`] and
/// [`GameRng::shuffle`], which this crate defines and pins, so a new `rand` release cannot
/// change a game.
///
/// ```
/// use rand::{Rng, RngExt, SeedableRng};
/// use seeded_deck::{GameRng, Seed};
///
/// let mut rng = GameRng::from_seed(Seed(5));
/// let die: u8 = rng.random_range(1..=6); // rand's API on the game's generator
/// assert!((1..=6).contains(&die));
/// let coin: bool = rng.random();
/// let _ = coin;
///
/// // `SeedableRng::seed_from_u64` is the same generator as `GameRng::from_seed`.
/// let mut a = GameRng::seed_from_u64(9);
/// assert_eq!(a.next_u64(), GameRng::from_seed(Seed(9)).next_u64());
///
/// // A generator of the project's own seeds a game generator.
/// let mut own = rand::rngs::StdRng::seed_from_u64(1);
/// let mut game_rng = GameRng::from_rng(&mut own);
/// assert!(game_rng.below(52) < 52);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    /// The generator for a seed.
    #[must_use]
    pub fn from_seed(seed: Seed) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed.0))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        Rng::next_u64(&mut self.0)
    }

    /// A uniform integer in `0..n` (Lemire's unbiased multiply-shift).
    ///
    /// Returns 0 when `n` is 0 or 1, so callers need no special case for empty ranges.
    ///
    /// ```
    /// use seeded_deck::{GameRng, Seed};
    /// let mut rng = GameRng::from_seed(Seed(3));
    /// assert!((0..1000).all(|_| rng.below(6) < 6));
    /// ```
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let mut m = u128::from(self.0.next_u64()) * u128::from(n);
        // The low half decides whether a draw falls in the biased sliver, below
        // `2^64 mod n` (< n). A low half of at least n is never in it, so the division that
        // finds the sliver's size is made only for the rare draw that might be: the same draws
        // are accepted as when it is made every time.
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = u128::from(self.0.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }

    /// A uniform index in `0..n` as `usize`.
    pub fn index(&mut self, n: usize) -> usize {
        // usize -> u64 is lossless on every supported platform; the result is < n.
        self.below(n as u64) as usize
    }

    /// `true` with probability `numerator / denominator` (`false` when the denominator is 0).
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        denominator > 0 && self.below(denominator) < numerator
    }

    /// Shuffles a slice in place (Fisher–Yates, from the back).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// The steps of [`shuffle`](GameRng::shuffle) that fix the last `k` items of `items`, for
    /// a shuffle made lazily: a pile shuffled when it is formed but drawn from its end a few
    /// items at a time needs only the steps that place the items drawn.
    ///
    /// `pending` counts the items at the front whose place the shuffle has not fixed yet: set
    /// it to `items.len()` instead of calling `shuffle`, call this before reading or taking
    /// the last `k` items, and with `k >= items.len()` (everything settled) before the
    /// generator is used for anything else. The steps are `shuffle`'s own, made in the same
    /// order with the same draws, so the items and the generator end as an eager shuffle
    /// leaves them. Items taken from the end or pushed onto it between calls do not disturb
    /// it. `pending` is 0 once nothing is owed.
    ///
    /// ```
    /// use seeded_deck::{GameRng, Seed};
    /// let mut eager: Vec<u32> = (0..52).collect();
    /// let mut rng = GameRng::from_seed(Seed(7));
    /// rng.shuffle(&mut eager);
    ///
    /// let mut lazy: Vec<u32> = (0..52).collect();
    /// let mut lazy_rng = GameRng::from_seed(Seed(7));
    /// let mut pending = lazy.len();
    /// lazy_rng.shuffle_top(&mut lazy, &mut pending, 5);
    /// assert_eq!(lazy[47..], eager[47..]); // the five on top, settled
    /// lazy.truncate(47); // drawn
    /// lazy_rng.shuffle_top(&mut lazy, &mut pending, usize::MAX);
    /// assert_eq!((pending, &lazy[..]), (0, &eager[..47]));
    /// assert_eq!(lazy_rng, rng);
    /// ```
    pub fn shuffle_top<T>(&mut self, items: &mut [T], pending: &mut usize, k: usize) {
        let settled_from = items.len().saturating_sub(k);
        let mut left = (*pending).min(items.len());
        while left >= 2 && left > settled_from {
            let i = left - 1;
            let j = self.index(i + 1);
            items.swap(i, j);
            left = i;
        }
        // One item left unplaced is in its place: `shuffle` makes no step for index 0.
        *pending = if left >= 2 { left } else { 0 };
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.index(items.len()))
        }
    }
}

impl TryRng for GameRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        self.0.try_next_u32()
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        self.0.try_next_u64()
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.0.try_fill_bytes(dst)
    }
}

impl SeedableRng for GameRng {
    type Seed = <ChaCha8Rng as SeedableRng>::Seed;

    fn from_seed(seed: Self::Seed) -> Self {
        GameRng(<ChaCha8Rng as SeedableRng>::from_seed(seed))
    }

    /// The same generator as [`GameRng::from_seed`]`(Seed(state))`.
    fn seed_from_u64(state: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(state))
    }
}

/// The error of dealing more cards than a deck holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotEnoughCards {
    /// Cards asked for.
    pub wanted: usize,
    /// Cards in the deck.
    pub available: usize,
}

impl fmt::Display for NotEnoughCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot deal {} cards from a deck of {}",
            self.wanted, self.available
        )
    }
}

impl std::error::Error for NotEnoughCards {}

/// A face-down draw pile. The top card is the last element, so drawing is `O(1)`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Deck<T> {
    cards: Vec<T>,
}

impl<T> Deck<T> {
    /// A deck in the given order; the **last** card is on top.
    #[must_use]
    pub fn from_bottom_up(cards: Vec<T>) -> Self {
        Deck { cards }
    }

    /// The given cards, shuffled.
    #[must_use]
    pub fn shuffled(mut cards: Vec<T>, rng: &mut GameRng) -> Self {
        rng.shuffle(&mut cards);
        Deck { cards }
    }

    /// Shuffles the deck in place.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.cards);
    }

    /// Number of cards left.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the deck is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Draws the top card.
    pub fn draw(&mut self) -> Option<T> {
        self.cards.pop()
    }

    /// The top card, without drawing it.
    #[must_use]
    pub fn peek(&self) -> Option<&T> {
        self.cards.last()
    }

    /// Draws `n` cards (top first), or none at all if the deck holds fewer.
    pub fn draw_many(&mut self, n: usize) -> Result<Vec<T>, NotEnoughCards> {
        if n > self.cards.len() {
            return Err(NotEnoughCards {
                wanted: n,
                available: self.cards.len(),
            });
        }
        let at = self.cards.len() - n;
        let mut drawn = self.cards.split_off(at);
        drawn.reverse();
        Ok(drawn)
    }

    /// Draws up to `n` cards: fewer when the deck runs out.
    pub fn draw_up_to(&mut self, n: usize) -> Vec<T> {
        let n = n.min(self.cards.len());
        let at = self.cards.len() - n;
        let mut drawn = self.cards.split_off(at);
        drawn.reverse();
        drawn
    }

    /// Deals `per_player` cards to each of `players` hands, one card at a time round the
    /// table as at a real table. Deals nothing if the deck is too small.
    pub fn deal(
        &mut self,
        players: usize,
        per_player: usize,
    ) -> Result<Vec<Vec<T>>, NotEnoughCards> {
        let wanted = players.saturating_mul(per_player);
        if wanted > self.cards.len() {
            return Err(NotEnoughCards {
                wanted,
                available: self.cards.len(),
            });
        }
        let mut hands: Vec<Vec<T>> = (0..players)
            .map(|_| Vec::with_capacity(per_player))
            .collect();
        for _ in 0..per_player {
            for hand in &mut hands {
                if let Some(card) = self.cards.pop() {
                    hand.push(card);
                }
            }
        }
        Ok(hands)
    }

    /// Puts a card on top.
    pub fn put_on_top(&mut self, card: T) {
        self.cards.push(card);
    }

    /// Puts a card at the bottom.
    pub fn put_at_bottom(&mut self, card: T) {
        self.cards.insert(0, card);
    }

    /// Adds cards (for instance a used discard pile) and shuffles the whole deck.
    pub fn refill(&mut self, cards: impl IntoIterator<Item = T>, rng: &mut GameRng) {
        self.cards.extend(cards);
        rng.shuffle(&mut self.cards);
    }

    /// The cards from bottom to top (the last is the top card).
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.cards
    }

    /// Iterates over the cards from bottom to top.
    pub fn iter(&self) -> core::slice::Iter<'_, T> {
        self.cards.iter()
    }

    /// Takes every card out, bottom to top.
    pub fn into_vec(self) -> Vec<T> {
        self.cards
    }
}

impl<T> FromIterator<T> for Deck<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Deck {
            cards: iter.into_iter().collect(),
        }
    }
}

impl<'a, T> IntoIterator for &'a Deck<T> {
    type Item = &'a T;
    type IntoIter = core::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.cards.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Golden values: these pin the generator, the uniform draw and the shuffle. If one of them
    /// changes, every recorded game changes: that is a breaking change, never a refactoring.
    #[test]
    fn golden_stream_and_shuffle() {
        let mut rng = GameRng::from_seed(Seed(0));
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut rng = GameRng::from_seed(Seed(0));
        let again: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(first, again);

        let mut rng = GameRng::from_seed(Seed(2026));
        let mut items: Vec<u32> = (0..10).collect();
        rng.shuffle(&mut items);
        assert_eq!(items, GOLDEN_SHUFFLE_2026);
    }

    const GOLDEN_SHUFFLE_2026: [u32; 10] = [8, 7, 9, 4, 3, 6, 1, 0, 2, 5];

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = GameRng::from_seed(Seed(9));
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let v = rng.below(7) as usize;
            seen[v] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800 && c < 1200), "{seen:?}");
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
    }

    /// The plain Lemire draw, the sliver's size divided out on every draw: the reference the
    /// fast `below` must match draw for draw (same values, same generator state after).
    fn below_naive(rng: &mut GameRng, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(rng.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as u64;
            }
        }
    }

    #[test]
    fn below_matches_the_plain_draw_draw_for_draw() {
        // Small ranges (the decks), and ranges near 2^63 and 2^64 where about half the
        // draws fall in the sliver and are redrawn.
        let mut picks = GameRng::from_seed(Seed(11));
        let mut ranges: Vec<u64> = (0..300).collect();
        ranges.extend([
            1 << 63,
            (1 << 63) + 1,
            u64::MAX,
            u64::MAX - 1,
            (1 << 62) * 3 + 7,
        ]);
        ranges.extend((0..200).map(|_| picks.next_u64()));
        for seed in 0..20 {
            let mut fast = GameRng::from_seed(Seed(seed));
            let mut plain = GameRng::from_seed(Seed(seed));
            for &n in &ranges {
                assert_eq!(
                    fast.below(n),
                    below_naive(&mut plain, n),
                    "seed {seed}, n {n}"
                );
            }
            assert_eq!(
                fast.next_u64(),
                plain.next_u64(),
                "seed {seed}: the streams parted"
            );
        }
    }

    /// The lazy shuffle against the eager one: piles of every small size drawn from in random
    /// bites, with cards pushed back on top now and then, give the same items in the same
    /// order and leave the generator in the same state.
    #[test]
    fn shuffle_top_matches_the_eager_shuffle_bite_by_bite() {
        let mut plan = GameRng::from_seed(Seed(99));
        for seed in 0..300u64 {
            let len = (seed % 130) as usize;
            let mut eager: Vec<usize> = (0..len).collect();
            let mut eager_rng = GameRng::from_seed(Seed(seed));
            eager_rng.shuffle(&mut eager);
            let mut lazy: Vec<usize> = (0..len).collect();
            let mut lazy_rng = GameRng::from_seed(Seed(seed));
            let mut pending = lazy.len();
            while !lazy.is_empty() {
                let k = plan.index(6);
                lazy_rng.shuffle_top(&mut lazy, &mut pending, k);
                assert!(pending <= lazy.len().saturating_sub(k) || pending == 0);
                let at = lazy.len().saturating_sub(k);
                let bite = lazy.split_off(at);
                assert_eq!(bite[..], eager[at..at + bite.len()], "seed {seed}");
                eager.truncate(at);
                if plan.chance(1, 4) {
                    // A card put back on top, as an exchange that is undone does.
                    lazy.extend(bite.first());
                    eager.extend(bite.first());
                }
            }
            lazy_rng.shuffle_top(&mut lazy, &mut pending, usize::MAX);
            assert_eq!(pending, 0);
            assert_eq!(lazy_rng, eager_rng, "seed {seed}: the generators parted");
        }
        // A pending count past the pile's length (a caller's slip) is clamped, not a panic.
        let mut items = [1, 2, 3];
        let mut pending = 10;
        GameRng::from_seed(Seed(1)).shuffle_top(&mut items, &mut pending, 1);
        assert_eq!(pending, 2);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = GameRng::from_seed(Seed(5));
        let mut items: Vec<u32> = (0..125).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..125).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }

    #[test]
    fn deal_round_robin_and_errors() {
        let mut deck = Deck::from_bottom_up(vec![1, 2, 3, 4, 5, 6, 7]);
        let hands = deck.deal(2, 3).expect("enough cards");
        assert_eq!(hands, vec![vec![7, 5, 3], vec![6, 4, 2]]);
        assert_eq!(deck.as_slice(), &[1]);
        assert_eq!(
            deck.deal(2, 1),
            Err(NotEnoughCards {
                wanted: 2,
                available: 1
            })
        );
        assert_eq!(deck.len(), 1, "a failed deal leaves the deck unchanged");
        assert_eq!(
            deck.draw_many(2),
            Err(NotEnoughCards {
                wanted: 2,
                available: 1
            })
        );
        assert_eq!(deck.draw_up_to(5), vec![1]);
        assert!(deck.is_empty());
        assert_eq!(deck.draw(), None);
    }

    #[test]
    fn derive_and_parse_seed() {
        assert_eq!(Seed(5).derive(0), Seed(5).derive(0));
        assert_ne!(Seed(5).derive(0), Seed(6).derive(0));
        assert_eq!("  12 ".parse::<Seed>(), Ok(Seed(12)));
        let err = "abc".parse::<Seed>().expect_err("not a number");
        assert!(err.to_string().contains("abc"));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn rng_serde_round_trip_resumes_the_stream() {
        let mut rng = GameRng::from_seed(Seed(77));
        rng.next_u64();
        let saved = serde_json::to_string(&rng).expect("serializes");
        let mut restored: GameRng = serde_json::from_str(&saved).expect("deserializes");
        assert_eq!(restored, rng);
        assert_eq!(restored.next_u64(), rng.next_u64());
    }
}
