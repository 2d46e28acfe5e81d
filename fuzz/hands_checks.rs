//! The properties the tic-hands fuzz targets check: every fast hand evaluator against its naive
//! twin on hands built from arbitrary bytes. Shared with tic-hands' test binary
//! (`crates/tic-hands/tests/it/fuzz_seeds.rs`), which runs them on the seed inputs in
//! `fuzz/seeds/hands_*/` so CI covers them on the stable toolchain.

use tic_core::{Card, CardSet};
use tic_hands::equity::{EquityBudget, MAX_DEALS, Method, Situation};
use tic_hands::spectrum::PointTable;
use tic_hands::{naive, sequences, spectrum, tic_of_a_kind, toker};

/// Distinct cards from bytes (each byte a card index modulo 125), at most `max`.
fn cards(data: &[u8], max: usize) -> CardSet {
    let mut set = CardSet::EMPTY;
    for &b in data {
        if set.len() == max {
            break;
        }
        if let Some(card) = Card::from_index(usize::from(b) % 125) {
            set.insert(card);
        }
    }
    set
}

/// Every evaluator on a hand of 0 to 10 cards: fast and naive agree, on results and on
/// refusals (wrong sizes are typed errors, never panics).
pub fn hands_evaluators(data: &[u8]) {
    let Some((&bases, rest)) = data.split_first() else {
        return;
    };
    let hand = cards(rest, 10);
    assert_eq!(toker::best(hand), naive::toker_best(hand));
    assert_eq!(
        toker::category(hand),
        toker::best(hand).map(|b| b.rank.category())
    );
    if hand.len() == 5 {
        assert_eq!(toker::rank5(hand), naive::toker_rank5(hand));
    }
    assert_eq!(sequences::best(hand), naive::sequences_best(hand));
    assert_eq!(
        sequences::category(hand),
        sequences::best(hand).map(|b| b.rank.category())
    );
    assert_eq!(
        sequences::best(hand),
        naive::sequences_best_by_triples(hand)
    );
    if hand.len() == 6 {
        assert_eq!(sequences::rank6(hand), naive::sequences_rank6(hand));
    }
    let bases = usize::from(bases % 4);
    let fast = tic_of_a_kind::score(hand, bases);
    let slow = naive::tic_of_a_kind_score(hand, bases);
    assert_eq!(
        fast.as_ref().map(|s| s.points),
        slow.as_ref().map(|s| s.points)
    );
    if let Ok(score) = fast {
        assert!(score.bases.len() <= bases);
        let mut used = CardSet::EMPTY;
        for base in score.bases {
            assert!(base.is_subset(hand) && base.is_disjoint(used));
            used |= base;
        }
    }
    let table = PointTable::default();
    assert_eq!(
        spectrum::score5(hand, &table),
        naive::spectrum_score5(hand, &table)
    );
    assert_eq!(
        spectrum::score10(hand, &table).map(|s| s.points),
        naive::spectrum_score10(hand, &table).map(|s| s.points)
    );
}

/// Showdowns and equity from bytes: the first bytes choose the shape of the deal, the rest the
/// cards. Showdowns agree with the naive ones; small equity cases agree with literal
/// enumeration; every refusal is a typed error.
pub fn hands_showdown(data: &[u8]) {
    let &[shape, split, extra, ref rest @ ..] = data else {
        return;
    };
    let sequences_game = shape & 1 == 1;
    let players = 2 + usize::from(shape >> 1) % 3;
    let private = 1 + usize::from(split) % 4;
    let common = usize::from(split >> 2) % 7;
    let all = cards(rest, common + private * players);
    let list: Vec<Card> = all.iter().collect();
    let take =
        |from: usize, n: usize| -> CardSet { list.iter().skip(from).take(n).copied().collect() };
    let common_cards = take(0, common);
    let privates: Vec<CardSet> = (0..players)
        .map(|p| take(common + p * private, private))
        .collect();
    if sequences_game {
        assert_eq!(
            sequences::showdown(common_cards, &privates),
            naive::sequences_showdown(common_cards, &privates)
        );
    } else {
        assert_eq!(
            toker::showdown(common_cards, &privates),
            naive::toker_showdown(common_cards, &privates)
        );
    }

    // Equity: the player is seat 0, one opponent, and only a few cards unseen, so literal
    // enumeration stays small.
    let mine = privates.first().copied().unwrap_or_default();
    let at_showdown = common + usize::from(extra % 3).min(2);
    let unseen_count = (at_showdown - common) + mine.len() + usize::from(extra >> 2) % 3;
    let unseen: CardSet = Card::all()
        .filter(|c| !all.contains(*c))
        .skip(usize::from(extra) % 64)
        .take(unseen_count)
        .collect();
    let dead = (common_cards | mine | unseen).complement();
    let situation = Situation::new(common_cards, mine, 1)
        .with_dead(dead)
        .with_common_at_showdown(at_showdown);
    let budget = EquityBudget::new(MAX_DEALS, 0);
    let (fast, showdown): (_, fn(CardSet, &[CardSet]) -> _) = if sequences_game {
        (
            sequences::equity(&situation, &budget),
            naive::sequences_showdown,
        )
    } else {
        (toker::equity(&situation, &budget), naive::toker_showdown)
    };
    match fast {
        Ok(equity) => {
            assert_eq!(equity.method, Method::Exact);
            let slow = naive::equity_counts(&situation, at_showdown, showdown);
            assert_eq!(Ok((equity.wins, equity.ties, equity.losses)), slow);
            assert!((0.0..=1.0).contains(&equity.share));
        }
        // Refused: the hands would have the wrong size, or too few cards are unseen.
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}
