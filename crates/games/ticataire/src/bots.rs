//! The greedy bot and the tuned search bot ([`TunedBots`]).

use rules_engine::{Bot, GreedyBot, MctsBot, SearchBudget, TunedBots};

use crate::actions::Move;
use crate::state::Ticataire;
use crate::view::TicView;

/// The greedy score of a move: uncover buried cards first (from the deepest column), then
/// play the flipped card, then flip; moves that bring nothing into play come last, so the
/// bot only shuffles cards between columns and sequence piles when the deck is used up.
#[must_use]
pub fn greedy_score(view: &TicView, mv: &Move) -> i64 {
    move_score(mv, |c| {
        view.columns
            .get(usize::from(c))
            .map(|column| (column.buried, column.up.len()))
    })
}

/// [`greedy_score`] from what it needs of each column (its buried cards and its face-up
/// cards, counted), so the solver's greedy playouts score moves on the board alike.
pub(crate) fn move_score(mv: &Move, column: impl Fn(u8) -> Option<(usize, usize)>) -> i64 {
    match *mv {
        Move::ColumnToColumn { from, to } => match column(from) {
            Some((buried, _)) if buried > 0 => {
                let into_space = column(to).is_some_and(|(_, up)| up == 0);
                // Filling a space is worth less: the space could take a 5 later.
                (if into_space { 800 } else { 1000 }) + buried as i64
            }
            _ => -20,
        },
        Move::ColumnToSequence { from, .. } => match column(from) {
            Some((buried, 1)) if buried > 0 => 900 + buried as i64,
            _ => -10,
        },
        Move::WasteToColumn(_) => 600,
        Move::WasteToSequence(_) => 500,
        Move::Flip => 0,
        Move::SequenceToColumn { .. } => -30,
    }
}

/// A greedy bot for Ticataire (see [`greedy_score`]).
///
/// ```
/// use rules_engine::{run, Bot, Game, Seed};
/// use tic_ticataire::{greedy_bot, Ticataire, TicataireConfig};
///
/// let mut game = Ticataire::new(TicataireConfig::default(), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Ticataire>>> = vec![Box::new(greedy_bot())];
/// run(&mut game, &mut bots, Seed(1), 1_000_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn greedy_bot() -> GreedyBot<Ticataire, fn(&TicView, &Move) -> i64> {
    GreedyBot::new("greedy", greedy_score as fn(&TicView, &Move) -> i64)
}

/// The share of the deal's cards in play (neither buried nor in the deck): the search
/// bot's value of a rollout cut short, since the game is won when every card is in play.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_ticataire::{in_play_share, Ticataire, TicataireConfig};
///
/// let game = Ticataire::new(TicataireConfig::default(), Seed(1))?;
/// let share = in_play_share(&game);
/// assert!(share > 0.0 && share < 1.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn in_play_share(game: &Ticataire) -> f64 {
    let board = game.board();
    let total = board.cards().count().max(1);
    (total - board.remaining()) as f64 / total as f64
}

/// Rollouts a move for the search bot: each plays up to [`SEARCH_ROLLOUT_STEPS`] greedy moves.
const SEARCH_ROLLOUTS: u32 = 16;
/// Moves a rollout plays before [`in_play_share`] values it.
const SEARCH_ROLLOUT_STEPS: usize = 100;

/// The greedy bot, and a search bot whose rollouts are greedy play cut after 100 moves and
/// valued by the share of cards in play (docs/rules/ticataire.md, "Bots"). For a whole deal
/// decided exactly, use the solver ([`solve`](crate::solve)).
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_ticataire::{Ticataire, TicataireConfig};
///
/// let mut game = Ticataire::new(TicataireConfig::default(), Seed(3))?;
/// let mut bots = vec![Ticataire::search_bot(SearchBudget::Iterations(2))];
/// run(&mut game, &mut bots, Seed(1), 1_000_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Ticataire {
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(SEARCH_ROLLOUTS);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(greedy_bot())
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(
            MctsBot::new(budget)
                .with_rollout(Box::new(greedy_bot()))
                .with_max_rollout_steps(SEARCH_ROLLOUT_STEPS)
                .with_evaluator(|game: &Ticataire| vec![in_play_share(game)]),
        )
    }
}
