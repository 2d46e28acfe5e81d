//! The solitaire solver against a naive search over the game itself.

use proptest::prelude::*;
use rules_engine::{Bot, Game, GameRng, Seed, run};
use ticardo::{Solitaire, SolitaireConfig, bots, solver};
use ticardo_core::Reach;

/// Every line, tried through the game's own rules: the most cards playable.
fn naive_max(game: &Solitaire) -> usize {
    game.legal_actions(0)
        .iter()
        .map(|a| {
            let mut next = game.clone();
            next.apply(0, a).expect("a listed action is legal");
            1 + naive_max(&next)
        })
        .max()
        .unwrap_or(0)
}

/// A position late in a random game, where the naive search is quick.
fn late_position(seed: u64, reach: Reach, hand_size: usize, draw_left: usize) -> Solitaire {
    let config = SolitaireConfig {
        reach,
        hand_size,
        ..SolitaireConfig::default()
    };
    let mut game = Solitaire::new(config, Seed(seed)).expect("valid config");
    let mut rng = GameRng::from_seed(Seed(seed).derive(1));
    while game.draw_pile().len() > draw_left && !game.is_over() {
        let legal = game.legal_actions(0);
        let a = legal[rng.index(legal.len())];
        game.apply(0, &a).expect("legal");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn solver_agrees_with_naive_search(seed in 0u64..10_000, r in 0usize..3, hand_size in 2usize..5, draw_left in 0usize..4) {
        let reach = Reach::ALL[r];
        let game = late_position(seed, reach, hand_size, draw_left);
        let solution = solver::solve(&game.position());
        prop_assert_eq!(solution.max_played, naive_max(&game));
        prop_assert_eq!(solver::solve_naive(&game.position()), solution);
        prop_assert_eq!(solution.draw_pile, game.draw_pile().len());
    }
}

#[test]
fn solver_is_an_upper_bound_for_the_greedy_bot() {
    for seed in 0..30 {
        for config in [SolitaireConfig::default(), SolitaireConfig::variation()] {
            let mut game = Solitaire::new(config, Seed(seed)).unwrap();
            let best = solver::solve(&game.position());
            let mut bots: Vec<Box<dyn Bot<Solitaire>>> = vec![Box::new(bots::solitaire_greedy())];
            run(&mut game, &mut bots, Seed(seed), 1_000).unwrap();
            assert!(game.played() <= best.max_played, "seed {seed}");
            if game.draw_pile_used_up() {
                assert!(
                    best.winnable(),
                    "seed {seed}: greedy won an unwinnable deal"
                );
            }
        }
    }
}

#[test]
fn solver_verdicts_are_pinned() {
    // Golden: the first deals' best results (cards playable out of 18; 13 wins) in the
    // solitaire, the one-space variation and the cardinal challenge.
    let best: Vec<Vec<usize>> = [
        SolitaireConfig::default(),
        SolitaireConfig::variation(),
        SolitaireConfig::cardinal(),
    ]
    .into_iter()
    .map(|config| {
        (0..8)
            .map(|s| {
                let g = Solitaire::new(config.clone(), Seed(s)).unwrap();
                solver::solve(&g.position()).max_played
            })
            .collect()
    })
    .collect();
    assert_eq!(best, GOLDEN_BEST);
}

const GOLDEN_BEST: [[usize; 8]; 3] = [
    [18, 18, 18, 18, 18, 18, 18, 18],
    [18, 18, 18, 18, 18, 18, 18, 18],
    [11, 4, 1, 1, 4, 16, 1, 9],
];

#[test]
fn solver_agrees_with_naive_search_on_non_trivial_positions() {
    let mut total = 0;
    for seed in 0..24 {
        let reach = Reach::ALL[(seed % 3) as usize];
        let game = late_position(seed, reach, 4, 3);
        let best = solver::solve(&game.position()).max_played;
        assert_eq!(best, naive_max(&game), "seed {seed}");
        total += best;
    }
    assert!(
        total >= 24,
        "the positions are not trivial: {total} plays in all"
    );
}

#[test]
fn best_line_replays_to_the_best_result() {
    for seed in 0..20 {
        for config in [
            SolitaireConfig::default(),
            SolitaireConfig::variation(),
            SolitaireConfig::cardinal(),
        ] {
            let mut game = Solitaire::new(config, Seed(seed)).unwrap();
            let best = solver::solve(&game.position());
            let line = solver::best_line(&game.position());
            assert_eq!(line.len(), best.max_played, "seed {seed}");
            for play in &line {
                game.apply(0, play).unwrap();
            }
            assert!(game.is_over(), "the best line ends the game");
            assert_eq!(game.draw_pile_used_up(), best.winnable());
        }
    }
}
