//! Pentic for learning agents: [`Encoded`] for [`Pentic`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//! The nine piles are numbered row by row: `pile = 3 * row + col`. Seats count from the
//! observer (seat 0), `n` players.
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `Pass` | `0` |
//! | `Play { card, row, col }` | `1 + 9c + pile` |
//!
//! The action space is **1,126** for every config.
//!
//! # Observation
//!
//! Built from the seat's view alone. A card is written as 16 values: present, then its number,
//! shape and color one-hot (5 each).
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 125 | the covered cards of the piles (all were seen face up) |
//! | 250 | 9 x 17 | per pile (at `250 + 17 * pile`): its top card (16), its height / 20 |
//! | 403 | n x 2 | per seat: cards in hand / 5, score / the target |
//! | 403 + 2n | n | whose turn it is, one-hot by seat |
//! | 403 + 3n | 2 | the phase one-hot: playing, over |
//! | 405 + 3n | 4 | cards in the deck / 125; full rounds played / the round cap; the target / 10,000; whether the observer is to act |
//!
//! Length `409 + 3n`: **415** for the default two players.
//!
//! # Returns
//!
//! The default: by rank at the end, zero-sum. Pentic scores as it goes, but its aim is to be
//! first to the target with equal turns, which the rank says; the running scores are in the
//! observation.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::Card;
use tic_grid::Pos;

use crate::actions::PenticAction;
use crate::config::{HAND_SIZE, PenticConfig};
use crate::state::{Pentic, SIDE};

const CARDS: usize = Card::COUNT;
const PILES: usize = SIDE * SIDE;
/// Values per card.
const CARD: usize = 16;
const COVERED: usize = CARDS;
const TOPS: usize = 2 * CARDS;
const SEATS: usize = TOPS + PILES * (CARD + 1);

/// A card: present, then its number, shape and color one-hot.
fn out_card(card: Card, block: &mut [f32]) {
    block[0] = 1.0;
    block[1 + card.number() as usize] = 1.0;
    block[6 + card.shape() as usize] = 1.0;
    block[11 + card.color() as usize] = 1.0;
}

impl Encoded for Pentic {
    fn action_space(_config: &PenticConfig) -> usize {
        1 + PILES * CARDS
    }

    fn action_index(&self, _player: usize, action: &PenticAction) -> Option<usize> {
        match *action {
            PenticAction::Pass => Some(0),
            PenticAction::Play { card, row, col } => {
                (row < SIDE && col < SIDE).then(|| 1 + PILES * card.index() + SIDE * row + col)
            }
        }
    }

    fn action_at(&self, player: usize, index: usize) -> Option<PenticAction> {
        let action = match index.checked_sub(1) {
            None => PenticAction::Pass,
            Some(play) => {
                let pile = play % PILES;
                PenticAction::Play {
                    card: Card::from_index(play / PILES)?,
                    row: pile / SIDE,
                    col: pile % SIDE,
                }
            }
        };
        self.legal_actions(player)
            .contains(&action)
            .then_some(action)
    }

    fn observation_len(config: &PenticConfig) -> usize {
        SEATS + 3 * config.players + 6
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let config = &self.config;
        let n = config.players;
        out.fill(0.0);
        encode_cards(view.hand.iter().copied(), &mut out[..COVERED]);
        for pile in 0..PILES {
            let pos = Pos::new(pile / SIDE, pile % SIDE);
            encode_cards(
                view.piles.covered(pos).iter().copied(),
                &mut out[COVERED..TOPS],
            );
            let block = &mut out[TOPS + (CARD + 1) * pile..TOPS + (CARD + 1) * (pile + 1)];
            if let Some(card) = view.piles.top(pos) {
                out_card(card, &mut block[..CARD]);
            }
            block[CARD] = view.piles.height(pos) as f32 / 20.0;
        }
        let target = config.target as f32;
        for s in 0..n {
            let seat = (player + s) % n;
            out[SEATS + 2 * s] =
                view.hand_sizes.get(seat).copied().unwrap_or(0) as f32 / HAND_SIZE as f32;
            out[SEATS + 2 * s + 1] = view.scores.get(seat).copied().unwrap_or(0) as f32 / target;
        }
        let turn = SEATS + 2 * n;
        let phase = turn + n;
        let counters = phase + 2;
        let over = match view.to_act {
            ToAct::Player(p) => {
                encode_one_hot((p + n - player % n) % n, &mut out[turn..phase]);
                false
            }
            _ => true,
        };
        encode_one_hot(usize::from(over), &mut out[phase..counters]);
        let counters = &mut out[counters..counters + 4];
        counters[0] = view.deck_size as f32 / CARDS as f32;
        counters[1] = view.rounds as f32 / config.max_rounds as f32;
        counters[2] = view.target as f32 / 10_000.0;
        counters[3] = f32::from(u8::from(view.to_act == ToAct::Player(player)));
    }
}
