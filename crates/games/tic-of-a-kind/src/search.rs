//! What the knock games' search bots need besides the greedy bots: the value of a match cut
//! short ([`knock_standings`]).

use rules_engine::{Game, GameRng, Seat, lead_values};
use tic_core::Card;

use crate::config::KnockConfig;
use crate::events::KnockEvent;
use crate::hands::KnockRules;
use crate::state::{KnockGame, Phase};

/// Each player's standing in a knock game, for rollouts cut short, in 0..=1 (0.5 = level):
/// their match total plus what their hand would score now ([`hand_points`]), as a lead over
/// the others squashed by [`lead_values`] with `scale` (a lead of `scale` points is worth about
/// three quarters of a win).
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_of_a_kind::{knock_standings, TicOfAKind, TicOfAKindConfig};
///
/// let game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(1))?;
/// let values = knock_standings(&game, 40.0);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-12); // one's gain is the other's loss
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn knock_standings<R: KnockRules>(game: &KnockGame<R>, scale: f64) -> Vec<f64> {
    let scores: Vec<i64> = (0..game.num_players())
        .map(|p| {
            let hand = hand_points::<R>(game.hand(p), game.config());
            game.totals()
                .get(p)
                .copied()
                .unwrap_or(0)
                .saturating_add(hand)
        })
        .collect();
    lead_values(&scores, scale)
}

/// What a hand scores as it stands; a hand holding one card too many (between drawing and
/// discarding) scores its best after one discard, so that states cut short mid-turn compare
/// fairly with states between turns; a hand that scores neither way counts 0.
///
/// ```
/// use tic_core::Card;
/// use tic_of_a_kind::{hand_points, TicOfAKindConfig, TicOfAKindRules};
///
/// let hand: Vec<Card> = ["4-square-red", "4-circle-red", "4-star-red", "1-circle-violet", "2-star-cyan"]
///     .iter()
///     .map(|t| t.parse())
///     .collect::<Result<_, _>>()?;
/// // The rules page's illustration (three cards Ticking, two subtracted) scores 43
/// // (docs/rules/tic-of-a-kind.md).
/// assert_eq!(hand_points::<TicOfAKindRules>(&hand, &TicOfAKindConfig::new(2)), 43);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn hand_points<R: KnockRules>(hand: &[Card], config: &R::Config) -> i64 {
    let score = |cards: &[Card]| R::score(cards, config).map(|(points, _)| points);
    score(hand)
        .or_else(|| {
            (0..hand.len())
                .filter_map(|skip| {
                    let rest: Vec<Card> = hand
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != skip)
                        .map(|(_, &c)| c)
                        .collect();
                    score(&rest)
                })
                .max()
        })
        .unwrap_or(0)
}

/// A sample for the search in which every other player's hidden cards look like what a greedy
/// player keeps: the game's determinization ([`rules_engine::Determinize`]), then for each
/// other player, for each card they drew blind this round (at most `max_looks`), a random
/// face-down card is offered to their hand and the hand keeps the best cards as the greedy
/// discard does (the card whose loss leaves the best score goes back to the deck, where the
/// offered card was). Cards everyone saw them take stay in their hand.
///
/// The determinization deals the other players random unseen cards, while a greedy player's
/// hand after a few turns is the best of the cards it has seen: a search over random hands
/// underrates the opponent and knocks too soon. Each look swaps one card between a hand and
/// the deck, so the sample holds the same cards in the same places, and it depends only on the
/// determinization (what the searching player may see, and `rng`) and on the public draws.
///
/// ```
/// use rules_engine::{Game, GameRng, Seat, Seed};
/// use tic_of_a_kind::{greedy_hands_sample, TicOfAKind, TicOfAKindConfig};
///
/// let game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(1))?;
/// let sample = greedy_hands_sample(&Seat::new(&game, 0), &mut GameRng::from_seed(Seed(2)), 8);
/// assert_eq!(sample.hand(0), game.hand(0)); // the searching player's own cards stay
/// assert!(sample.check().is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn greedy_hands_sample<R: KnockRules>(
    seat: &Seat<'_, KnockGame<R>>,
    rng: &mut GameRng,
    max_looks: usize,
) -> KnockGame<R> {
    let me = seat.player();
    let mut sample = seat.sample(rng);
    if sample.phase == Phase::Over {
        return sample;
    }
    let hand_size = sample.config.hand_size();
    let round_start = sample
        .events
        .iter()
        .rposition(|e| matches!(e, KnockEvent::RoundStarted { .. }))
        .unwrap_or(0);
    for p in (0..sample.hands.len()).filter(|&p| p != me) {
        // Mid-turn hands (a card too many) are left as dealt: the greedy discard is to come.
        if sample.hands[p].len() != hand_size {
            continue;
        }
        let draws = sample.events[round_start..]
            .iter()
            .filter(|e| matches!(e, KnockEvent::DrewDeck { player, .. } if *player == p))
            .count();
        let known = sample.known_in_hand(p);
        for _ in 0..draws.min(max_looks) {
            let Some(deck) = sample.piles.first() else {
                break;
            };
            let face_down = KnockGame::<R>::face_down(deck).len();
            if face_down == 0 {
                break;
            }
            let at = rng.index(face_down);
            let offered = sample.piles[0][at];
            let hand = &sample.hands[p];
            let mut with = hand.clone();
            with.push(offered);
            // The greedy discard among the hidden cards and the offered one (kept on ties).
            let mut best: Option<(i64, usize)> = None;
            for (i, card) in hand.iter().enumerate() {
                if known.contains(*card) {
                    continue;
                }
                let mut rest = with.clone();
                rest.swap_remove(i);
                let points = R::score(&rest, &sample.config).map_or(i64::MIN, |(s, _)| s);
                if best.is_none_or(|(b, _)| points > b) {
                    best = Some((points, i));
                }
            }
            let kept_now = R::score(hand, &sample.config).map_or(i64::MIN, |(s, _)| s);
            if let Some((points, i)) = best
                && points > kept_now
            {
                sample.piles[0][at] = sample.hands[p][i];
                sample.hands[p][i] = offered;
            }
        }
    }
    sample
}
