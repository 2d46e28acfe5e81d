//! Reference implementations by plain enumeration, following the definitions literally. They
//! are slow on purpose: the tests check the [solver](crate::MeldSolver) against them
//! (proptest) and the benches measure the solver against them. Not for production use.

use crate::{Card, MeldRules, PointTable, classify};

/// The fewest points, then fewest cards, left outside melds: every way of putting each card
/// either outside or into one of several groups, kept when every group is a meld
/// ([`classify`]). Exponential (Bell numbers): hands of up to about 9 cards.
///
/// ```
/// use rummy_cards::{naive, parse_cards, MeldRules, PointTable};
/// let hand = parse_cards("5h 6h 7h Kd")?;
/// assert_eq!(naive::min_points_and_cards(&hand, &MeldRules::default(), &PointTable::tick()), (25, 1));
/// # Ok::<(), rummy_cards::ParseCardError>(())
/// ```
#[must_use]
pub fn min_points_and_cards(hand: &[Card], rules: &MeldRules, points: &PointTable) -> (u32, usize) {
    let mut groups: Vec<Vec<Card>> = Vec::new();
    let mut best = (u32::MAX, usize::MAX);
    assign(hand, rules, points, &mut groups, (0, 0), &mut best);
    best
}

fn assign(
    rest: &[Card],
    rules: &MeldRules,
    points: &PointTable,
    groups: &mut Vec<Vec<Card>>,
    outside: (u32, usize),
    best: &mut (u32, usize),
) {
    let Some((&card, rest)) = rest.split_first() else {
        if groups.iter().all(|g| classify(g, rules).is_some()) {
            *best = (*best).min(outside);
        }
        return;
    };
    // Outside every meld.
    assign(
        rest,
        rules,
        points,
        groups,
        (outside.0 + points.of(card), outside.1 + 1),
        best,
    );
    // Into an existing group.
    for g in 0..groups.len() {
        groups[g].push(card);
        assign(rest, rules, points, groups, outside, best);
        groups[g].pop();
    }
    // Into a new group.
    groups.push(vec![card]);
    assign(rest, rules, points, groups, outside, best);
    groups.pop();
}
