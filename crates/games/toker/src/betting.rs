//! Betting (Variation 3): no-limit with antes, bet sizes, side pots (ruling 6).
//!
//! The chips a player has put in this deal ([`Chips::in_pot`]) are all that the showdown needs:
//! [`side_pots`] layers them into a main pot and side pots, and [`award`] hands each pot to the
//! best hand among the players who are still in and paid into it. Chips are conserved exactly:
//! stacks plus the pot always total the chips the players started the match with.
//!
//! No-limit betting offers any amount; to keep the action list finite the engine offers four
//! sizes (see [`Chips::bet_sizes`]): the minimum bet or raise, half the pot, the pot and
//! all-in.

/// Every player's chips in a deal.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Chips {
    /// Chips in front of each player (not in the pot).
    pub stacks: Vec<u64>,
    /// Chips each player has put in the pot this deal (ante and bets).
    pub in_pot: Vec<u64>,
    /// Chips each player has put in during the current betting round.
    pub round_bets: Vec<u64>,
    /// The highest `round_bets`: what everyone must match.
    pub current_bet: u64,
    /// The size of the last full bet or raise this betting round: the next raise must be at
    /// least this much more (initially the ante, the smallest bet).
    pub last_raise: u64,
    /// Whether each player has acted since the last full bet or raise. A player who has acted
    /// and then faces only an all-in raise smaller than a full raise may call or fold but not
    /// raise again (the standard rule that a short all-in does not reopen the betting).
    pub acted: Vec<bool>,
}

impl Chips {
    /// Everyone with `chips`, nothing in the pot.
    #[must_use]
    pub fn new(players: usize, chips: u64, min_bet: u64) -> Chips {
        Chips {
            stacks: vec![chips; players],
            in_pot: vec![0; players],
            round_bets: vec![0; players],
            current_bet: 0,
            last_raise: min_bet,
            acted: vec![false; players],
        }
    }

    /// The chips in the pot (saturating: only a tampered state could exceed `u64::MAX`).
    #[must_use]
    pub fn pot(&self) -> u64 {
        self.in_pot.iter().fold(0, |a, &b| a.saturating_add(b))
    }

    /// All chips at the table (stacks and pot): constant through a match. Saturating, as
    /// [`pot`](Chips::pot).
    #[must_use]
    pub fn total(&self) -> u64 {
        self.checked_total().unwrap_or(u64::MAX)
    }

    /// All chips at the table, or `None` if the sum overflows.
    #[must_use]
    pub fn checked_total(&self) -> Option<u64> {
        self.stacks
            .iter()
            .chain(&self.in_pot)
            .try_fold(0u64, |a, &b| a.checked_add(b))
    }

    /// What `player` must add to match the current bet.
    #[must_use]
    pub fn to_call(&self, player: usize) -> u64 {
        let bet = self.round_bets.get(player).copied().unwrap_or(0);
        self.current_bet.saturating_sub(bet)
    }

    /// Whether `player` (still in the deal: `live`) must act before the betting round ends.
    #[must_use]
    pub fn needs_to_act(&self, player: usize, live: bool) -> bool {
        live && self.stacks.get(player).is_some_and(|&s| s > 0)
            && (!self.acted.get(player).copied().unwrap_or(true) || self.to_call(player) > 0)
    }

    /// Puts up to `amount` of `player`'s chips in the pot (all they have if less); returns what
    /// went in.
    pub fn put_in(&mut self, player: usize, amount: u64) -> u64 {
        let (Some(stack), Some(pot), Some(round)) = (
            self.stacks.get_mut(player),
            self.in_pot.get_mut(player),
            self.round_bets.get_mut(player),
        ) else {
            return 0;
        };
        let paid = amount.min(*stack);
        *stack -= paid;
        *pot = pot.saturating_add(paid);
        *round = round.saturating_add(paid);
        paid
    }

    /// Starts a betting round: nothing bet yet, nobody has acted.
    pub fn start_round(&mut self, min_bet: u64) {
        self.round_bets.iter_mut().for_each(|b| *b = 0);
        self.acted.iter_mut().for_each(|a| *a = false);
        self.current_bet = 0;
        self.last_raise = min_bet;
    }

    /// The totals `player` may bet or raise to now (their chips in this round afterwards), in
    /// increasing order: the minimum (the ante for a first bet; the current bet plus the last
    /// raise for a raise), half the pot and the pot (pot-sized raises count the call first),
    /// and all-in. Sizes that are below the minimum or not below all-in are dropped; all-in is
    /// always offered when the player has more than the call. Empty when the player cannot
    /// raise: short of chips, or already acted and facing only a short all-in.
    #[must_use]
    pub fn bet_sizes(&self, player: usize) -> Vec<u64> {
        let Some(sizes) = self.bet_size_kinds(player) else {
            return Vec::new();
        };
        let all_in = sizes.all_in;
        let mut offered: Vec<u64> = [sizes.min, sizes.half_pot, sizes.pot]
            .into_iter()
            .filter(|&to| to >= sizes.min && to < all_in)
            .collect();
        offered.push(all_in);
        offered.sort_unstable();
        offered.dedup();
        offered
    }

    /// The four sizes [`bet_sizes`](Chips::bet_sizes) chooses from, by kind (before dropping
    /// the ones out of range); `None` when `player` cannot raise.
    pub(crate) fn bet_size_kinds(&self, player: usize) -> Option<BetSizes> {
        let (&stack, &bet, &acted) = (
            self.stacks.get(player)?,
            self.round_bets.get(player)?,
            self.acted.get(player)?,
        );
        let all_in = bet.saturating_add(stack);
        if acted || all_in <= self.current_bet {
            return None;
        }
        let pot_after_call = self.pot().saturating_add(self.to_call(player));
        Some(BetSizes {
            min: self.current_bet.saturating_add(self.last_raise),
            half_pot: self.current_bet.saturating_add(pot_after_call / 2),
            pot: self.current_bet.saturating_add(pot_after_call),
            all_in,
        })
    }

    /// Records a bet or raise to `to` by `player` (already checked against
    /// [`bet_sizes`](Chips::bet_sizes)): a full raise reopens the betting for everyone else.
    pub fn bet_to(&mut self, player: usize, to: u64) {
        let bet = self.round_bets.get(player).copied().unwrap_or(0);
        self.put_in(player, to.saturating_sub(bet));
        let raise = to.saturating_sub(self.current_bet);
        if raise >= self.last_raise {
            self.last_raise = raise;
            for (p, acted) in self.acted.iter_mut().enumerate() {
                if p != player {
                    *acted = false;
                }
            }
        }
        self.current_bet = self.current_bet.max(to);
        if let Some(a) = self.acted.get_mut(player) {
            *a = true;
        }
    }
}

/// The bet totals a player may choose from, by kind ([`Chips::bet_size_kinds`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BetSizes {
    /// The minimum bet or raise.
    pub(crate) min: u64,
    /// Half the pot (after the call).
    pub(crate) half_pot: u64,
    /// The pot (after the call).
    pub(crate) pot: u64,
    /// All the player's chips.
    pub(crate) all_in: u64,
}

/// One pot: its chips and the seats that may win it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Pot {
    /// Chips in the pot.
    pub amount: u64,
    /// Seats still in the deal that paid into it, in seat order.
    pub eligible: Vec<usize>,
}

/// Layers the deal's contributions into the main pot and side pots. `live[s]` says whether seat
/// `s` is still in (has not folded). Each distinct amount put in by a live player closes a pot;
/// folded players' chips fill the layers they reached; anything above the highest live amount
/// (not possible in a legal deal) goes to the last pot, so the pots always hold every chip.
///
/// ```
/// use tic_toker::betting::{side_pots, Pot};
///
/// // A all-in for 20, B all-in for 50, C calls 50, D folded after putting in 10.
/// let pots = side_pots(&[20, 50, 50, 10], &[true, true, true, false]);
/// assert_eq!(pots, vec![
///     Pot { amount: 70, eligible: vec![0, 1, 2] }, // 20 x 3 + D's 10
///     Pot { amount: 60, eligible: vec![1, 2] },    // 30 x 2
/// ]);
/// ```
#[must_use]
pub fn side_pots(contributions: &[u64], live: &[bool]) -> Vec<Pot> {
    let mut levels: Vec<u64> = contributions
        .iter()
        .zip(live)
        .filter(|&(&c, &l)| l && c > 0)
        .map(|(&c, _)| c)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut pots = Vec::with_capacity(levels.len());
    let mut below = 0;
    for (i, &level) in levels.iter().enumerate() {
        let last = i + 1 == levels.len();
        let amount = contributions
            .iter()
            .map(|&c| {
                let cap = if last { c } else { c.min(level) };
                cap.saturating_sub(below.min(c))
            })
            .fold(0, u64::saturating_add);
        let eligible = (0..contributions.len())
            .filter(|&s| live.get(s).copied().unwrap_or(false) && contributions[s] >= level)
            .collect();
        pots.push(Pot { amount, eligible });
        below = level;
    }
    pots
}

/// Awards the pots: each goes to the eligible seats with the best (lowest) place, split evenly;
/// odd chips go one each to the winners first in `order` (the seats from the dealer's left).
/// `places[s]` is seat `s`'s showdown place (`None` for seats not in the showdown). Returns the
/// chips won per seat; the total equals the pots' total.
///
/// ```
/// use tic_toker::betting::{award, Pot};
///
/// let pots = vec![Pot { amount: 70, eligible: vec![0, 1, 2] }, Pot { amount: 60, eligible: vec![1, 2] }];
/// // Seat 0 has the best hand: it wins the main pot only; seat 2 beats seat 1 for the side pot.
/// let won = award(&pots, &[Some(0), Some(2), Some(1), None], &[0, 1, 2, 3]);
/// assert_eq!(won, vec![70, 0, 60, 0]);
/// ```
#[must_use]
pub fn award(pots: &[Pot], places: &[Option<usize>], order: &[usize]) -> Vec<u64> {
    let mut won = vec![0u64; places.len()];
    for pot in pots {
        let place_of = |s: usize| places.get(s).copied().flatten();
        let Some(best) = pot.eligible.iter().filter_map(|&s| place_of(s)).min() else {
            continue;
        };
        let winners: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&s| pot.eligible.contains(&s) && place_of(s) == Some(best))
            .collect();
        let count = winners.len() as u64;
        if count == 0 {
            continue;
        }
        let share = pot.amount / count;
        let odd = pot.amount % count;
        for (i, &s) in winners.iter().enumerate() {
            if let Some(w) = won.get_mut(s) {
                *w = w.saturating_add(share + u64::from((i as u64) < odd));
            }
        }
    }
    won
}
