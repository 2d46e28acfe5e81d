//! Exchange games for learning agents: [`Encoded`] for [`ExchangeGame`], once for every
//! [`HandRules`], so Toker ([`Toker`](crate::Toker)) and Sequences (`tic-sequences`) share it.
//! Only the number of hand categories in the observation depends on the hand rules.
//!
//! # Actions
//!
//! Cards are numbered `0..125` ([`Card::index`]: `(number - 1) * 25 + shape * 5 + color`).
//! With `C = 125`:
//!
//! | action | index |
//! |---|---|
//! | `Keep` | `0` |
//! | `Call` | `1` |
//! | `Fold` | `2` |
//! | `Check` | `3` |
//! | `CallBet` | `4` |
//! | `BetTo` the minimum bet or raise | `5` |
//! | `BetTo` half the pot | `6` |
//! | `BetTo` the pot | `7` |
//! | `BetTo` all-in | `8` |
//! | `Exchange` of one card `c` | `9 + c` |
//! | `ExchangeCommon(c)` (Variation 1, either reading) | `9 + C + c` |
//! | `Exchange` of two cards `a < b` (Variation 2) | `9 + C + a (2C - a - 1) / 2 + (b - a - 1)` |
//!
//! No-limit betting offers four sizes ([`Chips::bet_sizes`](crate::Chips::bet_sizes)); a
//! `BetTo` is numbered by the size it is, not by its chips, so index 7 always means "bet the
//! pot". Where two sizes are the same number of chips the bet takes the first slot that fits
//! in the order all-in, minimum, pot, half the pot (each offered total has one index). The
//! betting slots are in every config's space (never legal without betting), so the numbering
//! of the exchanges does not move with the betting option. The two-card exchanges of
//! Variation 2 are numbered as pairs of cards (`C (C - 1) / 2 = 7,750` of them): the game has
//! no smaller decision for them, and the pairs keep the space well under 10,000.
//!
//! The action space is `9 + C = 134` for the standard game (the default config, with or
//! without betting), `9 + 2C = 259` in Variation 1 (common cards exchangeable) and
//! `9 + C + C (C - 1) / 2 = 7,884` in Variation 2.
//!
//! # Observation
//!
//! Built from the seat's view alone. Seats are counted from the observer (the observer is
//! seat 0, the player to their left seat 1, ...). With `n` players and `K` hand categories
//! (11 in Toker, 12 in Sequences):
//!
//! | offset | length | block |
//! |---|---|---|
//! | 0 | 125 | the observer's private cards |
//! | 125 | 125 | the common cards |
//! | 250 | 125 | the cards the observer knows to be out of play this deal (the cards it gave up, the common cards exchanged away) |
//! | 375 | K | the category of the observer's best hand now, one-hot (all 0 while it has too few cards) |
//! | 375 + K | 11n | per seat `s` (at `375 + K + 11s`): private cards / the cards dealt, dealt into this deal, folded, ranking points / (n x deals), is the dealer, has called, is to act, chips in front / all chips, in the pot / all chips, bet this betting round / all chips, has acted this betting round |
//! | 375 + K + 11n | 4 | the phase one-hot: exchange, betting, betting before the showdown, over |
//! | 379 + K + 11n | 8 | the deal / deals; the exchange round / exchange rounds; cards in the stock / 125; the common cards at the showdown as things stand / the full center; the pot, the current bet, what the observer owes and the last raise, each / all chips |
//!
//! Length `387 + K + 11n`: **442** for Toker's default config (four players), 443 for
//! Sequences'. Without betting the chip values are 0. The hands shown at the last showdown are
//! not encoded: every deal reshuffles the whole deck.
//!
//! # Returns
//!
//! The default: by the match's places at the end (most ranking points, or chips with betting,
//! first), zero-sum. The points and chips won so far are in the observation; a learner paid by
//! the margin of points would be playing another game than the match.

use rules_engine::{Encoded, Game, ToAct, encode_cards, encode_one_hot};
use tic_core::{Card, CardSet};

use crate::actions::ExchangeAction;
use crate::config::ExchangeConfig;
use crate::hands::HandRules;
use crate::state::{ExchangeGame, Phase};

/// Cards in the deck.
const CARDS: usize = Card::COUNT;
pub(crate) const KEEP: usize = 0;
pub(crate) const CALL: usize = 1;
pub(crate) const FOLD: usize = 2;
pub(crate) const CHECK: usize = 3;
pub(crate) const CALL_BET: usize = 4;
const BET_MIN: usize = 5;
const BET_HALF_POT: usize = 6;
const BET_POT: usize = 7;
const ALL_IN: usize = 8;
/// Exchanges of one own card.
const SINGLE: usize = 9;
/// The variant's own block: common-card exchanges or two-card exchanges.
pub(crate) const EXTRA: usize = SINGLE + CARDS;
/// Pairs of distinct cards.
const PAIRS: usize = CARDS * (CARDS - 1) / 2;
/// Values per seat in the seats block.
const SEAT: usize = 11;
/// The phase one-hot.
const PHASES: usize = 4;
/// The counters after the phase.
const COUNTERS: usize = 8;

/// The index of the pair `a < b` among the pairs of distinct cards.
fn pair_index(a: usize, b: usize) -> usize {
    a * (2 * CARDS - a - 1) / 2 + (b - a - 1)
}

/// The index of an exchange of `cards`: one card, or two where `pairs` (Variation 2) allows
/// them; `None` for any other exchange.
pub(crate) fn exchange_index(cards: CardSet, pairs: bool) -> Option<usize> {
    match (cards.len(), cards.first(), cards.last()) {
        (1, Some(card), _) => Some(SINGLE + card.index()),
        (2, Some(a), Some(b)) if pairs => Some(EXTRA + pair_index(a.index(), b.index())),
        _ => None,
    }
}

/// The offsets of the observation's blocks.
struct Layout {
    category: usize,
    seats: usize,
    phase: usize,
    counters: usize,
    len: usize,
}

impl Layout {
    const HAND: usize = 0;
    const COMMON: usize = CARDS;
    const OUT: usize = 2 * CARDS;

    fn new<H: HandRules>(players: usize) -> Layout {
        let category = 3 * CARDS;
        let seats = category + H::CATEGORIES;
        let phase = seats + players * SEAT;
        let counters = phase + PHASES;
        Layout {
            category,
            seats,
            phase,
            counters,
            len: counters + COUNTERS,
        }
    }
}

/// `value / scale` as `f32`, 0 for a zero scale.
fn ratio(value: u64, scale: u64) -> f32 {
    if scale == 0 {
        0.0
    } else {
        (value as f64 / scale as f64) as f32
    }
}

impl<H: HandRules> ExchangeGame<H> {
    /// The betting slot of a bet to `to` chips by `player`, if that total is on offer.
    pub(crate) fn bet_slot(&self, player: usize, to: u64) -> Option<usize> {
        let sizes = self.chips.as_ref()?.bet_size_kinds(player)?;
        if to == sizes.all_in {
            Some(ALL_IN)
        } else if to < sizes.min || to > sizes.all_in {
            None
        } else if to == sizes.min {
            Some(BET_MIN)
        } else if to == sizes.pot {
            Some(BET_POT)
        } else if to == sizes.half_pot {
            Some(BET_HALF_POT)
        } else {
            None
        }
    }
}

impl<H: HandRules> Encoded for ExchangeGame<H> {
    fn action_space(config: &ExchangeConfig) -> usize {
        if config.exchanges_common() {
            EXTRA + CARDS
        } else if config.max_exchange() >= 2 {
            EXTRA + PAIRS
        } else {
            EXTRA
        }
    }

    /// The actions with the indices they are listed with (no index to look up an action by),
    /// in increasing index order: the registry then has nothing to sort.
    fn legal_indexed_into(&self, player: usize, out: &mut Vec<(usize, ExchangeAction)>) {
        out.clear();
        if self.to_act() == ToAct::Player(player) {
            self.each_action(player, true, |index, action| {
                out.extend(index.map(|i| (i, action)));
            });
        }
    }

    fn action_index(&self, player: usize, action: &ExchangeAction) -> Option<usize> {
        match *action {
            ExchangeAction::Keep => Some(KEEP),
            ExchangeAction::Call => Some(CALL),
            ExchangeAction::Fold => Some(FOLD),
            ExchangeAction::Check => Some(CHECK),
            ExchangeAction::CallBet => Some(CALL_BET),
            ExchangeAction::BetTo(to) => self.bet_slot(player, to),
            ExchangeAction::Exchange(cards) => {
                exchange_index(cards, self.config.max_exchange() >= 2)
            }
            ExchangeAction::ExchangeCommon(card) => {
                self.config.exchanges_common().then(|| EXTRA + card.index())
            }
        }
    }

    fn observation_len(config: &ExchangeConfig) -> usize {
        Layout::new::<H>(config.players).len
    }

    fn observe(&self, player: usize, out: &mut [f32]) {
        let view = self.view(player);
        let cfg = &self.config;
        let n = cfg.players;
        let at = Layout::new::<H>(n);
        out.fill(0.0);
        encode_cards(
            view.hand.iter().copied(),
            &mut out[Layout::HAND..Layout::COMMON],
        );
        encode_cards(
            view.common.iter().copied(),
            &mut out[Layout::COMMON..Layout::OUT],
        );
        encode_cards(
            view.out_of_play.iter().copied(),
            &mut out[Layout::OUT..at.category],
        );
        if let Some(best) = &view.best {
            encode_one_hot(best.category, &mut out[at.category..at.seats]);
        }
        let total = view.chips.as_ref().map_or(0, |c| c.total());
        let dealt = cfg.private_cards::<H>().max(1) as f32;
        let max_points = (n as f64 * f64::from(cfg.deals)).max(1.0);
        let to_act = match view.to_act {
            ToAct::Player(p) => Some(p),
            _ => None,
        };
        for k in 0..n {
            let p = (player + k) % n;
            let seat = &mut out[at.seats + k * SEAT..at.seats + (k + 1) * SEAT];
            let flag = |b: bool| f32::from(u8::from(b));
            seat[0] = view.hand_sizes.get(p).copied().unwrap_or(0) as f32 / dealt;
            seat[1] = flag(view.in_deal.get(p).copied().unwrap_or(false));
            seat[2] = flag(view.folded.get(p).copied().unwrap_or(false));
            seat[3] = (view.points.get(p).copied().unwrap_or(0) as f64 / max_points) as f32;
            seat[4] = flag(view.dealer == p);
            seat[5] = flag(view.caller == Some(p));
            seat[6] = flag(to_act == Some(p));
            if let Some(chips) = &view.chips {
                let of = |list: &[u64]| ratio(list.get(p).copied().unwrap_or(0), total);
                seat[7] = of(&chips.stacks);
                seat[8] = of(&chips.in_pot);
                seat[9] = of(&chips.round_bets);
                seat[10] = flag(chips.acted.get(p).copied().unwrap_or(false));
            }
        }
        let phase = match view.phase {
            Phase::Exchange => 0,
            Phase::Betting => 1,
            Phase::ShowdownBetting => 2,
            Phase::Over => 3,
        };
        encode_one_hot(phase, &mut out[at.phase..at.counters]);
        let c = &mut out[at.counters..at.len];
        c[0] = ratio(u64::from(view.deal), u64::from(view.deals));
        c[1] = ratio(
            u64::from(view.exchange_round),
            u64::from(view.exchange_rounds),
        );
        c[2] = view.stock as f32 / CARDS as f32;
        c[3] = view.common_at_showdown as f32 / H::FINAL_COMMON as f32;
        if let Some(chips) = &view.chips {
            c[4] = ratio(chips.pot(), total);
            c[5] = ratio(chips.current_bet, total);
            c[6] = ratio(chips.to_call(player), total);
            c[7] = ratio(chips.last_raise, total);
        }
    }
}
