//! Equity: hand-worked situations, typed refusals, sampling against enumeration, and (feature
//! `naive`) agreement with literal enumeration on small cases.

use tic_core::{Card, CardSet};
use tic_hands::equity::{EquityBudget, EquityError, MAX_DEALS, Method, Situation};
use tic_hands::{HandError, sequences, toker};

fn cards(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Every card but these is out of play.
fn all_dead_but(live: CardSet) -> CardSet {
    live.complement()
}

#[test]
fn toker_five_tic_on_the_table_is_decided_by_own_cards() {
    // The common cards are the whole line 5-star: everyone has five that Tic, so ruling 8
    // compares the players' own cards, highest first. 5-square-red (value 5+4+5 = 14) is the
    // highest card in play: I hold it, so every one of the 4 opponent hands loses.
    let common = cards("5sv 5sc 5sy 5so 5sr");
    let mine = cards("5qr 1ov 1oc");
    let unseen = cards("5qy 1cv 2cv 3cv");
    let situation = Situation::new(common, mine, 1).with_dead(all_dead_but(common | mine | unseen));
    let e = toker::equity(&situation, &EquityBudget::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((e.wins, e.ties, e.losses), (4, 0, 0));
    assert_eq!(e.method, Method::Exact);
    assert_eq!(e.share, 1.0);

    // Holding 5-square-yellow (12) instead: the 3 opponent hands with 5-square-red beat me, the
    // one without it ({1cv 2cv 3cv}, highest 3-crescent-violet, 6) does not.
    let mine = cards("5qy 1ov 1oc");
    let unseen = cards("5qr 1cv 2cv 3cv");
    let situation = Situation::new(common, mine, 1).with_dead(all_dead_but(common | mine | unseen));
    let e = toker::equity(&situation, &EquityBudget::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((e.wins, e.ties, e.losses), (1, 0, 3));
    assert_eq!(e.win(), 0.25);
    assert_eq!(e.standard_error(e.win()), 0.0);
}

#[test]
fn toker_counts_every_common_card_and_every_opponent_hand() {
    // One common card to come from 5 unseen cards, then one opponent's 3 cards from the other
    // 4: 5 x C(4, 3) = 20 ordered deals; two opponents: 5 x 4 x 1 (only 3 cards left): needs 7.
    let common = cards("1ov 2cc 3ty 4qo");
    let mine = cards("5sr 5qr 5or");
    let unseen = cards("1sv 2sv 3sv 4sv 5sv");
    let dead = all_dead_but(common | mine | unseen);
    let one = toker::equity(
        &Situation::new(common, mine, 1).with_dead(dead),
        &EquityBudget::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(one.deals(), 20);
    let two = toker::equity(
        &Situation::new(common, mine, 2).with_dead(dead),
        &EquityBudget::default(),
    );
    assert_eq!(
        two,
        Err(EquityError::NotEnoughCards {
            needed: 7,
            unseen: 5
        })
    );
}

#[test]
fn sequences_five_tripo_always_wins() {
    let common = cards("1ov 2cc 5sr");
    let mine = cards("3ty 4qo 1sv");
    let e = sequences::equity(&Situation::new(common, mine, 3), &EquityBudget::new(500, 3))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((e.wins, e.deals()), (500, 500));
    assert_eq!(e.method, Method::Sampled { seed: 3 });
}

#[test]
fn bad_situations_are_typed_errors() {
    let common = cards("1ov 2cc 3ty");
    let mine = cards("4qo 5sr 1sv");
    let ok = Situation::new(common, mine, 1);
    let budget = EquityBudget::default();
    assert!(matches!(
        toker::equity(&Situation::new(common, cards("1ov 5sr 1sv"), 1), &budget),
        Err(EquityError::Hand(HandError::Overlap { .. }))
    ));
    assert_eq!(
        toker::equity(&ok.with_dead(cards("4qo")), &budget),
        Err(EquityError::Hand(HandError::Overlap {
            cards: cards("4qo")
        }))
    );
    assert_eq!(
        toker::equity(&Situation::new(common, mine, 0), &budget),
        Err(EquityError::Opponents(0))
    );
    assert_eq!(
        toker::equity(&Situation::new(common, mine, usize::MAX), &budget),
        Err(EquityError::Opponents(usize::MAX))
    );
    assert_eq!(
        toker::equity(&ok, &EquityBudget::new(0, 1)),
        Err(EquityError::EquityBudget(0))
    );
    assert_eq!(
        toker::equity(&ok, &EquityBudget::new(MAX_DEALS + 1, 1)),
        Err(EquityError::EquityBudget(MAX_DEALS + 1))
    );
    assert_eq!(
        toker::equity(&ok.with_common_at_showdown(2), &budget),
        Err(EquityError::CommonCards {
            have: 3,
            at_showdown: 2
        })
    );
    // 3 + 8 common cards make 11: no Toker hand has more than 10 cards.
    assert!(matches!(
        toker::equity(&ok.with_common_at_showdown(8), &budget),
        Err(EquityError::Hand(HandError::WrongSize { got: 11, .. }))
    ));
    // Sequences needs 6 cards: 3 own + 2 common is too few.
    assert!(matches!(
        sequences::equity(
            &ok.with_common_at_showdown(3).with_dead(CardSet::EMPTY),
            &budget
        )
        .and(sequences::equity(
            &Situation::new(cards("1ov"), mine, 1).with_common_at_showdown(2),
            &budget
        )),
        Err(EquityError::Hand(HandError::WrongSize { got: 5, .. }))
    ));
}

#[test]
fn sampling_is_seeded_and_near_the_exact_answer() {
    // 2 common cards to come from 12 unseen, one opponent: C(12,2) x C(10,3) = 7,920 deals.
    let common = cards("1ov 2cc 3ty");
    let mine = cards("4qo 5sr 3sv");
    let unseen: CardSet = Card::all()
        .filter(|c| c.index() % 10 == 3)
        .take(12)
        .collect::<CardSet>()
        - common
        - mine;
    let situation = Situation::new(common, mine, 1)
        .with_dead(all_dead_but(common | mine | unseen))
        .with_common_at_showdown(5);
    let exact = toker::equity(&situation, &EquityBudget::new(MAX_DEALS, 0))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(exact.method, Method::Exact);
    let sampled =
        toker::equity(&situation, &EquityBudget::new(4_000, 9)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(sampled.method, Method::Sampled { seed: 9 });
    assert_eq!(sampled.deals(), 4_000);
    let error = sampled.standard_error(sampled.win());
    assert!(error > 0.0);
    assert!(
        (sampled.win() - exact.win()).abs() <= 5.0 * error.max(1e-3),
        "{sampled:?} vs {exact:?}"
    );
    assert_eq!(
        toker::equity(&situation, &EquityBudget::new(4_000, 9)),
        Ok(sampled)
    );
}

#[cfg(feature = "naive")]
mod against_naive {
    use super::*;
    use proptest::prelude::*;
    use tic_core::{GameRng, Seed};
    use tic_hands::naive;

    /// A small situation: `common` of `at_showdown` common cards known, `mine` own cards,
    /// `opponents`, and only `extra` cards more unseen than the deal needs.
    fn small(
        seed: u64,
        common: usize,
        at_showdown: usize,
        mine: usize,
        opponents: usize,
        extra: usize,
    ) -> Situation {
        let mut deck: Vec<Card> = Card::all().collect();
        GameRng::from_seed(Seed(seed)).shuffle(&mut deck);
        let unseen = at_showdown - common + mine * opponents + extra;
        let take = |from: usize, n: usize| deck[from..from + n].iter().collect::<CardSet>();
        let c = take(0, common);
        let m = take(common, mine);
        let live = c | m | take(common + mine, unseen);
        Situation::new(c, m, opponents)
            .with_dead(live.complement())
            .with_common_at_showdown(at_showdown)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

        #[test]
        fn toker_equity_agrees(seed in any::<u64>(), common in 3usize..=5, two in any::<bool>(), extra in 0usize..=2) {
            let opponents = if two { 2 } else { 1 };
            let extra = if two { extra.min(1) } else { extra };
            let s = small(seed, common, 5, 3, opponents, extra);
            let fast = toker::equity(&s, &EquityBudget::new(MAX_DEALS, 0))?;
            prop_assert_eq!(fast.method, Method::Exact);
            let slow = naive::equity_counts(&s, 5, naive::toker_showdown)?;
            prop_assert_eq!((fast.wins, fast.ties, fast.losses), slow);
        }

        #[test]
        fn sequences_equity_agrees(seed in any::<u64>(), at_showdown in 3usize..=4, known in 0usize..=2, extra in 0usize..=3) {
            let common = known.min(at_showdown);
            let s = small(seed, common, at_showdown, 6 - at_showdown, 1, extra);
            let fast = sequences::equity(&s, &EquityBudget::new(MAX_DEALS, 0))?;
            prop_assert_eq!(fast.method, Method::Exact);
            let slow = naive::equity_counts(&s, at_showdown, naive::sequences_showdown)?;
            prop_assert_eq!((fast.wins, fast.ties, fast.losses), slow);
        }
    }
}
