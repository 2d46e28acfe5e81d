//! Rummy melds: sets and runs, with wild cards; point tables.

use core::fmt;

use crate::{Card, Rank, Suit};

/// A set of ranks (a 13-bit mask), e.g. the wild ranks of a deal.
///
/// ```
/// use rummy_cards::{Rank, RankSet};
/// let wild: RankSet = [Rank::Seven].into_iter().collect();
/// assert!(wild.contains(Rank::Seven));
/// assert!(!wild.contains(Rank::Eight));
/// assert_eq!(RankSet::EMPTY.len(), 0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "Vec<Rank>", from = "Vec<Rank>"))]
pub struct RankSet(u16);

impl RankSet {
    /// No ranks.
    pub const EMPTY: RankSet = RankSet(0);

    /// The set of one rank.
    #[must_use]
    pub fn only(rank: Rank) -> RankSet {
        RankSet(1 << rank.index())
    }

    /// Whether `rank` is in the set.
    #[must_use]
    pub fn contains(self, rank: Rank) -> bool {
        self.0 & (1 << rank.index()) != 0
    }

    /// Adds a rank.
    pub fn insert(&mut self, rank: Rank) {
        self.0 |= 1 << rank.index();
    }

    /// Number of ranks in the set.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The ranks, two first.
    pub fn iter(self) -> impl Iterator<Item = Rank> {
        Rank::ALL.into_iter().filter(move |r| self.contains(*r))
    }
}

impl FromIterator<Rank> for RankSet {
    fn from_iter<I: IntoIterator<Item = Rank>>(iter: I) -> Self {
        let mut set = RankSet::EMPTY;
        for rank in iter {
            set.insert(rank);
        }
        set
    }
}

impl From<Vec<Rank>> for RankSet {
    fn from(ranks: Vec<Rank>) -> Self {
        ranks.into_iter().collect()
    }
}

impl From<RankSet> for Vec<Rank> {
    fn from(set: RankSet) -> Self {
        set.iter().collect()
    }
}

/// What makes a meld: which cards are wild and where the ace may go in a run.
///
/// Jokers are always wild. A card of a wild rank may stand for any card, or be used as itself,
/// and used as itself it is a natural card. Every meld needs at least one natural card, so
/// jokers alone never meld.
///
/// ```
/// use rummy_cards::{MeldRules, Rank};
/// let rules = MeldRules::new([Rank::Seven]).with_ace_low(true);
/// assert!(rules.wild_ranks.contains(Rank::Seven));
/// assert!(rules.ace_low);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct MeldRules {
    /// The ranks that are wild besides the jokers.
    pub wild_ranks: RankSet,
    /// Whether an ace may also be low in a run (`A 2 3`); it is always high (`Q K A`). A run
    /// never turns the corner (`K A 2`) and holds at most one card of each rank.
    pub ace_low: bool,
}

impl MeldRules {
    /// Rules with these wild ranks (plus the jokers), aces high only.
    pub fn new(wild_ranks: impl IntoIterator<Item = Rank>) -> MeldRules {
        MeldRules {
            wild_ranks: wild_ranks.into_iter().collect(),
            ace_low: false,
        }
    }

    /// The same rules with aces also low in runs, or not.
    #[must_use]
    pub fn with_ace_low(mut self, ace_low: bool) -> MeldRules {
        self.ace_low = ace_low;
        self
    }

    /// Whether the card is wild: a joker or a card of a wild rank.
    #[must_use]
    pub fn is_wild(&self, card: Card) -> bool {
        card.rank().is_none_or(|r| self.wild_ranks.contains(r))
    }

    /// The lowest run position: 1 when the ace may be low, else 2.
    pub(crate) fn lowest_position(&self) -> u8 {
        if self.ace_low { 1 } else { 2 }
    }
}

/// The run position of a rank: its value (2 to 14), or 1 for a low ace.
pub(crate) fn rank_at(position: u8) -> Option<Rank> {
    if position == 1 {
        Some(Rank::Ace)
    } else {
        Rank::from_value(position)
    }
}

/// What a meld is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum MeldKind {
    /// Three or more cards of one rank (two decks allow equal cards).
    Set {
        /// The rank.
        rank: Rank,
    },
    /// Three or more consecutive ranks of one suit, one card per rank.
    Run {
        /// The suit.
        suit: Suit,
        /// The lowest rank (an ace here is a low ace: `A 2 3`).
        low: Rank,
        /// The highest rank.
        high: Rank,
    },
}

impl fmt::Display for MeldKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MeldKind::Set { rank } => write!(f, "set of {}", rank.plural()),
            MeldKind::Run { suit, low, high } => {
                write!(
                    f,
                    "run of {} {}-{}",
                    suit.name(),
                    low.symbol(),
                    high.symbol()
                )
            }
        }
    }
}

/// A meld: its kind and its cards (a run's cards in rank order, each wild card at the place it
/// fills).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Meld {
    kind: MeldKind,
    cards: Vec<Card>,
}

impl Meld {
    /// These cards as a meld under `rules`, or `None` when they do not meld.
    ///
    /// ```
    /// use rummy_cards::{parse_cards, Meld, MeldKind, MeldRules, Rank};
    /// let rules = MeldRules::new([Rank::Seven]);
    /// let meld = Meld::new(parse_cards("9h jk Jh")?, &rules).expect("a run");
    /// assert!(matches!(meld.kind(), MeldKind::Run { low: Rank::Nine, high: Rank::Jack, .. }));
    /// assert!(Meld::new(parse_cards("7h jk 7s")?, &rules).is_some(), "a set of sevens");
    /// assert!(Meld::new(parse_cards("jk jk jk")?, &rules).is_none(), "no natural card");
    /// # Ok::<(), rummy_cards::ParseCardError>(())
    /// ```
    #[must_use]
    pub fn new(cards: Vec<Card>, rules: &MeldRules) -> Option<Meld> {
        let kind = classify(&cards, rules)?;
        Some(Meld { kind, cards })
    }

    pub(crate) fn from_parts(kind: MeldKind, cards: Vec<Card>) -> Meld {
        Meld { kind, cards }
    }

    /// The kind of meld.
    #[must_use]
    pub fn kind(&self) -> MeldKind {
        self.kind
    }

    /// The cards.
    #[must_use]
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }
}

impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.kind)?;
        for card in &self.cards {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}

/// The kind of meld these cards make, if any: a set if they make one, else a run.
///
/// This is the definition, checked literally: a set is 3+ cards that are each of one rank or
/// wild; a run is 3 to 13 cards filling a window of consecutive ranks of one suit, each
/// natural card at its own rank and the wild cards in the other places. Either needs a
/// natural card: a card that is not a joker and sits at its own rank (a card of a wild rank
/// used as itself counts).
#[must_use]
pub fn classify(cards: &[Card], rules: &MeldRules) -> Option<MeldKind> {
    if cards.len() < 3 {
        return None;
    }
    for rank in Rank::ALL {
        let fits = cards
            .iter()
            .all(|c| rules.is_wild(*c) || c.rank() == Some(rank));
        let natural = cards.iter().any(|c| c.rank() == Some(rank));
        if fits && natural {
            return Some(MeldKind::Set { rank });
        }
    }
    let len = u8::try_from(cards.len()).ok().filter(|l| *l <= 13)?;
    for suit in Suit::ALL {
        for low in rules.lowest_position()..=(15 - len) {
            let window = low..low + len;
            if run_fits(cards, rules, suit, window.clone()) {
                let low = rank_at(window.start)?;
                let high = rank_at(window.end - 1)?;
                return Some(MeldKind::Run { suit, low, high });
            }
        }
    }
    None
}

/// Whether `cards` (exactly as many as the window's places) fill the window of `suit`.
fn run_fits(cards: &[Card], rules: &MeldRules, suit: Suit, window: core::ops::Range<u8>) -> bool {
    let position_of = |rank: Rank| -> Option<u8> {
        // A low ace sits at place 1, a high ace at 14: whichever the window holds.
        [rank.value(), 1]
            .into_iter()
            .find(|&p| window.contains(&p) && rank_at(p) == Some(rank))
    };
    let mut taken = [false; 15];
    // Non-wild cards must each sit at their own place.
    for card in cards.iter().filter(|c| !rules.is_wild(**c)) {
        let (Some(rank), Some(s)) = (card.rank(), card.suit()) else {
            return false;
        };
        let Some(p) = position_of(rank) else {
            return false;
        };
        if s != suit || taken[usize::from(p)] {
            return false;
        }
        taken[usize::from(p)] = true;
    }
    let strict_naturals = taken.iter().any(|t| *t);
    // A wild-rank card of the suit whose own place is free may be the natural card.
    let wild_natural = cards.iter().filter(|c| rules.is_wild(**c)).any(|c| {
        c.suit() == Some(suit)
            && c.rank()
                .and_then(position_of)
                .is_some_and(|p| !taken[usize::from(p)])
    });
    strict_naturals || wild_natural
}

/// Points per card: one value per rank and one for the joker.
///
/// ```
/// use rummy_cards::{Card, PointTable, Rank, Suit};
/// let tick = PointTable::tick();
/// assert_eq!(tick.of(Card::new(Rank::Seven, Suit::Hearts)), 7);
/// assert_eq!(tick.of(Card::new(Rank::Queen, Suit::Spades)), 20);
/// assert_eq!(tick.of(Card::JOKER), 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct PointTable {
    /// Points of each rank, two first.
    pub ranks: [u32; 13],
    /// Points of a joker.
    pub joker: u32,
}

impl PointTable {
    /// Tick's table: 2 to 10 at face value, jack 15, queen 20, king 25, ace 30, joker 0.
    #[must_use]
    pub fn tick() -> PointTable {
        PointTable {
            ranks: [2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30],
            joker: 0,
        }
    }

    /// One point per card: the solver then leaves as few cards as possible outside melds.
    #[must_use]
    pub fn count() -> PointTable {
        PointTable {
            ranks: [1; 13],
            joker: 1,
        }
    }

    /// The points of a card.
    #[must_use]
    pub fn of(&self, card: Card) -> u32 {
        card.rank().map_or(self.joker, |r| self.ranks[r.index()])
    }
}

impl Default for PointTable {
    fn default() -> Self {
        PointTable::tick()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_cards;

    fn kind(text: &str, rules: &MeldRules) -> Option<MeldKind> {
        classify(&parse_cards(text).expect("cards"), rules)
    }

    #[test]
    fn sets() {
        let plain = MeldRules::default();
        assert_eq!(
            kind("7h 7s 7d", &plain),
            Some(MeldKind::Set { rank: Rank::Seven })
        );
        assert_eq!(
            kind("7h 7h 7d 7d 7c", &plain),
            Some(MeldKind::Set { rank: Rank::Seven }),
            "duplicates from two decks"
        );
        assert_eq!(kind("7h 7s", &plain), None, "too short");
        assert_eq!(
            kind("7h jk jk", &plain),
            Some(MeldKind::Set { rank: Rank::Seven })
        );
        assert_eq!(kind("jk jk jk", &plain), None, "no natural");
        let sevens = MeldRules::new([Rank::Seven]);
        assert_eq!(
            kind("7h 7s jk", &sevens),
            Some(MeldKind::Set { rank: Rank::Seven }),
            "wild-rank cards used as themselves are natural"
        );
        assert_eq!(
            kind("Kh 7s jk", &sevens),
            Some(MeldKind::Set { rank: Rank::King })
        );
    }

    #[test]
    fn runs() {
        let plain = MeldRules::default();
        let run = |suit, low, high| Some(MeldKind::Run { suit, low, high });
        assert_eq!(
            kind("5h 6h 7h", &plain),
            run(Suit::Hearts, Rank::Five, Rank::Seven)
        );
        assert_eq!(kind("5h 6h 7s", &plain), None, "one suit");
        assert_eq!(kind("5h 6h 8h", &plain), None, "consecutive");
        assert_eq!(kind("5h 5h 6h 7h", &plain), None, "one card per rank");
        assert_eq!(
            kind("Qs Ks As", &plain),
            run(Suit::Spades, Rank::Queen, Rank::Ace)
        );
        assert_eq!(kind("As 2s 3s", &plain), None, "aces are high by default");
        assert_eq!(kind("Ks As 2s", &plain), None);
        let ace_low = MeldRules::default().with_ace_low(true);
        assert_eq!(
            kind("As 2s 3s", &ace_low),
            run(Suit::Spades, Rank::Ace, Rank::Three)
        );
        assert_eq!(kind("Ks As 2s", &ace_low), None, "no turning the corner");
        assert_eq!(
            kind("5h jk 7h", &plain),
            run(Suit::Hearts, Rank::Five, Rank::Seven)
        );
        assert_eq!(
            kind("jk 6h 7h", &plain),
            run(Suit::Hearts, Rank::Five, Rank::Seven),
            "the lowest window"
        );
        let sevens = MeldRules::new([Rank::Seven]);
        assert_eq!(
            kind("7s 8h 9h", &sevens),
            run(Suit::Hearts, Rank::Seven, Rank::Nine)
        );
        assert_eq!(
            kind("7h jk jk", &sevens),
            Some(MeldKind::Set { rank: Rank::Seven }),
            "a natural seven with two wilds"
        );
        assert!(kind("7h 7s jk", &sevens).is_some());
        // 13 cards: a whole suit.
        assert_eq!(
            kind("2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc Ac", &plain),
            run(Suit::Clubs, Rank::Two, Rank::Ace)
        );
    }
}
