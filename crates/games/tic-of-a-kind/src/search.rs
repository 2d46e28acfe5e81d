//! What the knock games' search bots need besides the greedy bots: the value of a match cut
//! short ([`knock_standings`]).

use rules_engine::{Game, lead_values};
use tic_core::Card;

use crate::hands::KnockRules;
use crate::state::KnockGame;

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
/// // The rules text's example hand scores 43 (docs/rules/tic-of-a-kind.md).
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
