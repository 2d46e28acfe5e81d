//! The meld solver: the partition of a hand into melds that leaves the fewest points outside.
//!
//! How it works. The hand is a count vector over the 52 suited cards (the *naturals*) plus a
//! pool of wild cards. A depth-first search always takes the lowest remaining natural `c` (in
//! suit, then rank order) and decides its fate: left out (it costs its points), turned into a
//! wild card (only for cards of a wild rank), put in a set of its rank, or put in a run of its
//! suit. The search only builds *skeleton* melds, with no more wild cards than needed: a set
//! takes wild cards only to reach three cards, and a run longer than three cards has natural
//! cards at both ends. Any other wild card is *absorbed* at the end into a meld with room (a set
//! has unbounded room, a run `13 - length`). Because `c` is the lowest natural, a skeleton run
//! that contains it starts at it (or at a low ace), and a set contains no natural of a lower
//! suit, so every partition is found once in skeleton form. Wild cards are interchangeable in
//! melds, so the search only counts them: each joker and each card of a wild rank is either
//! left out (it costs its points) or *committed* to the melds (it costs nothing), the jokers'
//! split chosen once at the root, and the state keeps the balance of committed wild cards
//! minus those the skeleton melds took; at the end the balance must be between zero and the
//! room left. It memoises on (remaining naturals, balance, room), which is where the speed
//! comes from, and stops trying moves once a sub-hand melds entirely (nothing beats zero).
//! Melds are tried first so such hands are found early. The cost is still exponential in the
//! worst case: [`MAX_HAND`] bounds it.
//!
//! The objective is the points left outside melds, then the number of cards left outside, so a
//! hand that melds entirely (a "Tick") is the unique optimum of cost zero.

use core::hash::{BuildHasherDefault, Hash, Hasher};
use std::collections::HashMap;

use thiserror::Error;

use crate::meld::rank_at;
use crate::{Card, Meld, MeldKind, MeldRules, PointTable, Rank, Suit};

/// The most cards a hand given to the solver may hold: 20.
///
/// The search is exponential in the worst case, so its cost is bounded by bounding the hand.
/// The largest real hand in Tick holds 14 cards (13 dealt in the last deal plus the card drawn
/// before discarding); rummy games with 10- or 13-card hands fit likewise. 20 leaves room to
/// spare, and its worst case found stays in the tens of milliseconds and a few megabytes (see
/// `docs/PERFORMANCE.md`, "Tick meld solver"). Larger hands are a
/// [`SolveError::HandTooLarge`].
pub const MAX_HAND: usize = 20;

/// The most copies of one card value (jokers included) a hand given to the solver may hold.
pub const MAX_COPIES: usize = 15;

/// Why the solver refused a hand.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SolveError {
    /// Too many cards.
    #[error("a hand of {cards} cards is too large for the meld solver (at most {max})")]
    HandTooLarge {
        /// Cards in the hand.
        cards: usize,
        /// The limit, [`MAX_HAND`].
        max: usize,
    },
    /// Too many copies of one card.
    #[error("the hand holds {count} copies of {card}; the meld solver takes at most {max}")]
    TooManyCopies {
        /// The card.
        card: Card,
        /// Its copies.
        count: usize,
        /// The limit, [`MAX_COPIES`].
        max: usize,
    },
}

/// A hand split into melds and the cards left outside them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Partition {
    /// The melds.
    pub melds: Vec<Meld>,
    /// The cards in no meld, in card order.
    pub leftover: Vec<Card>,
    /// The points of the leftover cards.
    pub points: u32,
}

impl Partition {
    /// Whether every card is in a meld (a "Tick").
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.leftover.is_empty()
    }
}

impl core::fmt::Display for Partition {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for meld in &self.melds {
            writeln!(f, "{meld}")?;
        }
        write!(f, "left over:")?;
        if self.leftover.is_empty() {
            write!(f, " nothing")?;
        }
        for card in &self.leftover {
            write!(f, " {card}")?;
        }
        write!(f, " ({} points)", self.points)
    }
}

/// The best partition of `hand` into melds: fewest points outside, then fewest cards outside.
///
/// ```
/// use rummy_cards::{best_partition, parse_cards, MeldRules, PointTable, Rank};
///
/// let hand = parse_cards("5h 6h 7h 9s 9d jk Kc 2d")?;
/// let rules = MeldRules::new([Rank::Seven]);
/// let best = best_partition(&hand, &rules, &PointTable::tick()).expect("a small hand");
/// // 5h 6h 7h is a run, 9s 9d and the joker a set; the king and the two are left over.
/// assert_eq!(best.points, 25 + 2);
/// assert_eq!(best.melds.len(), 2);
/// # Ok::<(), rummy_cards::ParseCardError>(())
/// ```
pub fn best_partition(
    hand: &[Card],
    rules: &MeldRules,
    points: &PointTable,
) -> Result<Partition, SolveError> {
    MeldSolver::new(*rules, *points).best_partition(hand)
}

/// The points left outside melds by the best partition (faster than [`best_partition`]).
pub fn min_points(
    hand: &[Card],
    rules: &MeldRules,
    points: &PointTable,
) -> Result<u32, SolveError> {
    MeldSolver::new(*rules, *points).min_points(hand)
}

/// Whether every card of `hand` can be put in a melds (a "Tick").
///
/// ```
/// use rummy_cards::{can_meld_all, parse_cards, MeldRules, Rank};
/// let rules = MeldRules::new([Rank::Three]);
/// assert!(can_meld_all(&parse_cards("3h 8s 8c")?, &rules)?);
/// assert!(!can_meld_all(&parse_cards("jk 8s 9c")?, &rules)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn can_meld_all(hand: &[Card], rules: &MeldRules) -> Result<bool, SolveError> {
    let mut solver = MeldSolver::new(*rules, PointTable::count());
    Ok(solver.min_cost(hand)? == 0)
}

/// A reusable solver for one set of rules and points: keeps its memo table's memory between
/// hands (each hand starts from an empty table).
#[derive(Clone, Debug)]
pub struct MeldSolver {
    rules: MeldRules,
    points: PointTable,
    memo: HashMap<Key, u64, BuildHasherDefault<KeyHasher>>,
    moves: Vec<Vec<Move>>,
    /// Per search: cost of leaving each card out (points * 128 + 1).
    card_cost: [u64; 53],
    /// Per search: jokers plus cards of wild ranks in the hand.
    wild_capable: u8,
    /// Per search: jokers in the hand.
    jokers: u8,
}

const INF: u64 = u64::MAX / 4;

impl MeldSolver {
    /// A solver for these rules and points.
    #[must_use]
    pub fn new(rules: MeldRules, points: PointTable) -> MeldSolver {
        MeldSolver {
            rules,
            points,
            memo: HashMap::default(),
            moves: Vec::new(),
            card_cost: [0; 53],
            wild_capable: 0,
            jokers: 0,
        }
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &MeldRules {
        &self.rules
    }

    /// The point table.
    #[must_use]
    pub fn points(&self) -> &PointTable {
        &self.points
    }

    /// How many search states the last solve visited (a measure of its work, for benchmarks
    /// and worst-case searches).
    #[must_use]
    pub fn last_states(&self) -> usize {
        self.memo.len()
    }

    /// The points left outside melds by the best partition.
    pub fn min_points(&mut self, hand: &[Card]) -> Result<u32, SolveError> {
        let cost = self.min_cost(hand)?;
        Ok(u32::try_from(cost >> 7).unwrap_or(u32::MAX))
    }

    /// Whether the whole hand melds.
    pub fn can_meld_all(&mut self, hand: &[Card]) -> Result<bool, SolveError> {
        Ok(self.min_cost(hand)? == 0)
    }

    /// The best partition (fewest points outside, then fewest cards outside).
    pub fn best_partition(&mut self, hand: &[Card]) -> Result<Partition, SolveError> {
        let root = self.prepare(hand)?;
        let (best, jokers_used) = self.solve(root);
        Ok(self.reconstruct(root, jokers_used, best))
    }

    fn min_cost(&mut self, hand: &[Card]) -> Result<u64, SolveError> {
        let root = self.prepare(hand)?;
        Ok(self.solve(root).0)
    }

    /// The best cost over the number of jokers used as wild cards (the others are left out),
    /// and that number.
    fn solve(&mut self, root: State) -> (u64, u8) {
        let mut best = (INF, 0);
        for used in 0..=self.jokers {
            let left_out = u64::from(self.jokers - used) * self.card_cost[52];
            let start = State {
                balance: used as i8,
                ..root
            };
            let cost = left_out.saturating_add(self.dfs(&start, 0));
            if cost < best.0 {
                best = (cost, used);
            }
        }
        best
    }

    fn prepare(&mut self, hand: &[Card]) -> Result<State, SolveError> {
        if hand.len() > MAX_HAND {
            return Err(SolveError::HandTooLarge {
                cards: hand.len(),
                max: MAX_HAND,
            });
        }
        let mut counts = [0usize; 53];
        for card in hand {
            counts[card.index()] += 1;
        }
        if let Some((i, &count)) = counts.iter().enumerate().find(|(_, c)| **c > MAX_COPIES) {
            return Err(SolveError::TooManyCopies {
                card: Card::from_index(i).unwrap_or(Card::JOKER),
                count,
                max: MAX_COPIES,
            });
        }
        for (i, cost) in self.card_cost.iter_mut().enumerate() {
            let card = Card::from_index(i).unwrap_or(Card::JOKER);
            *cost = u64::from(self.points.of(card)) * 128 + 1;
        }
        self.memo.clear();

        let mut state = State::default();
        let mut wild_capable = counts[52];
        for (i, &count) in counts.iter().enumerate().take(52) {
            state.nat[i >> 4] |= (count as u64) << ((i & 15) * 4);
            if self.rules.wild_ranks.contains(rank_of_slot(i)) {
                wild_capable += count;
            }
        }
        self.jokers = counts[52] as u8;
        self.wild_capable = wild_capable as u8;
        Ok(state)
    }

    /// Once no natural is left: the wild cards committed to melds must be exactly those the
    /// skeleton melds need plus at most the room to absorb the rest.
    fn terminal(st: &State) -> u64 {
        if st.balance >= 0 && st.balance as u8 <= st.cap {
            0
        } else {
            INF
        }
    }

    fn dfs(&mut self, st: &State, depth: usize) -> u64 {
        let Some(slot) = st.lowest() else {
            return Self::terminal(st);
        };
        let key = st.key();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut moves = self.take_moves(depth);
        self.gen_moves(st, slot, &mut moves);
        let mut best = INF;
        for mv in &moves {
            let child = st.apply(mv, self.wild_capable);
            let v = mv.cost.saturating_add(self.dfs(&child, depth + 1));
            best = best.min(v);
            // Nothing beats melding every card left: the value is exact already.
            if best == 0 {
                break;
            }
        }
        self.moves[depth] = moves;
        self.memo.insert(key, best);
        best
    }

    fn take_moves(&mut self, depth: usize) -> Vec<Move> {
        if self.moves.len() <= depth {
            self.moves.resize_with(depth + 1, Vec::new);
        }
        let mut moves = core::mem::take(&mut self.moves[depth]);
        moves.clear();
        moves
    }

    /// The moves for the lowest natural `slot`: melds first (so a hand that melds entirely is
    /// found early), then turning it wild or leaving it out.
    fn gen_moves(&self, st: &State, slot: usize, out: &mut Vec<Move>) {
        self.gen_melds_and_rest(st, slot, out);
        let singles = out
            .iter()
            .take_while(|m| matches!(m.kind, MoveKind::Convert | MoveKind::Leftover))
            .count();
        out.rotate_left(singles);
    }

    fn gen_melds_and_rest(&self, st: &State, slot: usize, out: &mut Vec<Move>) {
        let rank = rank_of_slot(slot);
        let suit_index = slot / 13;
        // Wild cards the melds may still use: the pool, plus the wild-rank naturals not yet
        // decided (each may still be turned into a wild card).
        let undecided: u32 = self
            .rules
            .wild_ranks
            .iter()
            .map(|r| {
                (0..4)
                    .map(|s| u32::from(st.count(s * 13 + r.index())))
                    .sum::<u32>()
            })
            .sum();
        // A meld may take `wilds` wild cards if the committed ones not yet used, plus the
        // undecided wild-rank naturals, can cover them.
        let affordable = |wilds: u8| i32::from(wilds) <= i32::from(st.balance) + undecided as i32;
        if self.rules.wild_ranks.contains(rank) {
            out.push(Move {
                kind: MoveKind::Convert,
                take: [slot as u8; 14],
                n: 1,
                wilds: 0,
                room: 0,
                cost: 0,
            });
        }
        out.push(Move {
            kind: MoveKind::Leftover,
            take: [slot as u8; 14],
            n: 1,
            wilds: 0,
            room: 0,
            cost: self.card_cost[slot],
        });

        // Sets: `c` plus any sub-multiset of the remaining naturals of its rank.
        let mut cands = [(0usize, 0u8); 4];
        let mut nc = 0;
        for s in suit_index..4 {
            let other = s * 13 + rank.index();
            let count = st.count(other) - u8::from(other == slot);
            if count > 0 {
                cands[nc] = (other, count);
                nc += 1;
            }
        }
        let mut pick = [0u8; 4];
        loop {
            let naturals: u8 = 1 + pick[..nc].iter().sum::<u8>();
            let wilds = 3u8.saturating_sub(naturals);
            // A set of 6 or more naturals is two sets: only smaller ones are searched.
            if naturals <= 5 && affordable(wilds) {
                let mut mv = Move {
                    kind: MoveKind::Set,
                    take: [slot as u8; 14],
                    n: 1,
                    wilds,
                    room: u8::MAX,
                    cost: 0,
                };
                for (k, &(other, _)) in cands[..nc].iter().enumerate() {
                    for _ in 0..pick[k] {
                        mv.take[usize::from(mv.n)] = other as u8;
                        mv.n += 1;
                    }
                }
                out.push(mv);
            }
            // Odometer over the counts.
            let mut k = 0;
            while k < nc {
                if pick[k] < cands[k].1 {
                    pick[k] += 1;
                    break;
                }
                pick[k] = 0;
                k += 1;
            }
            if k == nc {
                break;
            }
        }

        // Runs of `c`'s suit that contain `c`.
        let suit_base = suit_index * 13;
        // Naturals available at each run place (1 = low ace, 14 = high ace), `c` excluded.
        let mut avail = [0u8; 15];
        for (q, a) in avail.iter_mut().enumerate().skip(1) {
            let s = suit_base + slot_rank_index(q as u8);
            *a = st.count(s) - u8::from(s == slot);
        }
        let avail = |q: u8| avail[usize::from(q)];
        let lowest = self.rules.lowest_position();
        let mut places = [0u8; 2];
        let mut np = 0;
        places[np] = rank.value();
        np += 1;
        if rank == Rank::Ace && self.rules.ace_low {
            places[np] = 1;
            np += 1;
        }
        for &p in &places[..np] {
            let lo_min = p.saturating_sub(12).max(lowest);
            for lo in lo_min..=p {
                // Below `c` only a low ace can still be natural: a window starting lower than
                // `p - 2` is longer than 3 and must start on a natural.
                if lo + 2 < p && !(lo == 1 && avail(1) > 0) {
                    continue;
                }
                let hi_min = p.max(lo + 2);
                let hi_max = (lo + 12).min(14);
                for hi in hi_min..=hi_max {
                    let len = hi - lo + 1;
                    let capable = |q: u8| q == p || avail(q) > 0;
                    if len > 3 && !(capable(lo) && capable(hi)) {
                        continue;
                    }
                    // Places that may hold a natural, and those that must.
                    let mut free = [0u8; 13];
                    let mut nfree = 0;
                    let mut forced = [0u8; 2];
                    let mut nforced = 0;
                    for q in lo..=hi {
                        if q == p || avail(q) == 0 {
                            continue;
                        }
                        if len > 3 && (q == lo || q == hi) {
                            forced[nforced] = q;
                            nforced += 1;
                        } else {
                            free[nfree] = q;
                            nfree += 1;
                        }
                    }
                    let max_naturals = 1 + nforced + nfree;
                    let min_wilds = len - max_naturals as u8;
                    if !affordable(min_wilds) {
                        continue;
                    }
                    for mask in 0u32..(1 << nfree) {
                        let naturals = 1 + nforced + mask.count_ones() as usize;
                        let wilds = len - naturals as u8;
                        if !affordable(wilds) {
                            continue;
                        }
                        let mut mv = Move {
                            kind: MoveKind::Run { lo, hi },
                            take: [slot as u8; 14],
                            n: 1,
                            wilds,
                            room: 13 - len,
                            cost: 0,
                        };
                        let chosen = forced[..nforced].iter().copied().chain(
                            free[..nfree]
                                .iter()
                                .enumerate()
                                .filter(|(i, _)| mask & (1 << i) != 0)
                                .map(|(_, q)| *q),
                        );
                        for q in chosen {
                            mv.take[usize::from(mv.n)] = (suit_base + slot_rank_index(q)) as u8;
                            mv.n += 1;
                        }
                        out.push(mv);
                    }
                }
            }
        }
    }

    fn reconstruct(&mut self, root: State, jokers_used: u8, best: u64) -> Partition {
        let mut st = State {
            balance: jokers_used as i8,
            ..root
        };
        let mut chosen: Vec<Move> = Vec::new();
        let mut converted: Vec<Card> = Vec::new();
        let mut leftover: Vec<Card> = Vec::new();
        let mut target = best - u64::from(self.jokers - jokers_used) * self.card_cost[52];
        let mut depth = 0;
        while let Some(slot) = st.lowest() {
            let mut moves = self.take_moves(depth);
            self.gen_moves(&st, slot, &mut moves);
            let mut next = None;
            for mv in &moves {
                let child = st.apply(mv, self.wild_capable);
                let v = mv.cost.saturating_add(self.dfs(&child, depth + 1));
                if v == target {
                    next = Some((*mv, child));
                    break;
                }
            }
            self.moves[depth] = moves;
            let Some((mv, child)) = next else {
                // Unreachable: the best value is always achieved by some move.
                break;
            };
            target -= mv.cost;
            let card = Card::from_index(slot).unwrap_or(Card::JOKER);
            match mv.kind {
                MoveKind::Leftover => leftover.push(card),
                MoveKind::Convert => converted.push(card),
                _ => chosen.push(mv),
            }
            st = child;
            depth += 1;
        }

        // The wild cards: the jokers used and the converted cards, most expensive first; the
        // other jokers are left out.
        leftover.extend(std::iter::repeat_n(
            Card::JOKER,
            usize::from(self.jokers - jokers_used),
        ));
        let mut wilds: Vec<Card> = converted;
        wilds.extend(std::iter::repeat_n(Card::JOKER, usize::from(jokers_used)));
        wilds.sort_by_key(|c| core::cmp::Reverse((self.card_cost[c.index()], *c)));
        let mut wilds: std::collections::VecDeque<Card> = wilds.into();
        // The next wild card to use; among equally costly ones (same rank), the card `wanted`
        // if there is one, so a wild seven fills the place of the seven it is.
        let mut next_wild = |wanted: Option<Card>| -> Option<Card> {
            let first = *wilds.front()?;
            if let Some(at) = wilds
                .iter()
                .position(|c| Some(*c) == wanted && c.rank() == first.rank())
            {
                wilds.swap(0, at);
            }
            wilds.pop_front()
        };

        // Runs first, so wild cards can sit at their own places in them.
        chosen.sort_by_key(|mv| !matches!(mv.kind, MoveKind::Run { .. }));
        let mut melds: Vec<(MeldKind, Vec<Card>, u8, u8)> = Vec::new();
        for mv in &chosen {
            let first = Card::from_index(usize::from(mv.take[0])).unwrap_or(Card::JOKER);
            let suit = first.suit().unwrap_or(Suit::Clubs);
            let rank = first.rank().unwrap_or(Rank::Two);
            let naturals: Vec<Card> = mv.take[..usize::from(mv.n)]
                .iter()
                .filter_map(|&s| Card::from_index(usize::from(s)))
                .collect();
            match mv.kind {
                MoveKind::Run { lo, hi } => {
                    let mut cards = Vec::with_capacity(usize::from(hi - lo + 1));
                    for q in lo..=hi {
                        let wanted = rank_at(q).map(|r| Card::new(r, suit));
                        match naturals.iter().find(|c| Some(**c) == wanted) {
                            Some(c) => cards.push(*c),
                            None => cards.extend(next_wild(wanted)),
                        }
                    }
                    let kind = MeldKind::Run {
                        suit,
                        low: rank_at(lo).unwrap_or(Rank::Two),
                        high: rank_at(hi).unwrap_or(Rank::Ace),
                    };
                    melds.push((kind, cards, lo, hi));
                }
                _ => {
                    let mut cards = naturals;
                    for _ in 0..mv.wilds {
                        cards.extend(next_wild(Some(Card::new(rank, suit))));
                    }
                    melds.push((MeldKind::Set { rank }, cards, 0, 0));
                }
            }
        }
        // Absorb spare wild cards: into a set if there is one, else by lengthening runs.
        let mut spare: Vec<Card> = core::iter::from_fn(|| next_wild(None)).collect();
        let absorb = spare.len().min(usize::from(st.cap));
        let absorbed: Vec<Card> = spare.drain(..absorb).collect();
        if let Some(set) = melds
            .iter_mut()
            .find(|m| matches!(m.0, MeldKind::Set { .. }))
        {
            set.1.extend(absorbed);
        } else {
            let lowest = self.rules.lowest_position();
            let mut absorbed = absorbed.into_iter().peekable();
            for (kind, cards, lo, hi) in &mut melds {
                while absorbed.peek().is_some() && *hi - *lo + 1 < 13 {
                    if *hi < 14 {
                        *hi += 1;
                        cards.extend(absorbed.next());
                    } else if *lo > lowest {
                        *lo -= 1;
                        cards.splice(0..0, absorbed.next());
                    } else {
                        break;
                    }
                }
                if let MeldKind::Run { suit, .. } = *kind {
                    *kind = MeldKind::Run {
                        suit,
                        low: rank_at(*lo).unwrap_or(Rank::Two),
                        high: rank_at(*hi).unwrap_or(Rank::Ace),
                    };
                }
            }
            spare.extend(absorbed);
        }
        leftover.extend(spare);
        leftover.sort_unstable();
        let points = leftover.iter().map(|c| self.points.of(*c)).sum();
        Partition {
            melds: melds
                .into_iter()
                .map(|(kind, cards, _, _)| Meld::from_parts(kind, cards))
                .collect(),
            leftover,
            points,
        }
    }
}

fn rank_of_slot(slot: usize) -> Rank {
    Rank::ALL[slot % 13]
}

/// The rank index (two = 0) of a run place (1 = low ace, 14 = high ace).
fn slot_rank_index(position: u8) -> usize {
    if position <= 1 {
        12
    } else {
        usize::from(position) - 2
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MoveKind {
    Leftover,
    Convert,
    Set,
    Run { lo: u8, hi: u8 },
}

#[derive(Clone, Copy, Debug)]
struct Move {
    kind: MoveKind,
    /// The naturals taken (slots, repeated for copies), `c` first.
    take: [u8; 14],
    n: u8,
    /// Wild cards the skeleton needs.
    wilds: u8,
    /// Room for absorbed wild cards (`u8::MAX`: unbounded).
    room: u8,
    cost: u64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct State {
    /// Natural counts, 4 bits per card index 0..52.
    nat: [u64; 4],
    /// Wild cards committed to melds (jokers chosen at the root, converted wild-rank cards)
    /// minus those the skeleton melds took: negative while melds wait for wild-rank
    /// naturals not decided yet.
    balance: i8,
    /// Room to absorb wild cards (capped at the wild cards in the hand).
    cap: u8,
}

impl State {
    fn count(&self, slot: usize) -> u8 {
        ((self.nat[slot >> 4] >> ((slot & 15) * 4)) & 15) as u8
    }

    fn lowest(&self) -> Option<usize> {
        self.nat
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 16 + (w.trailing_zeros() / 4) as usize)
    }

    fn apply(&self, mv: &Move, wild_capable: u8) -> State {
        let mut next = *self;
        for &s in &mv.take[..usize::from(mv.n)] {
            let s = usize::from(s);
            next.nat[s >> 4] -= 1 << ((s & 15) * 4);
        }
        match mv.kind {
            MoveKind::Leftover => {}
            MoveKind::Convert => next.balance += 1,
            MoveKind::Set | MoveKind::Run { .. } => {
                next.balance -= mv.wilds as i8;
                next.cap = self.cap.saturating_add(mv.room).min(wild_capable);
            }
        }
        next
    }

    fn key(&self) -> Key {
        Key {
            nat: self.nat,
            rest: u128::from(self.balance as u8) | (u128::from(self.cap) << 8),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    nat: [u64; 4],
    rest: u128,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for w in self.nat {
            state.write_u64(w);
        }
        state.write_u64(self.rest as u64);
        state.write_u64((self.rest >> 64) as u64);
    }
}

/// A fast multiplicative hasher for the memo keys (the keys are not attacker-chosen in a way
/// that matters: a slow hash only slows one solve).
#[derive(Clone, Copy, Debug, Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // The multiply only carries entropy upwards: fold the high bits down (SplitMix64's
        // finaliser) so the table's bucket index sees every word.
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}
