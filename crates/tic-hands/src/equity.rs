//! Hand equity: how likely a player is to win, tie or lose the showdown from here.
//!
//! Given the common cards so far, the player's own cards, the number of opponents and the
//! cards known to be out of play, the unseen cards are dealt every possible way (the rest of
//! the common cards, then each opponent as many private cards as the player holds) and each
//! deal is settled by the game's showdown (ruling 8: category first, then the players' own
//! cards, highest first). When the deals number at most the [`EquityBudget`], every deal is
//! enumerated and the result is exact; otherwise [`EquityBudget::max_deals`] deals are sampled with
//! a seeded generator and the result carries its standard error.
//!
//! Future exchanges are not modelled: the hands are taken as they stand. Use
//! [`crate::toker::equity`] and [`crate::sequences::equity`].
//!
//! ```
//! use tic_core::CardSet;
//! use tic_hands::equity::{EquityBudget, Method, Situation};
//! use tic_hands::toker;
//!
//! // Toker after the third common card: my three red 4s are three that Tic already.
//! let common: CardSet = "1ov 2cc 4qr".parse()?;
//! let mine: CardSet = "4or 4sr 3ty".parse()?;
//! // Two opponents; 1-star-violet was discarded. Far too many deals to enumerate: sampled.
//! let situation = Situation::new(common, mine, 2).with_dead("1sv".parse()?);
//! let equity = toker::equity(&situation, &EquityBudget::new(20_000, 42))?;
//! assert_eq!(equity.method, Method::Sampled { seed: 42 });
//! assert_eq!(equity.deals(), 20_000);
//! let (p, error) = (equity.win(), equity.standard_error(equity.win()));
//! assert!(p > 0.9 && error < 0.003);
//! assert!((equity.win() + equity.tie() + equity.lose() - 1.0).abs() < 1e-9);
//! // The same seed gives the same answer.
//! assert_eq!(toker::equity(&situation, &EquityBudget::new(20_000, 42))?, equity);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use tic_core::{Card, CardSet, GameRng, Seed};

use crate::{HandError, check_size};

/// The most deals a budget may ask for (about a minute of work for the slowest game).
pub const MAX_DEALS: u64 = 100_000_000;

/// The most opponents an equity call accepts (more than any TIC table seats).
pub const MAX_OPPONENTS: usize = 16;

/// How much work an equity call may do, and the seed of its sampling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct EquityBudget {
    /// Enumerate every deal when there are at most this many; otherwise sample this many.
    /// 1 to [`MAX_DEALS`].
    pub max_deals: u64,
    /// Seed of the sampling (unused when enumerating).
    pub seed: u64,
}

impl EquityBudget {
    /// A budget of `max_deals` deals (1 to [`MAX_DEALS`]) sampled with `seed`.
    #[must_use]
    pub const fn new(max_deals: u64, seed: u64) -> EquityBudget {
        EquityBudget { max_deals, seed }
    }
}

/// 100,000 deals, seed 0: a standard error of at most 0.16 percentage points.
impl Default for EquityBudget {
    fn default() -> Self {
        EquityBudget::new(100_000, 0)
    }
}

/// The situation to assess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Situation {
    /// The common cards turned up so far.
    pub common: CardSet,
    /// The player's own cards (each opponent holds as many).
    pub mine: CardSet,
    /// How many opponents are still in (1 to [`MAX_OPPONENTS`]).
    pub opponents: usize,
    /// Cards known to be out of play (discards, cards seen elsewhere).
    pub dead: CardSet,
    /// How many common cards there will be at the showdown (`None`: the game's standard,
    /// Toker 5, Sequences 6; after a call it may be fewer, and 0 in the all-private variation).
    pub common_at_showdown: Option<usize>,
}

impl Situation {
    /// A situation with no dead cards and the game's standard number of common cards.
    #[must_use]
    pub const fn new(common: CardSet, mine: CardSet, opponents: usize) -> Situation {
        Situation {
            common,
            mine,
            opponents,
            dead: CardSet::EMPTY,
            common_at_showdown: None,
        }
    }

    /// The same situation with these cards out of play.
    #[must_use]
    pub const fn with_dead(mut self, dead: CardSet) -> Situation {
        self.dead = dead;
        self
    }

    /// The same situation with `common` common cards at the showdown.
    #[must_use]
    pub const fn with_common_at_showdown(mut self, common: usize) -> Situation {
        self.common_at_showdown = Some(common);
        self
    }
}

/// How the result was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Method {
    /// Every deal enumerated.
    Exact,
    /// Deals sampled with this seed.
    Sampled {
        /// The seed.
        seed: u64,
    },
}

/// The player's chances at the showdown.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Equity {
    /// Deals won outright.
    pub wins: u64,
    /// Deals where the player shares the best place.
    pub ties: u64,
    /// Deals lost.
    pub losses: u64,
    /// The player's expected share of a pot (a win 1, a tie shared equally among the tied).
    pub share: f64,
    /// Whether the deals were enumerated or sampled.
    pub method: Method,
}

impl Equity {
    /// Deals settled.
    #[must_use]
    pub const fn deals(&self) -> u64 {
        self.wins + self.ties + self.losses
    }

    fn fraction(&self, n: u64) -> f64 {
        if self.deals() == 0 {
            0.0
        } else {
            n as f64 / self.deals() as f64
        }
    }

    /// Probability of winning outright.
    #[must_use]
    pub fn win(&self) -> f64 {
        self.fraction(self.wins)
    }

    /// Probability of sharing the best place.
    #[must_use]
    pub fn tie(&self) -> f64 {
        self.fraction(self.ties)
    }

    /// Probability of losing.
    #[must_use]
    pub fn lose(&self) -> f64 {
        self.fraction(self.losses)
    }

    /// The standard error of an estimated probability `p` (such as [`Equity::win`]): 0 when
    /// exact, `sqrt(p (1 - p) / deals)` when sampled.
    #[must_use]
    pub fn standard_error(&self, p: f64) -> f64 {
        match self.method {
            Method::Exact => 0.0,
            Method::Sampled { .. } => {
                let n = self.deals().max(1) as f64;
                (p * (1.0 - p) / n).max(0.0).sqrt()
            }
        }
    }
}

/// Why an equity call was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EquityError {
    /// A card given twice, or hands of the wrong size.
    #[error(transparent)]
    Hand(#[from] HandError),
    /// No opponents, or more than [`MAX_OPPONENTS`].
    #[error("opponents must be 1 to {MAX_OPPONENTS}, got {0}")]
    Opponents(usize),
    /// More common cards already than at the showdown.
    #[error("{have} common cards already, but {at_showdown} at the showdown")]
    CommonCards {
        /// Common cards given.
        have: usize,
        /// Common cards at the showdown.
        at_showdown: usize,
    },
    /// Not enough unseen cards to deal the rest.
    #[error("{needed} more cards are needed but only {unseen} are unseen")]
    NotEnoughCards {
        /// Cards still to deal.
        needed: usize,
        /// Cards unseen.
        unseen: usize,
    },
    /// A budget of 0 deals or more than [`MAX_DEALS`].
    #[error("the budget must be 1 to {MAX_DEALS} deals, got {0}")]
    EquityBudget(u64),
}

/// A game's showdown, split so the common cards are prepared once per deal.
pub(crate) trait Showdown {
    /// The prepared common cards.
    type Shared: Copy;
    /// What decides a showdown between players (larger is better).
    type Key: Ord + Copy;
    /// Hand sizes the game accepts (common plus own cards), as for [`check_size`].
    const SIZES: (usize, usize, &'static str);
    /// Common cards at a standard showdown.
    const COMMON: usize;
    /// Prepares the common cards.
    fn shared(common: CardSet) -> Self::Shared;
    /// A player's key from the prepared common cards and their own.
    fn key(shared: &Self::Shared, private: CardSet) -> Self::Key;
}

/// Places at a showdown (0 = best; ties share a place and the next is skipped), for any game.
pub(crate) fn showdown<S: Showdown>(
    common: CardSet,
    privates: &[CardSet],
) -> Result<Vec<usize>, HandError> {
    let hands = crate::disjoint_union(common, privates)?;
    let (min, max, expected) = S::SIZES;
    let shared = S::shared(common);
    let mut keys = Vec::with_capacity(hands.len());
    for (&hand, &private) in hands.iter().zip(privates) {
        check_size(hand, min, max, expected)?;
        keys.push(S::key(&shared, private));
    }
    Ok(crate::places(&keys))
}

/// Validated inputs: the unseen cards and how many to deal.
struct Plan {
    unseen: Vec<Card>,
    common_to_deal: usize,
    private: usize,
    opponents: usize,
    deals: Option<u64>,
}

/// Number of ordered deals, `None` above `u64`.
fn count_deals(unseen: usize, common: usize, private: usize, opponents: usize) -> Option<u64> {
    let mut total = choose(unseen, common)?;
    let mut left = unseen - common;
    for _ in 0..opponents {
        total = total.checked_mul(choose(left, private)?)?;
        left -= private;
    }
    Some(total)
}

/// C(n, k), `None` above `u64`.
fn choose(n: usize, k: usize) -> Option<u64> {
    if k > n {
        return Some(0);
    }
    let mut acc: u128 = 1;
    for i in 0..k {
        acc = acc * (n - i) as u128 / (i + 1) as u128;
        if acc > u128::from(u64::MAX) {
            return None;
        }
    }
    u64::try_from(acc).ok()
}

fn plan<S: Showdown>(situation: &Situation, budget: &EquityBudget) -> Result<Plan, EquityError> {
    if budget.max_deals == 0 || budget.max_deals > MAX_DEALS {
        return Err(EquityError::EquityBudget(budget.max_deals));
    }
    if situation.opponents == 0 || situation.opponents > MAX_OPPONENTS {
        return Err(EquityError::Opponents(situation.opponents));
    }
    // Overlap check only: the three sets must be disjoint.
    crate::disjoint_union(
        CardSet::EMPTY,
        &[situation.common, situation.mine, situation.dead],
    )?;
    let seen = situation.common | situation.mine | situation.dead;
    let at_showdown = situation.common_at_showdown.unwrap_or(S::COMMON);
    let have = situation.common.len();
    if have > at_showdown {
        return Err(EquityError::CommonCards { have, at_showdown });
    }
    let private = situation.mine.len();
    let (min, max, expected) = S::SIZES;
    let got = at_showdown.saturating_add(private);
    if !(min..=max).contains(&got) {
        return Err(HandError::WrongSize { expected, got }.into());
    }
    let common_to_deal = at_showdown - have;
    let unseen: Vec<Card> = seen.complement().iter().collect();
    let needed = common_to_deal + private * situation.opponents;
    if needed > unseen.len() {
        return Err(EquityError::NotEnoughCards {
            needed,
            unseen: unseen.len(),
        });
    }
    let deals = count_deals(unseen.len(), common_to_deal, private, situation.opponents);
    Ok(Plan {
        unseen,
        common_to_deal,
        private,
        opponents: situation.opponents,
        deals,
    })
}

/// Tallies showdowns.
struct Tally {
    wins: u64,
    ties: u64,
    losses: u64,
    share: f64,
}

impl Tally {
    fn settle<K: Ord>(&mut self, mine: K, opponents: impl Iterator<Item = K>) {
        let mut best_other: Option<K> = None;
        let mut level = 0u32;
        for key in opponents {
            match best_other.as_ref().map(|b| key.cmp(b)) {
                None | Some(core::cmp::Ordering::Greater) => {
                    best_other = Some(key);
                    level = 1;
                }
                Some(core::cmp::Ordering::Equal) => level += 1,
                Some(core::cmp::Ordering::Less) => {}
            }
        }
        match best_other.map(|b| mine.cmp(&b)) {
            None | Some(core::cmp::Ordering::Greater) => {
                self.wins += 1;
                self.share += 1.0;
            }
            Some(core::cmp::Ordering::Equal) => {
                self.ties += 1;
                self.share += 1.0 / f64::from(level + 1);
            }
            Some(core::cmp::Ordering::Less) => self.losses += 1,
        }
    }
}

/// Calls `f` with every `k`-subset of `pool` (as a set), in a fixed order.
fn for_each_subset(pool: &[Card], k: usize, mut f: impl FnMut(CardSet)) {
    let n = pool.len();
    if k > n {
        return;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        f(idx.iter().map(|&i| pool[i]).collect());
        // Next combination in lexicographic order.
        let mut i = k;
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            if idx[i] != i + n - k {
                break;
            }
            if i == 0 {
                return;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// Enumerates the opponents' hands in order from `pool` and settles each deal.
fn deal_opponents<S: Showdown>(
    shared: &S::Shared,
    mine: S::Key,
    pool: CardSet,
    plan: &Plan,
    dealt: &mut Vec<S::Key>,
    tally: &mut Tally,
) {
    if dealt.len() == plan.opponents {
        tally.settle(mine, dealt.iter().copied());
        return;
    }
    let cards: Vec<Card> = pool.iter().collect();
    for_each_subset(&cards, plan.private, |hand| {
        dealt.push(S::key(shared, hand));
        deal_opponents::<S>(shared, mine, pool - hand, plan, dealt, tally);
        dealt.pop();
    });
}

/// The equity of a situation in the game `S`.
pub(crate) fn equity<S: Showdown>(
    situation: &Situation,
    budget: &EquityBudget,
) -> Result<Equity, EquityError> {
    let plan = plan::<S>(situation, budget)?;
    let mut tally = Tally {
        wins: 0,
        ties: 0,
        losses: 0,
        share: 0.0,
    };
    let exact = plan.deals.is_some_and(|d| d <= budget.max_deals);
    if exact {
        let unseen_set: CardSet = plan.unseen.iter().collect();
        let mut dealt = Vec::with_capacity(plan.opponents);
        for_each_subset(&plan.unseen, plan.common_to_deal, |more| {
            let common = situation.common | more;
            let shared = S::shared(common);
            let mine = S::key(&shared, situation.mine);
            deal_opponents::<S>(
                &shared,
                mine,
                unseen_set - more,
                &plan,
                &mut dealt,
                &mut tally,
            );
        });
    } else {
        let mut rng = GameRng::from_seed(Seed(budget.seed));
        let mut deck = plan.unseen.clone();
        let mut others = Vec::with_capacity(plan.opponents);
        for _ in 0..budget.max_deals {
            // A partial Fisher-Yates shuffle deals the common cards, then each opponent's.
            let needed = plan.common_to_deal + plan.private * plan.opponents;
            for k in 0..needed {
                let j = k + rng.index(deck.len() - k);
                deck.swap(k, j);
            }
            let common = situation.common | deck[..plan.common_to_deal].iter().collect::<CardSet>();
            let shared = S::shared(common);
            let mine = S::key(&shared, situation.mine);
            others.clear();
            for o in 0..plan.opponents {
                let from = plan.common_to_deal + o * plan.private;
                let hand: CardSet = deck[from..from + plan.private].iter().collect();
                others.push(S::key(&shared, hand));
            }
            tally.settle(mine, others.iter().copied());
        }
    }
    let deals = (tally.wins + tally.ties + tally.losses).max(1) as f64;
    Ok(Equity {
        wins: tally.wins,
        ties: tally.ties,
        losses: tally.losses,
        share: tally.share / deals,
        method: if exact {
            Method::Exact
        } else {
            Method::Sampled { seed: budget.seed }
        },
    })
}
