//! Literal reference evaluators: enumerate subsets and test the rule definitions word for word
//! with tic-core's group tests. Slow and obviously correct; the tests check the fast evaluators
//! against these, and the benches measure the speed-up. Compiled only with the `naive` feature.

use tic_core::{CardSet, Step, sequence_step, singles_together, tic_together};

use crate::equity::Situation;
use crate::order::{pack, to_rank_space};
use crate::spectrum::PointTable;
use crate::{Best, HandError, check_size, sequences, spectrum, tic_of_a_kind, toker};

/// Every subset of `cards` with exactly `k` cards, in a fixed order.
#[must_use]
pub fn subsets(cards: CardSet, k: usize) -> Vec<CardSet> {
    let list: Vec<CardSet> = cards.iter().map(CardSet::single).collect();
    let n = list.len();
    let mut out = Vec::new();
    if k > n || n >= 32 {
        return out;
    }
    for pick in 0u32..(1u32 << n) {
        if pick.count_ones() as usize == k {
            out.push(
                (0..n)
                    .filter(|i| pick >> i & 1 == 1)
                    .fold(CardSet::EMPTY, |acc, i| acc | list[i]),
            );
        }
    }
    out
}

/// Whether some `k`-subset of `cards` passes `test`.
fn some_subset(cards: CardSet, k: usize, test: impl Fn(CardSet) -> bool) -> bool {
    subsets(cards, k).into_iter().any(test)
}

/// Whether `cards` splits into a `k`-subset passing `first` and the rest passing `second`.
fn some_split(
    cards: CardSet,
    k: usize,
    first: impl Fn(CardSet) -> bool,
    second: impl Fn(CardSet) -> bool,
) -> bool {
    subsets(cards, k)
        .into_iter()
        .any(|part| first(part) && second(cards - part))
}

/// Toker category of exactly five cards, from ruling 7 read literally (parts disjoint).
#[must_use]
pub fn toker_category(hand: CardSet) -> toker::Category {
    use toker::Category as C;
    let tic = |s: CardSet| tic_together(s);
    let single = |s: CardSet| singles_together(s);
    if tic(hand) {
        C::FiveTic
    } else if some_subset(hand, 4, tic) {
        C::FourTic
    } else if some_split(hand, 3, tic, tic) {
        C::BigHouse
    } else if some_subset(hand, 3, tic) {
        C::ThreeTic
    } else if some_split(hand, 2, tic, |rest| some_subset(rest, 2, tic)) {
        C::TwoTicPairs
    } else if single(hand) {
        C::FiveSingle
    } else if some_split(hand, 2, tic, single) {
        C::LittleHouse
    } else if some_subset(hand, 4, single) {
        C::FourSingle
    } else if some_subset(hand, 2, tic) {
        C::TwoTic
    } else if some_subset(hand, 3, single) {
        C::ThreeSingle
    } else {
        C::HighCard
    }
}

/// Toker rank of exactly five cards.
pub fn toker_rank5(hand: CardSet) -> Result<toker::Rank, HandError> {
    check_size(hand, 5, 5, "5")?;
    Ok(toker::Rank::from_parts(
        toker_category(hand),
        pack(to_rank_space(hand), 5),
    ))
}

/// Best Toker hand: every 5-subset ranked, the highest kept.
pub fn toker_best(cards: CardSet) -> Result<Best<toker::Rank>, HandError> {
    best_subset(cards, 5, (5, 10, "5 to 10"), toker_rank5)
}

/// The best `k`-subset of `cards` by `rank` (sizes as for `check_size`): every subset tried.
fn best_subset<R: Ord + Copy>(
    cards: CardSet,
    k: usize,
    (min, max, expected): (usize, usize, &'static str),
    rank: impl Fn(CardSet) -> Result<R, HandError>,
) -> Result<Best<R>, HandError> {
    check_size(cards, min, max, expected)?;
    let mut best: Option<Best<R>> = None;
    for hand in subsets(cards, k) {
        let rank = rank(hand)?;
        if best.is_none_or(|b| rank > b.rank) {
            best = Some(Best { rank, cards: hand });
        }
    }
    best.ok_or(HandError::WrongSize {
        expected,
        got: cards.len(),
    })
}

/// Sequences category of exactly six cards, from the text's list read literally (ruling 1:
/// a Tripo sequence also counts as Duo and Mono, a Duo as Mono; groups disjoint).
#[must_use]
pub fn sequences_category(hand: CardSet) -> sequences::Category {
    use sequences::Category as C;
    let at_least = |step: Step| move |s: CardSet| sequence_step(s) >= step;
    let tripo = at_least(Step::Tripo);
    let duo = at_least(Step::Duo);
    let mono = at_least(Step::Mono);
    if some_subset(hand, 5, tripo) {
        C::FiveTripo
    } else if some_split(hand, 3, tripo, tripo) {
        C::TwoThreeTripos
    } else if some_subset(hand, 4, tripo) {
        C::FourTripo
    } else if some_split(hand, 3, tripo, duo) {
        C::ThreeTripoThreeDuo
    } else if some_subset(hand, 3, tripo) {
        C::ThreeTripo
    } else if some_subset(hand, 5, duo) {
        C::FiveDuo
    } else if some_split(hand, 3, duo, duo) {
        C::TwoThreeDuos
    } else if some_subset(hand, 4, duo) {
        C::FourDuo
    } else if some_subset(hand, 3, duo) {
        C::ThreeDuo
    } else if some_subset(hand, 5, mono) {
        C::FiveMono
    } else if some_subset(hand, 4, mono) {
        C::FourMono
    } else {
        C::HighCard
    }
}

/// Sequences rank of exactly six cards.
pub fn sequences_rank6(hand: CardSet) -> Result<sequences::Rank, HandError> {
    check_size(hand, 6, 6, "6")?;
    Ok(sequences::Rank::from_parts(
        sequences_category(hand),
        pack(to_rank_space(hand), 6),
    ))
}

/// Best Sequences hand: every 6-subset ranked, the highest kept.
pub fn sequences_best(cards: CardSet) -> Result<Best<sequences::Rank>, HandError> {
    best_subset(cards, 6, (6, 10, "6 to 10"), sequences_rank6)
}

/// The previous fast Sequences evaluator (three-card runs listed card by card, rank-space
/// masks): the reference the runs-based `sequences::best` is checked against on many hands.
pub fn sequences_best_by_triples(cards: CardSet) -> Result<Best<sequences::Rank>, HandError> {
    crate::previous::best_by_triples(cards)
}

/// Tic-of-a-Kind card points: number + shape only (ruling 10).
fn number_shape(cards: CardSet) -> i32 {
    cards
        .iter()
        .map(|c| i32::from(c.number().value() + c.shape().value()))
        .sum()
}

/// Base points of a set of 3 to 5 cards, `None` if it is no base hand.
fn base_points(base: CardSet) -> Option<i32> {
    let size = base.len();
    if !(3..=5).contains(&size) {
        return None;
    }
    let size = size as i32;
    if tic_together(base) {
        Some(10 * size)
    } else if singles_together(base) {
        Some(5 * (size - 2))
    } else {
        None
    }
}

/// Tic-of-a-Kind points recounted from the base hands a score names: `None` unless they are
/// disjoint base hands (3 to 5 cards that Tic or Single) of the hand. A returned
/// [`tic_of_a_kind::Score`] must recount to its own `points`.
pub fn tic_of_a_kind_points_of(hand: CardSet, bases: &[CardSet]) -> Option<i32> {
    let mut used = CardSet::EMPTY;
    let mut points = 0;
    for &base in bases {
        if !base.is_subset(hand) || !base.is_disjoint(used) {
            return None;
        }
        points += base_points(base)?;
        used |= base;
    }
    Some(points + number_shape(used) - number_shape(hand - used))
}

/// Tic-of-a-Kind points: every choice of up to `bases` disjoint base hands tried.
pub fn tic_of_a_kind_score(hand: CardSet, bases: usize) -> Result<tic_of_a_kind::Score, HandError> {
    check_size(hand, 0, 10, "0 to 10")?;
    let candidates: Vec<(CardSet, i32)> = (3..=5)
        .flat_map(|k| subsets(hand, k))
        .filter_map(|b| base_points(b).map(|p| (b, p)))
        .collect();
    let mut best = tic_of_a_kind::Score {
        points: -number_shape(hand),
        bases: smallvec::SmallVec::new(),
    };
    let mut chosen = Vec::new();
    search(hand, &candidates, 0, bases, &mut chosen, &mut best);
    Ok(best)
}

fn search(
    hand: CardSet,
    candidates: &[(CardSet, i32)],
    from: usize,
    left: usize,
    chosen: &mut Vec<(CardSet, i32)>,
    best: &mut tic_of_a_kind::Score,
) {
    let used = chosen.iter().fold(CardSet::EMPTY, |acc, (b, _)| acc | *b);
    let points =
        chosen.iter().map(|(_, p)| p).sum::<i32>() + number_shape(used) - number_shape(hand - used);
    if points > best.points {
        *best = tic_of_a_kind::Score {
            points,
            bases: chosen.iter().map(|(b, _)| *b).collect(),
        };
    }
    if left == 0 {
        return;
    }
    for (i, &(base, p)) in candidates.iter().enumerate().skip(from) {
        if base.is_disjoint(used) {
            chosen.push((base, p));
            search(hand, candidates, i + 1, left - 1, chosen, best);
            chosen.pop();
        }
    }
}

/// Spectrum points of one 5-card set: its best sequence kind looked up in the table.
fn spectrum_points(five: CardSet, table: &PointTable) -> (i32, bool) {
    match sequence_step(five) {
        Step::Tripo => (table.tripo, true),
        Step::Duo => (table.duo, true),
        Step::Mono => (table.mono, true),
        Step::None => (table.no_sequence, false),
    }
}

/// Spectrum points of exactly five cards.
pub fn spectrum_score5(hand: CardSet, table: &PointTable) -> Result<spectrum::Score, HandError> {
    check_size(hand, 5, 5, "5")?;
    let (points, is_sequence) = spectrum_points(hand, table);
    Ok(spectrum::Score {
        points,
        sequences: if is_sequence { vec![hand] } else { Vec::new() },
    })
}

/// Spectrum points of exactly ten cards: every split into two fives tried.
pub fn spectrum_score10(hand: CardSet, table: &PointTable) -> Result<spectrum::Score, HandError> {
    check_size(hand, 10, 10, "10")?;
    let mut best: Option<spectrum::Score> = None;
    for first in subsets(hand, 5) {
        let second = hand - first;
        let (a, a_seq) = spectrum_points(first, table);
        let (b, b_seq) = spectrum_points(second, table);
        if best.as_ref().is_none_or(|s| a + b > s.points) {
            let mut sequences: Vec<CardSet> = [(first, a_seq), (second, b_seq)]
                .into_iter()
                .filter(|(_, s)| *s)
                .map(|(c, _)| c)
                .collect();
            sequences.sort();
            best = Some(spectrum::Score {
                points: a + b,
                sequences,
            });
        }
    }
    best.ok_or(HandError::WrongSize {
        expected: "10",
        got: hand.len(),
    })
}

/// The previous search for two or more Tic-of-a-Kind base hands (every 3- to 5-card part of
/// every group a candidate, then the best disjoint choice): the reference the group-pair
/// search of `tic_of_a_kind::score10` is checked against on many hands.
///
/// # Errors
/// As [`tic_of_a_kind::score`].
pub fn tic_of_a_kind_score_by_candidates(
    hand: CardSet,
    bases: usize,
) -> Result<tic_of_a_kind::Score, HandError> {
    tic_of_a_kind::score_by_candidates(hand, bases)
}

/// The previous fast 10-card Spectrum evaluator (every split of the ten tried, signatures
/// folded): the reference the listing `spectrum::score10` is checked against on many hands.
pub fn spectrum_score10_by_splits(
    hand: CardSet,
    table: &PointTable,
) -> Result<spectrum::Score, HandError> {
    spectrum::score10_by_splits(hand, table)
}

/// Toker showdown: places by category, then by the players' own cards (ruling 8).
pub fn toker_showdown(common: CardSet, privates: &[CardSet]) -> Result<Vec<usize>, HandError> {
    showdown_by(common, privates, |hand| {
        Ok(toker_best(hand)?.rank.category())
    })
}

/// Sequences showdown: places by category, then by the players' own cards (ruling 8).
pub fn sequences_showdown(common: CardSet, privates: &[CardSet]) -> Result<Vec<usize>, HandError> {
    showdown_by(common, privates, |hand| {
        Ok(sequences_best(hand)?.rank.category())
    })
}

/// Places by `category` of each player's whole hand, then the player's own cards compared
/// one by one, highest first.
fn showdown_by<C: Ord>(
    common: CardSet,
    privates: &[CardSet],
    category: impl Fn(CardSet) -> Result<C, HandError>,
) -> Result<Vec<usize>, HandError> {
    let hands = crate::disjoint_union(common, privates)?;
    let mut keys = Vec::new();
    for (hand, private) in hands.iter().zip(privates) {
        let own: Vec<u16> = private
            .by_rank_desc()
            .iter()
            .map(|c| c.rank_key())
            .collect();
        keys.push((category(*hand)?, own));
    }
    Ok(crate::places(&keys))
}

/// Wins, ties and losses of the player over every deal, literally: every way to complete the
/// common cards from the unseen ones, then every hand for each opponent in turn, each deal
/// settled by `showdown` (the player is seat 0). Only for small cases: the unseen cards
/// (not common, mine or dead) must be fewer than 32.
pub fn equity_counts(
    situation: &Situation,
    common_at_showdown: usize,
    showdown: impl Fn(CardSet, &[CardSet]) -> Result<Vec<usize>, HandError>,
) -> Result<(u64, u64, u64), HandError> {
    let seen = situation.common | situation.mine | situation.dead;
    let unseen = seen.complement();
    let more = common_at_showdown.saturating_sub(situation.common.len());
    let mut counts = (0, 0, 0);
    for extra in subsets(unseen, more) {
        let common = situation.common | extra;
        let mut hands = vec![situation.mine];
        deal(
            unseen - extra,
            situation,
            common,
            &mut hands,
            &showdown,
            &mut counts,
        )?;
    }
    Ok(counts)
}

fn deal(
    pool: CardSet,
    situation: &Situation,
    common: CardSet,
    hands: &mut Vec<CardSet>,
    showdown: &impl Fn(CardSet, &[CardSet]) -> Result<Vec<usize>, HandError>,
    counts: &mut (u64, u64, u64),
) -> Result<(), HandError> {
    if hands.len() == situation.opponents + 1 {
        let places = showdown(common, hands)?;
        let sharing = places.iter().filter(|&&p| p == 0).count();
        match (places[0], sharing) {
            (0, 1) => counts.0 += 1,
            (0, _) => counts.1 += 1,
            _ => counts.2 += 1,
        }
        return Ok(());
    }
    for hand in subsets(pool, situation.mine.len()) {
        hands.push(hand);
        deal(pool - hand, situation, common, hands, showdown, counts)?;
        hands.pop();
    }
    Ok(())
}
