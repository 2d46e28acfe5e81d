//! What Tick's search bot needs besides the greedy bot: the value of a match cut short.

use rules_engine::Game;

use rummy_cards::{Card, MeldSolver, PointTable};

use crate::scoring::deal_rules;
use crate::state::{Phase, Tick};

/// The points `hand` is expected to hold after its player's next draw from `deck` and best
/// discard: the mean over the deck's cards of the best partition's points with that card,
/// less its costliest loose card that is not wild (the discard). This is what a player's
/// hand is worth before drawing: a hand one card short of two melds is worth more than one
/// with the same points and no such card to wait for. One meld solve per distinct card.
fn points_after_draw(solver: &mut MeldSolver, hand: &[Card], deck: &[Card]) -> f64 {
    let mut cards: Vec<Card> = deck.to_vec();
    cards.sort_unstable();
    let mut total = 0.0;
    let mut with = hand.to_vec();
    let mut i = 0;
    while i < cards.len() {
        let card = cards[i];
        let copies = cards[i..].iter().take_while(|c| **c == card).count();
        i += copies;
        with.push(card);
        total += copies as f64 * f64::from(points_after_shedding(solver, &with));
        with.pop();
    }
    if cards.is_empty() {
        f64::from(solver.min_points(hand).unwrap_or(0))
    } else {
        total / cards.len() as f64
    }
}

/// The points `hand` keeps after discarding its costliest loose card that is not wild.
fn points_after_shedding(solver: &mut MeldSolver, hand: &[Card]) -> u32 {
    let Ok(best) = solver.best_partition(hand) else {
        return hand.iter().map(|c| solver.points().of(*c)).sum();
    };
    let shed = best
        .leftover
        .iter()
        .filter(|c| !solver.rules().is_wild(**c))
        .map(|c| solver.points().of(*c))
        .max()
        .unwrap_or(0);
    best.points - shed
}

/// Each player's standing in 0..1 (higher is better): the match total plus the points the hand
/// is expected to hold after the player's next draw and discard (the player who has drawn and
/// not yet discarded: after that discard), against the other players' mean, squashed so that
/// it never saturates (`lead / (|lead| + 100)`: a deal's swing is tens of points).
///
/// The search bot ([`crate::SEARCH`]) values its moves by this: a hand one card short of two
/// melds is worth more than one with the same points and nothing to wait for, which the
/// greedy bot cannot see (docs/rules/tick.md, "Bots and figures").
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tick_rummy::{Tick, TickConfig, standings};
///
/// let game = Tick::new(TickConfig::default(), Seed(1))?;
/// let values = standings(&game);
/// assert_eq!(values.len(), 2);
/// assert!(values.iter().all(|v| (0.0..=1.0).contains(v)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn standings(game: &Tick) -> Vec<f64> {
    let rules = deal_rules(game.config().wild_rank(game.deal()), game.config().ace_low);
    let mut solver = MeldSolver::new(rules, PointTable::tick());
    let discarding = match game.phase() {
        Phase::Discard { .. } => Some(game.turn),
        Phase::Draw | Phase::Over => None,
    };
    let points: Vec<f64> = game
        .totals()
        .iter()
        .enumerate()
        .map(|(p, total)| {
            let hand = game.hand(p);
            let held = if discarding == Some(p) {
                f64::from(points_after_shedding(&mut solver, hand))
            } else {
                points_after_draw(&mut solver, hand, game.deck())
            };
            f64::from(*total) + held
        })
        .collect();
    let sum: f64 = points.iter().sum();
    let others = (points.len().max(2) - 1) as f64;
    points
        .iter()
        .map(|mine| {
            let lead = (sum - mine) / others - mine;
            0.5 + 0.5 * lead / (lead.abs() + 100.0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use proptest::strategy::{Just, Strategy};
    use rummy_cards::{Rank, parse_cards};

    use super::*;

    /// The naive twin of [`points_after_draw`]: one solve per card of the deck, twins too.
    fn naive_points_after_draw(solver: &mut MeldSolver, hand: &[Card], deck: &[Card]) -> f64 {
        let each: Vec<f64> = deck
            .iter()
            .map(|card| {
                let mut with = hand.to_vec();
                with.push(*card);
                f64::from(points_after_shedding(solver, &with))
            })
            .collect();
        each.iter().sum::<f64>() / each.len() as f64
    }

    #[test]
    fn points_after_draw_is_the_mean_over_the_deck_of_the_hand_after_its_best_shed() {
        let mut solver = MeldSolver::new(deal_rules(Rank::Three, false), PointTable::tick());
        let hand = parse_cards("7h 8h Kc").expect("cards");
        // 9h: run, Kc shed, 0. 5d: all loose, Kc shed, 7 + 8 + 5 = 20. A wild three: the run
        // 7h 8h 3s, Kc shed, 0. Twins count twice: (0 + 20 + 20 + 0) / 4 = 10.
        let deck = parse_cards("9h 5d 5d 3s").expect("cards");
        assert_eq!(points_after_draw(&mut solver, &hand, &deck), 10.0);
        assert_eq!(naive_points_after_draw(&mut solver, &hand, &deck), 10.0);
    }

    proptest::proptest! {
        #[test]
        fn points_after_draw_agrees_with_its_naive_twin(
            order in Just(rummy_cards::shoe(2, 2)).prop_shuffle(),
            hand_size in 3usize..=13,
            wild in 3u8..=13,
        ) {
            let rules = deal_rules(Rank::from_value(wild).expect("a rank"), false);
            let mut solver = MeldSolver::new(rules, PointTable::tick());
            let (hand, rest) = order.split_at(hand_size);
            let deck = &rest[..30];
            let fast = points_after_draw(&mut solver, hand, deck);
            let naive = naive_points_after_draw(&mut solver, hand, deck);
            proptest::prop_assert!((fast - naive).abs() < 1e-9, "{fast} against {naive}");
        }
    }
}
