//! Knock games for learning agents: [`Encoded`] for [`KnockGame`], once for every
//! [`KnockRules`], so Tic-of-a-Kind ([`TicOfAKind`](crate::TicOfAKind)) and Spectrum
//! (`tic-spectrum`) share it. What differs is the middle: a face-down deck (Tic-of-a-Kind) or
//! piles whose top cards lie face up (Spectrum), which sets the take block of the actions and
//! the face-up block of the observation.
//!
//! # Actions
//!
//! Cards are numbered `0..125` ([`Card::index`]: `(number - 1) * 25 + shape * 5 + color`).
//! The face-up sources are numbered `0..S`: the piles of the middle in order, then the discard
//! pile (`S = PILES + 1`, 5 in Spectrum). With `C = 125`:
//!
//! | action | index |
//! |---|---|
//! | draw from the deck (`DrawDeck`) | `0` |
//! | take the discard (`TakeDiscard`) | `1` |
//! | `Knock` | `2` |
//! | `Discard(c)` | `3 + c` |
//! | take face-up cards (`Take`, games with face-up piles) | `3 + C + mask - 1` |
//!
//! where `mask` has bit `s` set for each source `s` whose top card is taken (so a take is
//! numbered by where its cards lie, as the observation shows them, not by the cards: one index
//! per set of sources, `2^S - 1 = 31` in Spectrum, whatever the take limit).
//!
//! The action space is `3 + C = 128` for Tic-of-a-Kind (every config) and
//! `3 + C + 2^S - 1 = 159` for Spectrum (every config; indices 0 and 1 are never legal there).
//!
//! # Observation
//!
//! Built from the seat's view alone. Seats are counted from the observer (the observer is
//! seat 0, the player to their left seat 1, ...). With `n` players, `U` face-up blocks (1 in
//! Tic-of-a-Kind: the discard pile's top; `S = 5` in Spectrum: each pile's top, then the
//! discard pile's), `P = PILES + 1` piles counted (the middle's, then the discard pile) and `M`
//! the largest hand score in absolute value ([`KnockRules::hand_points`]):
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's hand |
//! | 125 | 125 | the cards of the hand that score now (its base hands or sequences; none while the hand is not full) |
//! | 250 | 125 | the card the observer just took from the discard pile (while it must discard) |
//! | 375 | 125 U | the face-up cards: source `s` at `375 + 125s` |
//! | 375 + 125U | 6n | per seat `s` (at `375 + 125U + 6s`): cards held / the hand size, match total / (M x rounds), last round's points / M, is the dealer, knocked this round, is to act |
//! | 375 + 125U + 6n | P | cards in each pile / 125 (the middle's piles, then the discard pile) |
//! | 375 + 125U + 6n + P | 3 | the phase one-hot: take (or knock), discard, over |
//! | 378 + 125U + 6n + P | 4 | the round / rounds; the cards still to discard / the take limit; the hand's points now / M; whether the hand is full and scored |
//!
//! Length `382 + 125U + 6n + P`: **533** for Tic-of-a-Kind's default config (four players,
//! `U = 1`, `P = 2`), 1,036 for Spectrum's (four players, `U = 5`, `P = 5`). The turns played
//! in the round (and so the turn limit's approach) are not in the view, and not encoded.
//!
//! # Returns
//!
//! The default: by the match's places at the end (highest total first), zero-sum. The totals
//! so far are in the observation; a learner paid by the margin of points would be playing
//! another game than the match.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::Card;

use crate::actions::TableMove;
use crate::config::KnockConfig;
use crate::hands::KnockRules;
use crate::state::{KnockGame, Phase};

/// Cards in the deck.
const CARDS: usize = Card::COUNT;
pub(crate) const DRAW_DECK: usize = 0;
pub(crate) const TAKE_DISCARD: usize = 1;
pub(crate) const KNOCK: usize = 2;
pub(crate) const DISCARD: usize = 3;
/// Takes of face-up cards, by the sources they come from.
pub(crate) const TAKE: usize = DISCARD + CARDS;
/// Values per seat in the seats block.
const SEAT: usize = 6;
/// The phase one-hot.
const PHASES: usize = 3;
/// The counters after the phase.
const COUNTERS: usize = 4;

/// The offsets of the observation's blocks.
struct Layout {
    seats: usize,
    piles: usize,
    phase: usize,
    counters: usize,
    len: usize,
}

impl Layout {
    const HAND: usize = 0;
    const SCORING: usize = CARDS;
    const TAKEN: usize = 2 * CARDS;
    const FACE_UP: usize = 3 * CARDS;

    fn new<R: KnockRules>(players: usize) -> Layout {
        let seats = Self::FACE_UP + face_up_sources::<R>() * CARDS;
        let piles = seats + players * SEAT;
        let phase = piles + R::PILES + 1;
        let counters = phase + PHASES;
        Layout {
            seats,
            piles,
            phase,
            counters,
            len: counters + COUNTERS,
        }
    }
}

/// The face-up sources: every pile and the discard pile, or the discard pile alone.
fn face_up_sources<R: KnockRules>() -> usize {
    if R::FACE_UP_PILES { R::PILES + 1 } else { 1 }
}

/// The largest hand score in absolute value (at least 1).
fn max_points<R: KnockRules>(config: &R::Config) -> f64 {
    let range = R::hand_points(config);
    (range.start().unsigned_abs().max(range.end().unsigned_abs()) as f64).max(1.0)
}

impl<R: KnockRules> KnockGame<R> {
    /// The take index of the face-up cards `cards`: each must be a source's top.
    fn take_index(&self, cards: tic_core::CardSet) -> Option<usize> {
        if !R::FACE_UP_PILES || cards.is_empty() {
            return None;
        }
        let mut rest = cards;
        let mut mask = 0usize;
        let tops = self.piles.iter().chain([&self.discards]);
        for (source, pile) in tops.enumerate() {
            if let Some(&top) = pile.last()
                && rest.remove(top)
            {
                mask |= 1 << source;
            }
        }
        (rest.is_empty() && mask > 0).then(|| TAKE + mask - 1)
    }
}

impl<R: KnockRules> Encoded for KnockGame<R> {
    fn action_space(_config: &R::Config) -> usize {
        if R::FACE_UP_PILES {
            TAKE + (1 << (R::PILES + 1)) - 1
        } else {
            TAKE
        }
    }

    /// The moves with the indices they are listed with (no index to look up a move by).
    fn legal_indexed_into(&self, player: usize, out: &mut Vec<(usize, R::Action)>) {
        out.clear();
        if self.to_act() == ToAct::Player(player) {
            self.each_move(player, |index, table_move| {
                out.extend(R::action(table_move).map(|action| (index, action)));
            });
        }
    }

    fn action_index(&self, _player: usize, action: &R::Action) -> Option<usize> {
        match R::table_move(action) {
            TableMove::DrawDeck => Some(DRAW_DECK),
            TableMove::TakeDiscard => Some(TAKE_DISCARD),
            TableMove::Knock => Some(KNOCK),
            TableMove::Discard(card) => Some(DISCARD + card.index()),
            TableMove::Take(cards) => self.take_index(cards),
        }
    }

    fn observation_len(config: &R::Config) -> usize {
        Layout::new::<R>(config.players()).len
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let cfg = &view.config;
        let n = cfg.players();
        let at = Layout::new::<R>(n);
        out.fill(0.0);
        encode_cards(
            view.hand.iter().copied(),
            &mut out[Layout::HAND..Layout::SCORING],
        );
        if let Some((_, sets)) = &view.score {
            let scoring: tic_core::CardSet =
                sets.iter().fold(tic_core::CardSet::EMPTY, |a, &b| a | b);
            encode_cards(scoring, &mut out[Layout::SCORING..Layout::TAKEN]);
        }
        encode_cards(view.taken, &mut out[Layout::TAKEN..Layout::FACE_UP]);
        // Tic-of-a-Kind shows only the discard pile's top (the deck is face down).
        let shown = if R::FACE_UP_PILES {
            &view.face_up[..]
        } else {
            view.face_up.get(R::PILES..).unwrap_or_default()
        };
        for (s, card) in shown.iter().enumerate().take(face_up_sources::<R>()) {
            let start = Layout::FACE_UP + s * CARDS;
            encode_cards(*card, &mut out[start..start + CARDS]);
        }
        let hand_size = cfg.hand_size().max(1) as f32;
        let m = max_points::<R>(cfg);
        let per_match = m * f64::from(cfg.rounds().max(1));
        let to_act = match view.to_act {
            ToAct::Player(p) => Some(p),
            _ => None,
        };
        for k in 0..n {
            let p = (player + k) % n;
            let seat = &mut out[at.seats + k * SEAT..at.seats + (k + 1) * SEAT];
            let flag = |b: bool| f32::from(u8::from(b));
            seat[0] = view.hand_sizes.get(p).copied().unwrap_or(0) as f32 / hand_size;
            seat[1] = (view.totals.get(p).copied().unwrap_or(0) as f64 / per_match) as f32;
            let last = view.last_scores.iter().find(|h| h.player == p);
            seat[2] = last.map_or(0.0, |h| (h.points as f64 / m) as f32);
            seat[3] = flag(view.dealer == p);
            seat[4] = flag(view.knocker == Some(p));
            seat[5] = flag(to_act == Some(p));
        }
        for (i, &size) in view.pile_sizes.iter().take(R::PILES + 1).enumerate() {
            out[at.piles + i] = size as f32 / CARDS as f32;
        }
        let phase = match view.phase {
            Phase::Draw => 0,
            Phase::Discard => 1,
            Phase::Over => 2,
        };
        encode_one_hot(phase, &mut out[at.phase..at.counters]);
        let c = &mut out[at.counters..at.len];
        c[0] = view.round as f32 / cfg.rounds().max(1) as f32;
        c[1] = view.to_discard as f32 / cfg.take_up_to().max(1) as f32;
        if let Some((points, _)) = &view.score {
            c[2] = (*points as f64 / m) as f32;
            c[3] = 1.0;
        }
    }
}
