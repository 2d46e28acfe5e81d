//! Tri Up Tri Down for learning agents: [`Encoded`] for [`TriUpTriDown`].
//!
//! A card's number `c` is [`Card::index`]: `(number - 1) * 25 + shape * 5 + color` (shapes
//! circle, crescent, triangle, square, star; colors violet, cyan, yellow, orange, red; from 0).
//! Seats count from the observer (the observer is seat 0, the next player seat 1, ...), `n`
//! players.
//!
//! # Actions
//!
//! | action | index |
//! |---|---|
//! | `Play(c)` | `c` |
//! | `PlaySayingLastCard(c)` | `125 + c` |
//! | `PickUp` | `250` |
//! | `Keep` | `251` |
//! | `Challenge` | `252` |
//!
//! The action space is **253** for every config (the numbering does not move with the
//! options: without the "last card" rule the calls and the challenge are never legal). A play
//! is one card, so one index per card; the call is a second index per card because the call
//! belongs to the play (ruling 2). In a challenge window every other player's only legal index
//! is 252, the turn player's are their plays (or 250).
//!
//! # Observation
//!
//! Built from the seat's view alone: its own hand, the face-up card, the card it just picked
//! up (only the player who picked it up sees it), hand sizes, the deck and discard pile's
//! sizes, the turn and the options. The discard pile below its top card is not in the view
//! (nor in the observation). A "card block" is 125 values, one per card number.
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 125 | the face-up card, one-hot (all 0 if there is none) |
//! | 250 | 15 | the face-up card's number, shape and color, one-hot each (5 + 5 + 5) |
//! | 265 | 125 | the card the observer just picked up and may play, one-hot (all 0 otherwise) |
//! | 390 | 125 | per card, what a turn ending on it makes the next player pick up (the round's triggers), over 5 |
//! | 515 | 3n | per seat `s` (at `515 + 3s`): cards in hand / the hand size dealt, is the turn player, is open to a "last card" challenge |
//! | 515 + 3n | 4 | the phase one-hot: a turn to play or pick up; the observer's picked-up card to play or keep; a "last card" challenge window; over |
//! | 519 + 3n | 8 | cards in the deck / 125; cards in the discard pile / 125; whether the turn player has played this turn; cards they played this turn / the hand size dealt; whether the observer may act now; the options `free_steps`, `tripo_plays_again`, `last_card_rule` (0 or 1) |
//!
//! Length `527 + 3n`: **533** for the default config (two players), 545 for six. Hand sizes
//! are over the hand dealt, so they pass 1 when hands grow. The view tells only the player
//! who picked up a card that a decision on it is pending, so the other seats see the turn
//! phase then.
//!
//! # Returns
//!
//! The default: by place at the end (the player who goes out first, then the fewest cards
//! held), zero-sum; 0 before the end. The game scores nothing as it goes.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::Card;

use crate::actions::TriAction;
use crate::config::{MAX_TRIGGER_PICKUP, TriConfig, TriggerEffect};
use crate::state::TriUpTriDown;

/// Cards in the deck.
const CARDS: usize = Card::COUNT;
/// The first "play saying last card" index.
const CALL: usize = CARDS;
const PICK_UP: usize = 2 * CARDS;
const KEEP: usize = PICK_UP + 1;
const CHALLENGE: usize = KEEP + 1;
/// The action space, for every config.
const SPACE: usize = CHALLENGE + 1;

/// Offsets of the fixed blocks.
const HAND: usize = 0;
const TOP: usize = CARDS;
const TOP_PROPERTIES: usize = 2 * CARDS;
const DRAWN: usize = TOP_PROPERTIES + 15;
const TRIGGERS: usize = DRAWN + CARDS;
const SEATS: usize = TRIGGERS + CARDS;
/// Values per seat.
const SEAT: usize = 3;
const PHASES: usize = 4;
const COUNTERS: usize = 8;

/// 1 for true, 0 for false.
fn flag(b: bool) -> f32 {
    f32::from(u8::from(b))
}

impl Encoded for TriUpTriDown {
    fn action_space(_config: &TriConfig) -> usize {
        SPACE
    }

    fn action_index(&self, _player: usize, action: &TriAction) -> Option<usize> {
        Some(match *action {
            TriAction::Play(card) => card.index(),
            TriAction::PlaySayingLastCard(card) => CALL + card.index(),
            TriAction::PickUp => PICK_UP,
            TriAction::Keep => KEEP,
            TriAction::Challenge => CHALLENGE,
        })
    }

    fn action_at(&self, player: usize, index: usize) -> Option<TriAction> {
        let card = |i: usize| Card::from_index(i);
        let action = match index {
            i if i < CALL => TriAction::Play(card(i)?),
            i if i < PICK_UP => TriAction::PlaySayingLastCard(card(i - CALL)?),
            PICK_UP => TriAction::PickUp,
            KEEP => TriAction::Keep,
            CHALLENGE => TriAction::Challenge,
            _ => return None,
        };
        self.legal_actions(player)
            .contains(&action)
            .then_some(action)
    }

    fn observation_len(config: &TriConfig) -> usize {
        SEATS + SEAT * config.players + PHASES + COUNTERS
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let config = &self.config;
        let n = config.players;
        let dealt = config.hand_size.max(1) as f32;
        out.fill(0.0);
        encode_cards(view.hand.iter().copied(), &mut out[HAND..TOP]);
        if let Some(top) = view.top {
            encode_cards([top], &mut out[TOP..TOP_PROPERTIES]);
            let props = &mut out[TOP_PROPERTIES..DRAWN];
            props[top.number().index()] = 1.0;
            props[5 + top.shape().index()] = 1.0;
            props[10 + top.color().index()] = 1.0;
        }
        encode_cards(view.drawn, &mut out[DRAWN..TRIGGERS]);
        if !view.triggers.is_empty() {
            for (slot, card) in out[TRIGGERS..SEATS].iter_mut().zip(Card::all()) {
                let picks: usize = view
                    .triggers
                    .iter()
                    .filter(|t| t.when.matches(card))
                    .map(|t| match t.effect {
                        TriggerEffect::NextPicksUp(pickup) => pickup.count(card),
                    })
                    .sum();
                *slot = picks as f32 / f32::from(MAX_TRIGGER_PICKUP);
            }
        }
        for k in 0..n {
            let p = (player + k) % n;
            let seat = &mut out[SEATS + k * SEAT..SEATS + (k + 1) * SEAT];
            seat[0] = view.hand_sizes.get(p).copied().unwrap_or(0) as f32 / dealt;
            seat[1] = flag(view.end.is_none() && view.turn == p);
            seat[2] = flag(view.last_card_window == Some(p));
        }
        let phase_at = SEATS + SEAT * n;
        let phase = if view.end.is_some() {
            3
        } else if view.last_card_window.is_some() {
            2
        } else if view.drawn.is_some() {
            1
        } else {
            0
        };
        encode_one_hot(phase, &mut out[phase_at..phase_at + PHASES]);
        let c = &mut out[phase_at + PHASES..phase_at + PHASES + COUNTERS];
        c[0] = view.deck_len as f32 / CARDS as f32;
        c[1] = view.discard_len as f32 / CARDS as f32;
        c[2] = flag(view.played_this_turn > 0);
        c[3] = view.played_this_turn as f32 / dealt;
        c[4] = flag(match view.to_act {
            ToAct::Player(p) => p == player,
            ToAct::Anyone => true,
            ToAct::Nobody => false,
        });
        c[5] = flag(view.free_steps);
        c[6] = flag(view.tripo_plays_again);
        c[7] = flag(view.last_card_rule);
    }
}
