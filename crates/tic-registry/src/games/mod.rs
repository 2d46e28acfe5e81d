//! The one list of games: each game's [`GameSpec`] in its own module here, and
//! [`visit_all`], which hands every spec to generic code in the order `tic list` shows them.

use crate::Visitor;

/// Calls `visitor` with every game's spec, in the order `tic list` shows them: the one list of
/// games (a game joins by one line here and its module).
pub fn visit_all<V: Visitor>(visitor: &mut V) -> Vec<V::Output> {
    vec![
        visitor.visit::<toker::TokerSpec>(),
        visitor.visit::<sequences::SequencesSpec>(),
        visitor.visit::<tic_of_a_kind::TicOfAKindSpec>(),
        visitor.visit::<spectrum::SpectrumSpec>(),
        visitor.visit::<tri_up_tri_down::TriUpTriDownSpec>(),
        visitor.visit::<ticataire::TicataireSpec>(),
        visitor.visit::<tic_rummy::TicRummySpec>(),
        visitor.visit::<team_tic::TeamTicSpec>(),
        visitor.visit::<tyramid::TyramidSpec>(),
        visitor.visit::<queen::QueenSpec>(),
        visitor.visit::<tic_squared::TicSquaredSpec>(),
        visitor.visit::<gridsy::GridsySpec>(),
        visitor.visit::<pentic::PenticSpec>(),
        visitor.visit::<ticardo::SolitaireSpec>(),
        visitor.visit::<ticardo::DuelSpec>(),
        visitor.visit::<ticardo::PiecesSpec>(),
        visitor.visit::<tick::TickSpec>(),
        visitor.visit::<demo::TwentyOneSpec>(),
    ]
}

mod demo;
mod gridsy;
mod pentic;
mod queen;
mod sequences;
mod spectrum;
mod team_tic;
mod tic_of_a_kind;
mod tic_rummy;
mod tic_squared;
mod ticardo;
mod ticataire;
mod tick;
mod toker;
mod tri_up_tri_down;
mod tyramid;

#[cfg(test)]
mod search_tests {
    use rules_engine::{Game, GameRng, Seat, Seed, ToAct};
    use tic_pentic::{Pentic, PenticAction, PenticConfig, immediate_points};

    use crate::GameSpec;
    use rules_engine::{Shortlist, lead_values};

    /// A Pentic game a few greedy moves in, and the player to act.
    fn pentic_midgame() -> (Pentic, usize) {
        let mut game = Pentic::new(PenticConfig::players(2), Seed(5)).expect("config");
        let mut rng = GameRng::from_seed(Seed(9));
        let mut greedy = tic_pentic::GreedyBot;
        for _ in 0..6 {
            let ToAct::Player(p) = game.to_act() else {
                panic!("the game ended early")
            };
            let legal = game.legal_actions(p);
            let i =
                rules_engine::Bot::choose_at(&mut greedy, &Seat::new(&game, p), &legal, &mut rng);
            game.apply(p, &legal[i]).expect("legal");
        }
        let ToAct::Player(p) = game.to_act() else {
            panic!("the game ended early")
        };
        (game, p)
    }

    #[test]
    fn lead_values_are_level_at_half_and_ordered_by_lead() {
        assert_eq!(lead_values(&[10, 10], 5.0), vec![0.5, 0.5]);
        // 20 against 10: a lead of 10 at scale 10 is 0.5 + 0.5 tanh(1).
        let v = lead_values(&[20, 10], 10.0);
        assert!((v[0] - (0.5 + 0.5 * 1f64.tanh())).abs() < 1e-12);
        assert!((v[0] + v[1] - 1.0).abs() < 1e-12);
        // Three players: each against the mean of the other two.
        let v = lead_values(&[30, 0, 0], 10.0);
        assert!(v[0] > 0.5 && v[1] < 0.5 && (v[1] - v[2]).abs() < 1e-12);
        // Extreme scores stay in 0..=1.
        let v = lead_values(&[i64::MAX, i64::MIN], 1.0);
        assert!(v.iter().all(|x| (0.0..=1.0).contains(x)), "{v:?}");
    }

    /// A bot that records the moves it was offered and plays the last.
    struct Offered(std::sync::Arc<std::sync::Mutex<Vec<PenticAction>>>);

    impl rules_engine::Bot<Pentic> for Offered {
        fn name(&self) -> &str {
            "offered"
        }
        fn choose(
            &mut self,
            _view: &tic_pentic::PenticView,
            legal: &[PenticAction],
            _rng: &mut GameRng,
        ) -> usize {
            *self.0.lock().expect("not poisoned") = legal.to_vec();
            legal.len() - 1
        }
    }

    #[test]
    fn the_shortlist_offers_the_best_rated_moves_and_maps_the_choice_back() {
        let (game, p) = pentic_midgame();
        let legal = game.legal_actions(p);
        assert!(legal.len() > 3, "{} legal moves", legal.len());
        let view = game.view(p);
        let ratings: Vec<i64> = legal.iter().map(|a| immediate_points(&view, a)).collect();
        let seen = std::sync::Arc::default();
        let mut bot = Shortlist::new(
            Box::new(Offered(std::sync::Arc::clone(&seen))),
            immediate_points,
            3,
        );
        let mut rng = GameRng::from_seed(Seed(1));
        let i = rules_engine::Bot::choose_at(&mut bot, &Seat::new(&game, p), &legal, &mut rng);
        let offered = seen.lock().expect("not poisoned").clone();
        assert_eq!(offered.len(), 3);
        // The wrapped bot played the last move it was offered: the same action at the table.
        assert_eq!(legal[i], offered[2]);
        // Offered in the order of the legal moves, and nothing left out rates above them.
        let kept: Vec<usize> = offered
            .iter()
            .map(|a| legal.iter().position(|b| b == a).expect("a legal move"))
            .collect();
        assert!(kept.windows(2).all(|w| w[0] < w[1]), "{kept:?}");
        let kept_min = kept.iter().map(|&k| ratings[k]).min().expect("kept");
        for (k, r) in ratings.iter().enumerate() {
            if !kept.contains(&k) {
                assert!(
                    *r <= kept_min,
                    "move {k} rated {r} left out, kept {kept_min}"
                );
            }
        }
        // As many legal moves as the shortlist: all of them, untouched.
        let mut all = Shortlist::new(
            Box::new(Offered(std::sync::Arc::clone(&seen))),
            immediate_points,
            legal.len(),
        );
        let j = rules_engine::Bot::choose_at(&mut all, &Seat::new(&game, p), &legal, &mut rng);
        assert_eq!(*seen.lock().expect("not poisoned"), legal);
        assert_eq!(j, legal.len() - 1);
    }

    #[test]
    fn the_grid_search_bots_are_deterministic_for_a_fixed_budget_and_play_legal_moves() {
        let (game, p) = pentic_midgame();
        let legal = game.legal_actions(p);
        let pick = |seed: u64| {
            let mut bot = super::pentic::PenticSpec::bot("mcts:200").expect("mcts");
            let mut rng = GameRng::from_seed(Seed(seed));
            bot.choose_at(&Seat::new(&game, p), &legal, &mut rng)
        };
        let first = pick(3);
        assert!(first < legal.len());
        assert_eq!(first, pick(3));
        let mut replay = game.clone();
        replay.apply(p, &legal[first]).expect("a legal move");
    }
}
