//! Team TIC for learning agents: [`Encoded`] for [`TeamTic`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//!
//! # Actions
//!
//! Every action is one index. A new set ([`TeamAction::LaySet`]) carries 3 to 5 cards and the
//! game has no smaller decisions to build it from (no select-then-lay), so a set is numbered
//! whole, which stays small for Tic sets and does not for Duo sequences (below).
//!
//! | action | index |
//! |---|---|
//! | `DrawFromDeck` | `0` |
//! | `PickUp { card, .. }` | `1 + c` (a card's position in the chain follows from the card) |
//! | `Discard(card)` | `126 + c` |
//! | `AddCard` | `251 + ...`, by the melds (below) |
//! | `LaySet` | `A + ...`, after the `AddCard` block, by the melds (below) |
//!
//! **Tic sets** (the default). A laid Tic set lies on one of the 75 Tic lines
//! ([`TicLine::index`]: number+shape lines `5n + s`, number+color `25 + 5n + c`, shape+color
//! `50 + 5s + c`, values from 0), and no two sets share a line (that would take six of its five
//! cards), so the line names the set:
//! - `AddCard { card, set, end: Back }`: `251 + 3c + k`, where `k` (0 to 2) is which of the
//!   card's three lines (number+shape, number+color, shape+color) the set lies on;
//! - `LaySet(cards)` (cards in card order, as listed): `626 + 16 * line + r`, where `r` is the
//!   rank of the set's 5-bit mask (bit `i` for the line's `i`-th card in card order) among the
//!   16 masks of 3 or more bits, in increasing order (`0b00111` is 0, `0b11111` is 15).
//!
//! The action space is **1,826** (any number of players).
//!
//! **Duo sequences** (the variation). The table holds at most 41 sets (125 cards, 3 or more a
//! set), numbered by their place:
//! - `AddCard { card, set, end }`: `251 + (41c + set) * 2 + end` (front 0, back 1), up to
//!   10,501;
//! - `LaySet(run)` (the run as listed: its first card's number below its last's):
//!   `10,501 + B(L) + W(L) * c0 + local`, with `L` the length, `c0` the first card,
//!   `W(L) = 8 + 12 * 5^(L-1)` and `B(3) = 0, B(4) = 38,500, B(5) = 227,000`. A Tripo run
//!   (all three properties step) has `local = d` (bit `p` of `d` set when property `p`, in
//!   the order number, shape, color, goes up at the first step); a Duo run, where property `f`
//!   (0 to 2) does not step, has `local = 8 + (4f + d) * 5^(L-1) + sum of (v_i - 1) * 5^(i-1)`
//!   for `i` from 1 to `L - 1`, with `d` the first-step directions of the two stepping
//!   properties (bit 0 the first in that order) and `v_i` the value of property `f` on card
//!   `i` (from 0).
//!
//! The action space is **1,176,001**: the runs are that many (the property that does not step
//! may take any value at every card), and the variation has no smaller decisions to split a
//! laydown into. Learners will want the Tic game, or a masked or factored head for this one.
//!
//! # Observation
//!
//! Built from the seat's view alone. Seats count from the observer (seat 0), sides from the
//! observer's side (side 0). With `n` players and `T` sides (2 for two or four players, 3 for
//! six); card blocks are 125 long, one value per card:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 125 | the discard chain: `(i + 1) / len` for the card at position `i` (oldest 0), so the newest card is 1 |
//! | 250 | 125 | the card picked up that must be laid now (in that phase) |
//! | 375 | T x 125 | the cards in each side's sets, side `s` at `375 + 125s` |
//! | 375 + 125T | 125 | cards opponents added to a set (score nothing for whoever added them) |
//! | 500 + 125T | 125 | cards at either end of a laid set |
//! | 625 + 125T | n | cards in each seat's hand / the deal's hand size (12 head to head, 8 in teams) |
//! | 625 + 125T + n | T | each side's score / 100 (set points so far during play; final scores at the end) |
//! | 625 + 126T + n | n | whose turn it is, one-hot by seat |
//! | 625 + 126T + 2n | 4 | the phase one-hot: draw, must lay, play, over |
//! | 629 + 126T + 2n | 5 | cards in the deck / 125; in the chain / 125; cards the player to act may still add to opponents' sets / the config's limit; rounds played / rounds; whether the observer is to act |
//!
//! Length `634 + 126T + 2n`: **890** for the default two players.
//!
//! # Returns
//!
//! The default: by rank at the end (partners share a score, so a side's seats tie), zero-sum.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::{Card, Property, Props, TicLine, is_wrapping_sequence};

use crate::actions::TeamAction;
use crate::config::{Melds, TeamTicConfig};
use crate::sets::{MAX_SET, MIN_SET, is_canonical, is_set};
use crate::state::{Phase, TeamTic};
use tic_rummy::End;

const CARDS: usize = Card::COUNT;
const PICK_UP: usize = 1;
const DISCARD: usize = PICK_UP + CARDS;
const ADD: usize = DISCARD + CARDS;
/// The most sets the table can hold.
const MAX_SETS: usize = CARDS / MIN_SET;
/// Tic: the `AddCard` block (a card and one of its three lines) and the `LaySet` block.
const TIC_LAY: usize = ADD + 3 * CARDS;
const TIC_SPACE: usize = TIC_LAY + 75 * 16;
/// Duo: the `AddCard` block (a card, a set's place and an end) and the `LaySet` block.
const DUO_LAY: usize = ADD + CARDS * MAX_SETS * 2;
const DUO_SPACE: usize = DUO_LAY + run_base(MAX_SET + 1);

/// The rank of each 5-bit mask among those with 3 or more bits (`u8::MAX` for the others).
const MASK_RANK: [u8; 32] = {
    let mut out = [u8::MAX; 32];
    let mut mask = 0;
    let mut rank = 0;
    while mask < 32 {
        if (mask as u32).count_ones() >= 3 {
            out[mask] = rank;
            rank += 1;
        }
        mask += 1;
    }
    out
};

/// `5^k`.
const fn pow5(k: usize) -> usize {
    let mut out = 1;
    let mut i = 0;
    while i < k {
        out *= 5;
        i += 1;
    }
    out
}

/// Indices per first card for runs of length `len`.
const fn run_width(len: usize) -> usize {
    8 + 12 * pow5(len - 1)
}

/// Where the runs of length `len` start.
const fn run_base(len: usize) -> usize {
    let mut base = 0;
    let mut l = MIN_SET;
    while l < len {
        base += CARDS * run_width(l);
        l += 1;
    }
    base
}

/// The index of the Tic line through `a` and `b` among `a`'s three (number+shape,
/// number+color, shape+color), with the line.
fn shared_line(a: Card, b: Card) -> Option<(usize, TicLine)> {
    TicLine::through(a)
        .into_iter()
        .enumerate()
        .find(|(_, line)| line.cards().contains(b))
}

/// A Tic set's number within the `LaySet` block.
fn tic_set_index(cards: &[Card]) -> Option<usize> {
    let (&first, &second) = (cards.first()?, cards.get(1)?);
    let (_, line) = shared_line(first, second)?;
    let mut mask = 0usize;
    for (i, card) in line.cards().iter().enumerate() {
        if cards.contains(&card) {
            mask |= 1 << i;
        }
    }
    let rank = MASK_RANK[mask];
    (rank != u8::MAX).then(|| 16 * line.index() + usize::from(rank))
}

/// Whether property `p` goes up from `a` to `b`.
fn goes_up(a: Card, b: Card, p: Property) -> bool {
    b.get(p) > a.get(p)
}

/// A valid run's number within the `LaySet` block.
fn run_index(run: &[Card]) -> Option<usize> {
    let len = run.len();
    let (&c0, &c1) = (run.first()?, run.get(1)?);
    let start = run_base(len) + run_width(len) * c0.index();
    if is_wrapping_sequence(run, Props::ALL) {
        let d = Property::ALL
            .iter()
            .enumerate()
            .map(|(i, &p)| usize::from(goes_up(c0, c1, p)) << i)
            .sum::<usize>();
        return Some(start + d);
    }
    let f = (0..3).find(|&f| {
        let free = Props::of(Property::ALL[f]);
        is_wrapping_sequence(run, Props::from_bits(Props::ALL.bits() & !free.bits()))
    })?;
    let free = Property::ALL[f];
    let d = Property::ALL
        .iter()
        .filter(|&&p| p != free)
        .enumerate()
        .map(|(i, &p)| usize::from(goes_up(c0, c1, p)) << i)
        .sum::<usize>();
    let values = run[1..]
        .iter()
        .enumerate()
        .map(|(i, c)| usize::from(c.get(free) - 1) * pow5(i))
        .sum::<usize>();
    Some(start + 8 + (4 * f + d) * pow5(len - 1) + values)
}

/// The offsets of the observation's blocks.
struct Layout {
    foreign: usize,
    ends: usize,
    hands: usize,
    scores: usize,
    turn: usize,
    phase: usize,
    counters: usize,
    len: usize,
}

impl Layout {
    const HAND: usize = 0;
    const CHAIN: usize = CARDS;
    const MUST_LAY: usize = 2 * CARDS;
    const SIDES: usize = 3 * CARDS;

    fn new(config: &TeamTicConfig) -> Layout {
        let (n, sides) = (config.players, config.teams());
        let foreign = Layout::SIDES + sides * CARDS;
        let ends = foreign + CARDS;
        let hands = ends + CARDS;
        let scores = hands + n;
        let turn = scores + sides;
        let phase = turn + n;
        let counters = phase + 4;
        Layout {
            foreign,
            ends,
            hands,
            scores,
            turn,
            phase,
            counters,
            len: counters + 5,
        }
    }
}

impl Encoded for TeamTic {
    fn action_space(config: &TeamTicConfig) -> usize {
        match config.melds {
            Melds::Tic => TIC_SPACE,
            Melds::DuoSequence => DUO_SPACE,
        }
    }

    fn action_index(&self, _player: usize, action: &TeamAction) -> Option<usize> {
        let melds = self.config.melds;
        match action {
            TeamAction::DrawFromDeck => Some(0),
            TeamAction::PickUp { card, from } => {
                (self.chain.get(*from) == Some(card)).then(|| PICK_UP + card.index())
            }
            TeamAction::Discard(card) => Some(DISCARD + card.index()),
            TeamAction::AddCard { card, set, end } => match melds {
                Melds::Tic => {
                    let laid = self.sets.get(*set)?;
                    let (k, _) = shared_line(*card, *laid.cards.first()?)?;
                    (*end == End::Back).then(|| ADD + 3 * card.index() + k)
                }
                Melds::DuoSequence => (*set < MAX_SETS).then(|| {
                    ADD + (card.index() * MAX_SETS + set) * 2 + usize::from(*end == End::Back)
                }),
            },
            TeamAction::LaySet(cards) => {
                if !is_set(melds, cards) || !is_canonical(melds, cards) {
                    return None;
                }
                match melds {
                    Melds::Tic => tic_set_index(cards).map(|i| TIC_LAY + i),
                    Melds::DuoSequence => run_index(cards).map(|i| DUO_LAY + i),
                }
            }
        }
    }

    fn observation_len(config: &TeamTicConfig) -> usize {
        Layout::new(config).len
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let config = &self.config;
        let at = Layout::new(config);
        let (n, sides) = (config.players, config.teams());
        out.fill(0.0);
        encode_cards(
            view.hand.iter().copied(),
            &mut out[Layout::HAND..Layout::CHAIN],
        );
        let chain = view.chain.len();
        for (i, card) in view.chain.iter().enumerate() {
            out[Layout::CHAIN + card.index()] = (i + 1) as f32 / chain as f32;
        }
        if let Phase::MustLay(card) = view.phase {
            out[Layout::MUST_LAY + card.index()] = 1.0;
        }
        for set in &view.sets {
            let side = (set.team + sides - view.team) % sides;
            let start = Layout::SIDES + side * CARDS;
            encode_cards(set.cards.iter().copied(), &mut out[start..start + CARDS]);
            encode_cards(set.foreign.iter().copied(), &mut out[at.foreign..at.ends]);
            for end in [set.cards.first(), set.cards.last()].into_iter().flatten() {
                out[at.ends + end.index()] = 1.0;
            }
        }
        let hand_size = config.hand_size() as f32;
        for s in 0..n {
            out[at.hands + s] = view.hand_sizes[(player + s) % n] as f32 / hand_size;
        }
        for s in 0..sides {
            out[at.scores + s] = view.scores[(view.team + s) % sides] as f32 / 100.0;
        }
        encode_one_hot(
            (view.turn + n - player % n) % n,
            &mut out[at.turn..at.phase],
        );
        let phase = match view.phase {
            Phase::Draw => 0,
            Phase::MustLay(_) => 1,
            Phase::Play => 2,
            Phase::Over => 3,
        };
        encode_one_hot(phase, &mut out[at.phase..at.counters]);
        let counters = &mut out[at.counters..at.len];
        counters[0] = view.deck_size as f32 / CARDS as f32;
        counters[1] = chain as f32 / CARDS as f32;
        counters[2] =
            f32::from(view.opponent_cards_left) / f32::from(config.opponent_cards_per_turn.max(1));
        counters[3] = f32::from(view.round.0) / f32::from(view.round.1.max(1));
        counters[4] = f32::from(u8::from(view.to_act == ToAct::Player(player)));
    }
}
