//! Tick for learning agents: [`Encoded`] for [`Tick`].
//!
//! # Actions
//!
//! Cards are numbered by value, `0..53` ([`Card::index`]: `13 * suit + rank`, suits clubs,
//! diamonds, hearts, spades, ranks two = 0 to ace = 12; the joker 52). The two decks hold equal
//! cards, which are one action: discarding either copy of `Qs` is the same move. With
//! `C = 53`:
//!
//! | action | index |
//! |---|---|
//! | `DrawFromDeck` | `0` |
//! | `TakeDiscard` | `1` |
//! | `Discard(c)` | `2 + c` |
//! | `Tick(c)` (discard `c` and call Tick) | `2 + C + c` |
//!
//! The action space is `2 + 2C = 108` for every config.
//!
//! # Observation
//!
//! Built from the seat's view alone. Seats are counted from the observer (the observer is
//! seat 0, the next player seat 1, ...). Card blocks are 53 long and count copies (two decks:
//! up to 2 of a suited card, and every joker in the one joker slot). With `n` players:
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 53 | the observer's hand (counts) |
//! | 53 | 53 | the top of the discard pile |
//! | 106 | 53 | the card the player to act took from the discard pile this turn (face up, so every seat saw it) |
//! | 159 | 13 | this deal's wild rank one-hot (two = 0 ... ace = 12; jokers are always wild) |
//! | 172 | 5n | per seat `s` (at `172 + 5s`): cards held / (the hand size + 1), match total / (100 x deals), the last deal's points / 100, called Tick this deal, is to act |
//! | 172 + 5n | 3 | the phase one-hot: draw, discard, over |
//! | 175 + 5n | 6 | the deal / deals; cards in the deck / the shoe; in the discard pile / the shoe; the hand size / 13; aces low; the card taken may be discarded |
//!
//! Length `181 + 5n`: **191** for the default two players. How the hand melds is not encoded
//! (a solver call per observation); the legal-action mask shows which discards call Tick.
//!
//! # Returns
//!
//! The default: by the match's places at the end (lowest total first), zero-sum. The totals so
//! far are in the observation; a learner paid by the margin of points would be playing
//! another game than the match.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use rummy_cards::Card;

use crate::actions::TickAction;
use crate::config::TickConfig;
use crate::state::Tick;

/// Card values.
const CARDS: usize = Card::COUNT;
const DRAW: usize = 0;
const TAKE: usize = 1;
const DISCARD: usize = 2;
const TICK: usize = DISCARD + CARDS;
/// Values per seat in the seats block.
const SEAT: usize = 5;
/// Where the blocks start.
const DISCARD_TOP: usize = CARDS;
const TAKEN: usize = 2 * CARDS;
const WILD: usize = 3 * CARDS;
const SEATS: usize = WILD + 13;
/// The scale of a deal's points.
const POINTS: f32 = 100.0;

impl Encoded for Tick {
    fn action_space(_config: &TickConfig) -> usize {
        TICK + CARDS
    }

    fn action_index(&self, _player: usize, action: &TickAction) -> Option<usize> {
        Some(match *action {
            TickAction::DrawFromDeck => DRAW,
            TickAction::TakeDiscard => TAKE,
            TickAction::Discard(card) => DISCARD + card.index(),
            TickAction::Tick(card) => TICK + card.index(),
        })
    }

    fn observation_len(config: &TickConfig) -> usize {
        SEATS + SEAT * config.players + 3 + 6
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let cfg = self.config();
        let n = cfg.players;
        out.fill(0.0);
        encode_cards(view.hand.iter().copied(), &mut out[..DISCARD_TOP]);
        encode_cards(view.discard_top, &mut out[DISCARD_TOP..TAKEN]);
        encode_cards(view.taken, &mut out[TAKEN..WILD]);
        encode_one_hot(view.wild.index(), &mut out[WILD..SEATS]);
        let held = (view.hand_size + 1) as f32;
        let per_match = POINTS * view.deals.max(1) as f32;
        let last = view.deal_points.last();
        let to_act = match view.to_act {
            ToAct::Player(p) => Some(p),
            _ => None,
        };
        for k in 0..n {
            let p = (player + k) % n;
            let seat = &mut out[SEATS + k * SEAT..SEATS + (k + 1) * SEAT];
            let flag = |b: bool| f32::from(u8::from(b));
            seat[0] = view.hand_sizes.get(p).copied().unwrap_or(0) as f32 / held;
            seat[1] = view.totals.get(p).copied().unwrap_or(0) as f32 / per_match;
            seat[2] = last.and_then(|d| d.get(p)).copied().unwrap_or(0) as f32 / POINTS;
            seat[3] = flag(view.tick_by == Some(p));
            seat[4] = flag(to_act == Some(p));
        }
        let phase_at = SEATS + SEAT * n;
        let phase = match (to_act, view.drawn) {
            (None, _) => 2,
            (Some(_), true) => 1,
            (Some(_), false) => 0,
        };
        encode_one_hot(phase, &mut out[phase_at..phase_at + 3]);
        let shoe = cfg.shoe_size().max(1) as f32;
        let c = &mut out[phase_at + 3..phase_at + 9];
        c[0] = view.deal as f32 / view.deals.max(1) as f32;
        c[1] = view.deck_size as f32 / shoe;
        c[2] = view.discard_size as f32 / shoe;
        c[3] = view.hand_size as f32 / 13.0;
        c[4] = f32::from(u8::from(view.ace_low));
        c[5] = f32::from(u8::from(view.may_discard_taken));
    }
}
