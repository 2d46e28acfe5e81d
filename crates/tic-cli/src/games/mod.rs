//! The game registry: every game the program can play or simulate.
//!
//! A game joins by implementing [`GameSpec`] in its own module here and adding one line to
//! [`registry`]. Everything else (play, simulate, list, the tour) is generic.

use rules_engine::{Bot, Budget, Determinize, Game, GameRng, MctsBot, RandomBot, Seat};

use crate::CliError;
use crate::options::{OptionDoc, Options};

/// How the program builds and drives one game.
pub trait GameSpec: 'static {
    /// The game.
    type G: Game<
            Config: serde::Serialize + serde::de::DeserializeOwned + Send + Sync,
            Action: serde::Serialize + serde::de::DeserializeOwned,
        > + serde::Serialize
        + serde::de::DeserializeOwned
        + 'static;

    /// One line about the game and its source.
    const SUMMARY: &'static str;

    /// The variation options `--opt key=value` understands (besides `--players`).
    const OPTIONS: &'static [OptionDoc];

    /// The bots this game offers besides `random` (e.g. `greedy`).
    const BOTS: &'static [&'static str] = &["greedy"];

    /// The config from `--players` and the `--opt` options. Read options with the
    /// [`Options`] getters: unknown keys are reported afterwards.
    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<<Self::G as Game>::Config, CliError>;

    /// A bot by name: `random` or one of [`Self::BOTS`].
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self::G>>> {
        match kind {
            "random" => Some(Box::new(RandomBot)),
            _ => None,
        }
    }
}

/// The search bot by name: `mcts` (with `default_iterations` iterations a move), `mcts:N` (N
/// iterations a move, 1 to 1,000,000; deterministic) or `mcts:Nms` (N milliseconds a move, 1
/// to 60,000; not reproducible). Its rollouts are played by `rollout()`. `None` for any
/// other name, or a budget out of range.
pub fn mcts_bot<G: Determinize + 'static>(
    kind: &str,
    default_iterations: u32,
    rollout: impl FnOnce() -> Box<dyn Bot<G>>,
) -> Option<Box<dyn Bot<G>>> {
    mcts_bot_tuned(kind, default_iterations, |bot| bot.with_rollout(rollout()))
}

/// [`mcts_bot`] with the bot's settings chosen by `tune` (rollout bot, rollout length,
/// evaluator...).
pub fn mcts_bot_tuned<G: Determinize + 'static>(
    kind: &str,
    default_iterations: u32,
    tune: impl FnOnce(MctsBot<G>) -> MctsBot<G>,
) -> Option<Box<dyn Bot<G>>> {
    let budget = match kind.strip_prefix("mcts") {
        Some("") => Budget::Iterations(default_iterations),
        Some(rest) => {
            let rest = rest.strip_prefix(':')?;
            if let Some(ms) = rest.strip_suffix("ms") {
                let ms: u64 = ms.parse().ok().filter(|m| (1..=60_000).contains(m))?;
                Budget::Time(std::time::Duration::from_millis(ms))
            } else {
                let n: u32 = rest.parse().ok().filter(|n| (1..=1_000_000).contains(n))?;
                Budget::Iterations(n)
            }
        }
        None => return None,
    };
    Some(Box::new(tune(MctsBot::new(budget)).named(kind)))
}

/// A search bot that weighs only a shortlist of moves: the `keep` best by a quick rating of
/// the move from the player's view (usually the greedy bot's), ties kept in the order of the
/// legal moves. With a budget of a few hundred rollouts and dozens of legal moves, the search
/// otherwise spends a few samples on each move and picks the luckiest; on the shortlist each
/// candidate gets enough samples to tell them apart. Deterministic like the bot it wraps.
pub struct Shortlist<G: Game> {
    search: Box<dyn Bot<G>>,
    rate: fn(&G::View, &G::Action) -> i64,
    keep: usize,
}

impl<G: Game> Shortlist<G> {
    /// `search` choosing among the `keep` (at least 1) best moves by `rate`.
    pub fn new(
        search: Box<dyn Bot<G>>,
        rate: fn(&G::View, &G::Action) -> i64,
        keep: usize,
    ) -> Self {
        Shortlist {
            search,
            rate,
            keep: keep.max(1),
        }
    }

    /// Indices into `legal` of the moves to weigh, in the order of `legal`.
    fn shortlist(&self, view: &G::View, legal: &[G::Action]) -> Vec<usize> {
        let mut order: Vec<usize> = (0..legal.len()).collect();
        if legal.len() > self.keep {
            // A stable sort: equal ratings keep the order of the legal moves.
            order.sort_by_key(|&i| std::cmp::Reverse((self.rate)(view, &legal[i])));
            order.truncate(self.keep);
            order.sort_unstable();
        }
        order
    }
}

impl<G: Game> Bot<G> for Shortlist<G> {
    fn name(&self) -> &str {
        self.search.name()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action], rng: &mut GameRng) -> usize {
        self.search.choose(view, legal, rng)
    }

    fn choose_at(&mut self, seat: &Seat<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> usize {
        if legal.len() <= self.keep {
            return self.search.choose_at(seat, legal, rng);
        }
        let picked = self.shortlist(&seat.view(), legal);
        let moves: Vec<G::Action> = picked.iter().map(|&i| legal[i].clone()).collect();
        let choice = self.search.choose_at(seat, &moves, rng);
        picked.get(choice).or(picked.first()).copied().unwrap_or(0)
    }
}

/// Each player's lead over the mean of the others, squashed into 0..1 by `tanh(lead /
/// scale)` (0.5 = level): a search evaluator for rollouts cut short
/// ([`MctsBot::with_evaluator`]) in games where the highest score wins.
pub fn lead_values(scores: &[i64], scale: f64) -> Vec<f64> {
    let n = scores.len();
    let total: f64 = scores.iter().map(|&s| s as f64).sum();
    scores
        .iter()
        .map(|&own| {
            let own = own as f64;
            let others = (total - own) / (n.max(2) - 1) as f64;
            0.5 + 0.5 * ((own - others) / scale).tanh()
        })
        .collect()
}

/// How a game's `mcts` weighs a shortlist with short rollouts ([`shortlist_search_bot`]).
pub struct ShortSearch<G: Game> {
    /// Rollouts a move by default (`mcts`).
    pub rollouts: u32,
    /// Actions a rollout plays before `standings` values it.
    pub rollout_steps: usize,
    /// Moves weighed: the best by `rate`.
    pub shortlist: usize,
    /// A quick rating of a move (usually the greedy bot's).
    pub rate: fn(&G::View, &G::Action) -> i64,
    /// Each player's value of an unfinished state, in 0..=1 (e.g. [`lead_values`]).
    pub standings: fn(&G) -> Vec<f64>,
}

/// The search bot `kind` (as [`mcts_bot`]) weighing the shortlist of `settings`, with rollouts
/// played by `rollout()` for `rollout_steps` actions and valued by `standings`.
pub fn shortlist_search_bot<G: Determinize + 'static>(
    kind: &str,
    settings: &ShortSearch<G>,
    rollout: impl FnOnce() -> Box<dyn Bot<G>>,
) -> Option<Box<dyn Bot<G>>> {
    let search = mcts_bot_tuned(kind, settings.rollouts, |mcts| {
        mcts.with_rollout(rollout())
            .with_max_rollout_steps(settings.rollout_steps)
            .with_evaluator(settings.standings)
    })?;
    Some(Box::new(Shortlist::new(
        search,
        settings.rate,
        settings.shortlist,
    )))
}

/// A registered game, with its generic commands bound to its types.
pub struct Entry {
    /// The game's name ([`Game::NAME`]).
    pub name: &'static str,
    /// One line about it.
    pub summary: &'static str,
    /// Its options.
    pub options: &'static [OptionDoc],
    /// Its bots besides `random`.
    pub bots: &'static [&'static str],
    /// `tic play`.
    pub play: fn(&crate::play::PlayArgs) -> Result<(), CliError>,
    /// `tic resume`: the save file's bytes and its path.
    pub resume: fn(&[u8], &std::path::Path) -> Result<(), CliError>,
    /// `tic replay`: the save file's bytes.
    pub replay: fn(&[u8], &crate::play::ReplayArgs) -> Result<(), CliError>,
    /// The save-file check of the fuzz target ([`crate::save::check_save_file`]).
    pub check: fn(&[u8]) -> Result<(), CliError>,
    /// `tic simulate`.
    pub simulate: fn(&crate::simulate::SimArgs) -> Result<crate::simulate::Summary, CliError>,
    /// One seeded game with the default bots, for the tour: the final table and scores.
    pub showcase: fn(u64) -> Result<String, CliError>,
}

impl Entry {
    /// The entry of a spec.
    pub fn of<S: GameSpec>() -> Entry {
        Entry {
            name: S::G::NAME,
            summary: S::SUMMARY,
            options: S::OPTIONS,
            bots: S::BOTS,
            play: crate::play::play::<S>,
            resume: crate::play::resume::<S>,
            replay: crate::play::replay::<S>,
            check: crate::save::check::<S>,
            simulate: crate::simulate::simulate::<S>,
            showcase: crate::simulate::showcase::<S>,
        }
    }
}

/// Every game the program knows, in the order `tic list` shows them.
pub fn registry() -> Vec<Entry> {
    vec![
        Entry::of::<toker::TokerSpec>(),
        Entry::of::<sequences::SequencesSpec>(),
        Entry::of::<tic_of_a_kind::TicOfAKindSpec>(),
        Entry::of::<spectrum::SpectrumSpec>(),
        Entry::of::<tri_up_tri_down::TriUpTriDownSpec>(),
        Entry::of::<ticataire::TicataireSpec>(),
        Entry::of::<tic_rummy::TicRummySpec>(),
        Entry::of::<team_tic::TeamTicSpec>(),
        Entry::of::<tyramid::TyramidSpec>(),
        Entry::of::<queen::QueenSpec>(),
        Entry::of::<tic_squared::TicSquaredSpec>(),
        Entry::of::<gridsy::GridsySpec>(),
        Entry::of::<pentic::PenticSpec>(),
        Entry::of::<ticardo::SolitaireSpec>(),
        Entry::of::<ticardo::DuelSpec>(),
        Entry::of::<ticardo::PiecesSpec>(),
        Entry::of::<tick::TickSpec>(),
        Entry::of::<demo::TwentyOneSpec>(),
    ]
}

/// Finds a game by name (case-insensitive; `_` and `-` alike).
pub fn find(name: &str) -> Result<Entry, CliError> {
    let wanted = name.to_ascii_lowercase().replace('_', "-");
    let all = registry();
    let names: Vec<&str> = all.iter().map(|e| e.name).collect();
    let names = names.join(", ");
    all.into_iter()
        .find(|e| e.name == wanted)
        .ok_or(CliError::UnknownGame {
            name: name.to_owned(),
            known: names,
        })
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

    use super::{GameSpec, Shortlist, lead_values};

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
    struct Offered(std::rc::Rc<std::cell::RefCell<Vec<PenticAction>>>);

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
            *self.0.borrow_mut() = legal.to_vec();
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
        let seen = std::rc::Rc::default();
        let mut bot = Shortlist::new(
            Box::new(Offered(std::rc::Rc::clone(&seen))),
            immediate_points,
            3,
        );
        let mut rng = GameRng::from_seed(Seed(1));
        let i = rules_engine::Bot::choose_at(&mut bot, &Seat::new(&game, p), &legal, &mut rng);
        let offered = seen.borrow().clone();
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
            Box::new(Offered(std::rc::Rc::clone(&seen))),
            immediate_points,
            legal.len(),
        );
        let j = rules_engine::Bot::choose_at(&mut all, &Seat::new(&game, p), &legal, &mut rng);
        assert_eq!(*seen.borrow(), legal);
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
