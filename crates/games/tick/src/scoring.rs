//! Scoring a hand at the end of a deal: the points of the cards outside melds.

use rummy_cards::{Card, MeldRules, MeldSolver, Partition, PointTable, Rank};

/// The meld rules of a deal: jokers and the deal's rank are wild.
#[must_use]
pub fn deal_rules(wild: Rank, ace_low: bool) -> MeldRules {
    MeldRules::new([wild]).with_ace_low(ace_low)
}

/// The points a hand scores: the best partition into melds, the cards left over counted at
/// 2-10 face value, J 15, Q 20, K 25, A 30, jokers 0 (a wild card left over counts as its own
/// rank). Melds count zero whether or not the player called Tick.
///
/// ```
/// use rummy_cards::{parse_cards, Rank};
/// let hand = parse_cards("5h 6h 7h Kd As")?;
/// assert_eq!(tick_rummy::hand_points(&hand, Rank::Three, false), 55);
/// # Ok::<(), rummy_cards::ParseCardError>(())
/// ```
#[must_use]
pub fn hand_points(hand: &[Card], wild: Rank, ace_low: bool) -> u32 {
    best_melds(hand, wild, ace_low).points
}

/// The best partition of a hand into melds under a deal's rules.
#[must_use]
pub fn best_melds(hand: &[Card], wild: Rank, ace_low: bool) -> Partition {
    let mut solver = MeldSolver::new(deal_rules(wild, ace_low), PointTable::tick());
    solver.best_partition(hand).unwrap_or_else(|_| {
        // Tick hands hold at most 14 cards, far below the solver's limits; count every card
        // if that ever changes rather than panic.
        let points = hand.iter().map(|c| PointTable::tick().of(*c)).sum();
        Partition {
            melds: Vec::new(),
            leftover: hand.to_vec(),
            points,
        }
    })
}

/// Whether every card of the hand is in a meld.
#[must_use]
pub fn is_tick(hand: &[Card], wild: Rank, ace_low: bool) -> bool {
    rummy_cards::can_meld_all(hand, &deal_rules(wild, ace_low)).unwrap_or(false)
}
