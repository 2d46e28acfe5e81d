//! The game registry: every game the program can play or simulate.
//!
//! A game joins by implementing [`GameSpec`] in its own module here and adding one line to
//! [`registry`]. Everything else (play, simulate, list, the tour) is generic.

use rules_engine::{Bot, Game, RandomBot, SearchBudget, TunedBots};

use crate::CliError;
use crate::options::{OptionDoc, Options};

/// How the program builds and drives one game.
pub trait GameSpec: 'static {
    /// The game.
    type G: Game<
            Config: serde::Serialize + serde::de::DeserializeOwned + Send + Sync,
            Action: serde::Serialize + serde::de::DeserializeOwned,
        > + TunedBots
        + serde::Serialize
        + serde::de::DeserializeOwned;

    /// One line about the game and its source.
    const SUMMARY: &'static str;

    /// The variation options `--opt key=value` understands (besides `--players`).
    const OPTIONS: &'static [OptionDoc];

    /// The bots this game offers besides `random`: its own ([`TunedBots`]).
    const BOTS: &'static [&'static str] = &["greedy", "mcts"];

    /// The config from `--players` and the `--opt` options. Read options with the
    /// [`Options`] getters: unknown keys are reported afterwards.
    fn config(
        players: Option<usize>,
        opts: &mut Options,
    ) -> Result<<Self::G as Game>::Config, CliError>;

    /// A bot by name: `random` or one of [`Self::BOTS`] ([`tuned_bot`]).
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self::G>>> {
        tuned_bot(kind)
    }
}

/// The bots of a game that offers tuned ones ([`TunedBots`]) by name: `random`, `greedy`, or
/// the search bot as [`search_budget`] reads its name.
pub fn tuned_bot<G: TunedBots>(kind: &str) -> Option<Box<dyn Bot<G>>> {
    match kind {
        "random" => Some(Box::new(RandomBot)),
        "greedy" => Some(G::greedy_bot()),
        _ => Some(G::search_bot(search_budget(kind, G::SEARCH_BUDGET)?)),
    }
}

/// The search budget a bot name asks for: `mcts` is `default`, `mcts:N` N iterations a move
/// (1 to 1,000,000; deterministic) and `mcts:Nms` N milliseconds a move (1 to 60,000; not
/// reproducible). `None` for any other name, or a budget out of range.
pub fn search_budget(kind: &str, default: SearchBudget) -> Option<SearchBudget> {
    match kind.strip_prefix("mcts")? {
        "" => Some(default),
        rest => {
            let rest = rest.strip_prefix(':')?;
            if let Some(ms) = rest.strip_suffix("ms") {
                let ms: u64 = ms.parse().ok().filter(|m| (1..=60_000).contains(m))?;
                Some(SearchBudget::Time(std::time::Duration::from_millis(ms)))
            } else {
                let n: u32 = rest.parse().ok().filter(|n| (1..=1_000_000).contains(n))?;
                Some(SearchBudget::Iterations(n))
            }
        }
    }
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

    use super::GameSpec;
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
