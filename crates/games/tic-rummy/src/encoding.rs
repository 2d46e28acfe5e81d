//! TIC Rummy for learning agents: [`Encoded`] for [`TicRummy`].
//!
//! # Actions
//!
//! The laydown is already the game's own sequence of small decisions (select the cards one by
//! one, then confirm), so every action is one index. With `n` players, `C = 125` cards (a
//! card's number is [`Card::index`]) and `K = 3` collections at most per round:
//!
//! | action | index |
//! |---|---|
//! | `DrawFromDeck` | `0` |
//! | `TakeDiscard(top)` | `1` (only the discard pile's top can be taken) |
//! | `ConfirmLaydown` | `2` |
//! | `CancelLaydown` | `3` |
//! | `Select(card)` | `4 + card` |
//! | `Discard(card)` | `4 + C + card` |
//! | `Integrate { card, owner, collection, end }` | `4 + 2C + ((card * n + seat) * K + collection) * 2 + end` |
//!
//! where `seat = (owner - player) mod n` is the owner counted from the acting player (0 for
//! their own collections) and `end` is 0 for the front, 1 for the back. The action space is
//! `4 + 2C + C * n * K * 2 = 254 + 750 n`: **1,754** for the default two players.
//!
//! # Observation
//!
//! Built from the seat's view alone. Seats are counted from the observer (the observer is
//! seat 0, the next player to the left seat 1, ...). Card blocks are 125 long, one value per
//! card; with `n` players:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 3 x 125 | the observer's laydown being built: collection `k` at `125 + 125k` (the filled ones, then the one being filled) |
//! | 500 | 125 | the top of the discard pile |
//! | 625 | n x 3 x 125 | the laid collections: seat `s`'s collection `k` at `625 + 125(3s + k)` |
//! | 625 + 375n | n x 11 | per seat `s` (at `625 + 375n + 11s`): its round one-hot (8), cards in hand / 14, points against / 500, whether it has laid down |
//! | 625 + 386n | n | the dealer, one-hot by seat |
//! | 625 + 387n | n | whose turn it is, one-hot by seat |
//! | 625 + 388n | 4 | the phase one-hot: draw, play, laying, over (another seat's laydown in progress shows as play) |
//! | 629 + 388n | 5 | deals played / the deal cap; cards in the discard pile / 125; in the draw pile / 125; whether the observer is to act; laydowns left this turn / 2 |
//!
//! Length `634 + 388n`: **1,410** for the default two players. A laid sequence's order is not
//! encoded (its cards are); which ends a card fits is in the legal-action mask.
//!
//! # Returns
//!
//! The default: by rank at the end (lowest total of points against first), zero-sum.

use rules_engine::{Encoded, Game, encode_cards, encode_one_hot};
use tic_core::Card;

use crate::actions::RummyAction;
use crate::config::RummyConfig;
use crate::deal::End;
use crate::state::{MAX_CANCELS_PER_TURN, Phase, TicRummy};

/// Cards in the deck.
const CARDS: usize = Card::COUNT;
/// The most collections a round asks for.
const COLLECTIONS: usize = 3;
/// The fixed actions before the card actions.
const SELECT: usize = 4;
const DISCARD: usize = SELECT + CARDS;
const INTEGRATE: usize = DISCARD + CARDS;
/// Values per seat in the seats block.
const SEAT: usize = 11;

/// The offsets of the observation's blocks for `n` players.
struct Layout {
    laid: usize,
    seats: usize,
    dealer: usize,
    turn: usize,
    phase: usize,
    counters: usize,
    len: usize,
}

impl Layout {
    const HAND: usize = 0;
    const PENDING: usize = CARDS;
    const DISCARD: usize = CARDS * 4;

    const fn new(n: usize) -> Layout {
        let laid = CARDS * 5;
        let seats = laid + n * COLLECTIONS * CARDS;
        let dealer = seats + n * SEAT;
        let turn = dealer + n;
        let phase = turn + n;
        let counters = phase + 4;
        Layout {
            laid,
            seats,
            dealer,
            turn,
            phase,
            counters,
            len: counters + 5,
        }
    }
}

impl Encoded for TicRummy {
    fn action_space(config: &RummyConfig) -> usize {
        INTEGRATE + CARDS * config.players * COLLECTIONS * 2
    }

    fn action_index(&self, player: usize, action: &RummyAction) -> Option<usize> {
        match *action {
            RummyAction::DrawFromDeck => Some(0),
            RummyAction::TakeDiscard(card) => (self.discard.last() == Some(&card)).then_some(1),
            RummyAction::ConfirmLaydown => Some(2),
            RummyAction::CancelLaydown => Some(3),
            RummyAction::Select(card) => Some(SELECT + card.index()),
            RummyAction::Discard(card) => Some(DISCARD + card.index()),
            RummyAction::Integrate {
                card,
                owner,
                collection,
                end,
            } => {
                let n = self.config.players;
                if owner >= n || player >= n || collection >= COLLECTIONS {
                    return None;
                }
                let seat = (owner + n - player) % n;
                let end = usize::from(end == End::Back);
                Some(INTEGRATE + ((card.index() * n + seat) * COLLECTIONS + collection) * 2 + end)
            }
        }
    }

    fn observation_len(config: &RummyConfig) -> usize {
        Layout::new(config.players).len
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let n = view.players.len();
        let at = Layout::new(n);
        out.fill(0.0);
        encode_cards(
            view.hand.iter().copied(),
            &mut out[Layout::HAND..Layout::PENDING],
        );
        if let Some(pending) = &view.pending {
            let collections = pending.closed.iter().chain([&pending.current]);
            for (k, cards) in collections.take(COLLECTIONS).enumerate() {
                let start = Layout::PENDING + k * CARDS;
                encode_cards(cards.iter().copied(), &mut out[start..start + CARDS]);
            }
        }
        encode_cards(
            view.discard_top,
            &mut out[Layout::DISCARD..Layout::DISCARD + CARDS],
        );
        for s in 0..n {
            let seat = &view.players[(player + s) % n];
            for (k, laid) in seat.laid.iter().take(COLLECTIONS).enumerate() {
                let start = at.laid + (s * COLLECTIONS + k) * CARDS;
                encode_cards(laid.cards.iter().copied(), &mut out[start..start + CARDS]);
            }
            let block = &mut out[at.seats + s * SEAT..at.seats + (s + 1) * SEAT];
            encode_one_hot(usize::from(seat.round).saturating_sub(1), &mut block[..8]);
            block[8] = seat.hand_size as f32 / 14.0;
            block[9] = seat.total as f32 / 500.0;
            block[10] = f32::from(u8::from(!seat.laid.is_empty()));
        }
        let relative = |seat: usize| (seat + n - player % n) % n;
        encode_one_hot(relative(view.dealer), &mut out[at.dealer..at.turn]);
        encode_one_hot(relative(view.turn), &mut out[at.turn..at.phase]);
        let phase = match view.phase {
            Phase::Draw => 0,
            Phase::Play => 1,
            Phase::Laying => 2,
            Phase::Over => 3,
        };
        encode_one_hot(phase, &mut out[at.phase..at.counters]);
        let counters = &mut out[at.counters..at.len];
        counters[0] = view.deal as f32 / self.config.max_deals.max(1) as f32;
        counters[1] = view.discard_size as f32 / CARDS as f32;
        counters[2] = view.draw_size as f32 / CARDS as f32;
        counters[3] = f32::from(u8::from(view.to_act == rules_engine::ToAct::Player(player)));
        counters[4] = f32::from(view.laydowns_left) / f32::from(MAX_CANCELS_PER_TURN);
    }
}
