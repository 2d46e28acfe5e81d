//! Gridsy's search bot ([`GridsySearchBot`], and the [`TunedBots`] impl): the race value of a
//! round cut short, and the few moves worth weighing. Depends on the greedy bot (`bots.rs`),
//! never the other way round.
//!
//! Head-to-head, a round is a race: the runner draws who acts at each step, and the first
//! player to fill their grid wins. A player whose cards make a grid needs exactly one action
//! per cell still to fill (plus a take-back for each card the plan puts elsewhere), and the
//! greedy bot takes exactly that path; so the search only has something to decide when some
//! player's cards make no grid and swaps with the pool come in.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use rules_engine::{Bot, Game as _, GameRng, MctsBot, SearchBudget, Seat, TunedBots};
use tic_core::{Card, CardSet};

use crate::actions::GridsyAction;
use crate::bots::{GreedyGridsyBot, planned_action};
use crate::solver;
use crate::state::{Gridsy, Table};
use crate::view::GridsyView;

/// The largest count of actions [`race_chance`] tells apart; more is treated as this many.
pub const MAX_RACE: usize = 64;

/// The chance that a player needing `mine` more actions completes before one needing
/// `theirs`, when each step is the one or the other's with even odds (the runner's draw in a
/// turnless round between two players). Counts are capped at [`MAX_RACE`].
///
/// ```
/// use tic_gridsy::race_chance;
///
/// assert_eq!(race_chance(16, 16), 0.5);
/// assert_eq!(race_chance(1, 2), 0.75); // lose only if the other acts twice first
/// assert!(race_chance(16, 17) > 0.55);
/// ```
#[must_use]
pub fn race_chance(mine: usize, theirs: usize) -> f64 {
    static TABLE: OnceLock<Vec<f64>> = OnceLock::new();
    let table = TABLE.get_or_init(race_table);
    let (a, b) = (mine.min(MAX_RACE), theirs.min(MAX_RACE));
    table[a * (MAX_RACE + 1) + b]
}

/// `P(a, b)` for every `a, b <= MAX_RACE`, by `P(a, b) = (P(a - 1, b) + P(a, b - 1)) / 2` with
/// `P(0, b) = 1` for `b > 0`, `P(a, 0) = 0` for `a > 0` and `P(0, 0) = 1/2` (both done: not
/// reached in play).
fn race_table() -> Vec<f64> {
    let n = MAX_RACE + 1;
    let mut p = vec![0.0; n * n];
    for a in 0..n {
        for b in 0..n {
            p[a * n + b] = match (a, b) {
                (0, 0) => 0.5,
                (0, _) => 1.0,
                (_, 0) => 0.0,
                _ => 0.5 * (p[(a - 1) * n + b] + p[a * n + b - 1]),
            };
        }
    }
    p
}

/// About how many actions `table` needs to complete its grid: when its cards make a grid
/// (the solver's, as the greedy bot plans it), one placement for each cell that does not hold
/// the plan's card and one take-back for each placed card the plan puts elsewhere (exact for
/// that plan). When they make none (an estimate): a swap with `pool` and a placement for each
/// empty cell, plus one for every placed card (some will have to move or go to the pool) if one
/// swap of a loose card makes a grid; if none does, at least two swaps and two actions for
/// every placed card. Solo (`pool` empty) the same as no swap helping.
#[must_use]
pub fn actions_needed(table: &Table, pool: &[Card], size: usize) -> usize {
    let mut cards: Vec<Card> = table.cards().collect();
    cards.sort_unstable();
    let empty = table.grid.iter().filter(|c| c.is_none()).count();
    let placed = table.grid.len() - empty;
    match solver::arrange(&cards, size) {
        Some(target) => table
            .grid
            .iter()
            .zip(&target)
            .map(|(slot, want)| match slot {
                Some(card) if card == want => 0,
                Some(_) => 2,
                None => 1,
            })
            .sum(),
        None if one_swap_makes_a_grid(&cards, &table.loose, pool, size) => 1 + empty + placed,
        None => 3 + empty + 2 * placed,
    }
}

/// Entries [`one_swap_makes_a_grid`] remembers before it starts afresh.
const MEMO_LIMIT: usize = 4096;

/// Whether swapping one of `loose` for one of `pool` turns `cards` (which make no grid) into
/// cards that make one. Up to `loose x pool` solver calls, most of them proofs that no grid
/// exists, so answers are remembered per thread (a search asks about the same hands over and
/// over); the memo only saves time, the answer is the solver's.
fn one_swap_makes_a_grid(cards: &[Card], loose: &[Card], pool: &[Card], size: usize) -> bool {
    type Key = (u128, u128, u128, usize);
    thread_local! {
        static MEMO: RefCell<HashMap<Key, bool>> = RefCell::new(HashMap::new());
    }
    let set = |cs: &[Card]| cs.iter().copied().collect::<CardSet>().bits();
    let key = (set(cards), set(loose), set(pool), size);
    if let Some(known) = MEMO.with(|m| m.borrow().get(&key).copied()) {
        return known;
    }
    let answer = loose.iter().any(|&give| {
        pool.iter().any(|&take| {
            let mut with: Vec<Card> = cards.iter().copied().filter(|&c| c != give).collect();
            with.push(take);
            with.sort_unstable();
            solver::arrange(&with, size).is_some()
        })
    });
    MEMO.with(|m| {
        let mut memo = m.borrow_mut();
        if memo.len() >= MEMO_LIMIT {
            memo.clear();
        }
        memo.insert(key, answer);
    });
    answer
}

/// Each player's standing in 0..1 for a search rollout cut short. Head-to-head: the chance to
/// win the race from [`actions_needed`] ([`race_chance`] against each opponent, multiplied, then
/// shared out so the values add up to 1); over a match, the rounds each has won plus that
/// chance, as a share of the rounds won once this one is. Solo: `1 / (1 + extra cards drawn)`.
///
/// ```
/// use rules_engine::{Game, Seed};
/// use tic_gridsy::{Gridsy, GridsyConfig, race_standings};
///
/// let game = Gridsy::new(GridsyConfig::head_to_head(2, 4), Seed(1))?;
/// let values = race_standings(&game);
/// assert!((values[0] + values[1] - 1.0).abs() < 1e-9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn race_standings(game: &Gridsy) -> Vec<f64> {
    let size = game.config().size;
    if game.is_solo() {
        let extra = game.table(0).map_or(0, |t| t.extra);
        return vec![1.0 / (1.0 + extra as f64)];
    }
    let needs: Vec<usize> = game
        .tables
        .iter()
        .map(|t| actions_needed(t, &game.pool, size))
        .collect();
    let race: Vec<f64> = needs
        .iter()
        .enumerate()
        .map(|(p, &mine)| {
            needs
                .iter()
                .enumerate()
                .filter(|&(q, _)| q != p)
                .map(|(_, &theirs)| race_chance(mine, theirs))
                .product()
        })
        .collect();
    let total: f64 = race.iter().sum();
    let n = race.len().max(1) as f64;
    // Rounds won so far plus this round's chance, as a share of the rounds won by then: the
    // race alone in a single round, the match standing weighing in over several.
    let won: usize = game.wins().iter().sum();
    race.iter()
        .enumerate()
        .map(|(p, r)| {
            let share = if total > 0.0 { r / total } else { 1.0 / n };
            let wins = game.wins().get(p).copied().unwrap_or(0) as f64;
            (wins + share) / (won as f64 + 1.0)
        })
        .collect()
}

/// How many swaps that make the player's own cards a grid are weighed at most.
const OWN_SWAPS: usize = 4;

/// The moves the search weighs, in no particular order (the caller keeps them in the order
/// of the legal moves): the greedy bot's move ([`planned_action`]); when the player's cards
/// make no grid, up to four swaps that make one (the greedy bot takes the first it finds), or
/// if none does, up to three swaps toward one (by a count of partners; the greedy bot moves at
/// random); and when the player's cards make a grid but an opponent's make none and exactly one
/// pool card would help them, the swap that takes it while keeping the player's own cards a
/// grid and giving nothing that helps them (denying it). Solo, only the greedy move: it already
/// takes the fewest extra cards.
#[must_use]
pub fn candidates(view: &GridsyView) -> Vec<GridsyAction> {
    let mut out: Vec<GridsyAction> = planned_action(view).into_iter().collect();
    let Some(own) = view.own() else {
        return out;
    };
    if view.tables.len() < 2 || own.rearrangements_left == 0 {
        return out;
    }
    let size = view.size;
    let mut cards: Vec<Card> = own.cards().collect();
    cards.sort_unstable();
    let own_grid = solver::arrange(&cards, size).is_some();
    let with_swap = |give: Card, take: Card| -> Vec<Card> {
        let mut with: Vec<Card> = cards.iter().copied().filter(|&c| c != give).collect();
        with.push(take);
        with
    };
    if !own_grid {
        let mut found = 0;
        'own: for &give in &own.loose {
            for &take in &view.pool {
                if solver::arrange(&with_swap(give, take), size).is_some() {
                    push_new(&mut out, GridsyAction::Swap { give, take });
                    found += 1;
                    if found >= OWN_SWAPS {
                        break 'own;
                    }
                }
            }
        }
        if found == 0 {
            for swap in closer_swaps(&cards, &own.loose, &view.pool) {
                push_new(&mut out, swap);
            }
        }
        return out;
    }
    // Denial: an opponent whose cards make no grid and whom exactly one pool card would help
    // (with two, taking one leaves the other). Take it, giving a loose card that keeps the
    // player's grid and does not help that opponent either.
    for (p, table) in view.tables.iter().enumerate() {
        if p == view.player || table.rearrangements_left == 0 {
            continue;
        }
        let mut theirs: Vec<Card> = table.cards().collect();
        theirs.sort_unstable();
        if solver::arrange(&theirs, size).is_some() {
            continue;
        }
        let helps = |take: Card| {
            table.loose.iter().any(|&give| {
                let mut with: Vec<Card> = theirs.iter().copied().filter(|&c| c != give).collect();
                with.push(take);
                with.sort_unstable();
                solver::arrange(&with, size).is_some()
            })
        };
        let mut needed = view.pool.iter().copied().filter(|&take| helps(take));
        let (Some(take), None) = (needed.next(), needed.next()) else {
            continue;
        };
        if let Some(&give) = own
            .loose
            .iter()
            .find(|&&give| solver::arrange(&with_swap(give, take), size).is_some() && !helps(give))
        {
            push_new(&mut out, GridsyAction::Swap { give, take });
        }
    }
    out
}

/// How close `cards` come to a grid by a cheap count: each card's partners among the others
/// (cards it shares a property with), counting at most 4 (an inner cell's neighbours).
#[must_use]
fn partner_score(cards: &[Card]) -> usize {
    cards
        .iter()
        .map(|&c| {
            let fits = CardSet::sharing_any(c);
            cards
                .iter()
                .filter(|&&o| o != c && fits.contains(o))
                .count()
                .min(4)
        })
        .sum()
}

/// How many swaps toward a grid are weighed at most when no single swap makes one.
const CLOSER_SWAPS: usize = 3;

/// When no single swap makes a grid: the swaps of a loose card for a pool card that raise
/// [`partner_score`] most (at most [`CLOSER_SWAPS`], none if no swap raises it), steps toward
/// a hand one swap from a grid (the greedy bot then moves at random). The search tells them
/// apart by whether a grid is then one swap away ([`actions_needed`]).
fn closer_swaps(cards: &[Card], loose: &[Card], pool: &[Card]) -> Vec<GridsyAction> {
    let now = partner_score(cards);
    let mut scored: Vec<(usize, GridsyAction)> = Vec::new();
    for &give in loose {
        for &take in pool {
            let mut with: Vec<Card> = cards.iter().copied().filter(|&c| c != give).collect();
            with.push(take);
            let score = partner_score(&with);
            if score > now {
                scored.push((score, GridsyAction::Swap { give, take }));
            }
        }
    }
    // A stable sort: equal scores keep the order of the loose and pool cards.
    scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    scored
        .into_iter()
        .take(CLOSER_SWAPS)
        .map(|(_, swap)| swap)
        .collect()
}

fn push_new(out: &mut Vec<GridsyAction>, action: GridsyAction) {
    if !out.contains(&action) {
        out.push(action);
    }
}

/// The search bot: paired rollouts ([`MctsBot`]) of [`ROLLOUT_STEPS`] greedy actions, valued by
/// [`race_standings`], over only the moves [`candidates`] lists. Where the list has one move
/// (the greedy bot's: almost every move of a 4x4 round, and every solo move) it plays it
/// without searching.
pub struct GridsySearchBot {
    search: MctsBot<Gridsy>,
}

impl GridsySearchBot {
    /// The search bot with `budget` (rollouts a move when it searches).
    #[must_use]
    pub fn new(budget: SearchBudget) -> Self {
        GridsySearchBot {
            search: MctsBot::new(budget)
                .with_rollout(Box::new(GreedyGridsyBot))
                .with_max_rollout_steps(ROLLOUT_STEPS)
                .with_evaluator(race_standings),
        }
    }
}

impl Bot<Gridsy> for GridsySearchBot {
    fn name(&self) -> &str {
        self.search.name()
    }

    /// Given only a view there is nothing to sample from: plays as the greedy bot.
    fn choose(&mut self, view: &GridsyView, legal: &[GridsyAction], rng: &mut GameRng) -> usize {
        GreedyGridsyBot.choose(view, legal, rng)
    }

    fn choose_at(
        &mut self,
        seat: &Seat<'_, Gridsy>,
        legal: &[GridsyAction],
        rng: &mut GameRng,
    ) -> usize {
        let view = seat.view();
        let wanted = candidates(&view);
        let picked: Vec<usize> = (0..legal.len())
            .filter(|&i| wanted.contains(&legal[i]))
            .collect();
        match picked.len() {
            0 => GreedyGridsyBot.choose(&view, legal, rng),
            1 => picked[0],
            _ => {
                let moves: Vec<GridsyAction> = picked.iter().map(|&i| legal[i]).collect();
                let choice = self.search.choose_at(seat, &moves, rng);
                picked.get(choice).copied().unwrap_or(picked[0])
            }
        }
    }
}

/// Actions a search rollout plays (both players, drawn as the runner draws them) before
/// [`race_standings`] values it: enough for the opponent to answer a swap.
pub const ROLLOUT_STEPS: usize = 2;

/// Gridsy's opponents: [`GreedyGridsyBot`], and [`GridsySearchBot`]. A round is a race that the
/// greedy bot runs at full speed whenever its cards make a grid, so the search weighs only the
/// swaps that matter, with short rollouts valued by the race ([`race_standings`]) instead of
/// whole rounds played with the solver (0.5 s a move); docs/rules/gridsy.md, "Bots", gives the
/// measurements and why no bot can beat greedy by much at 4x4.
///
/// ```
/// use rules_engine::{run, Bot, SearchBudget, Game, Seed, TunedBots};
/// use tic_gridsy::{Gridsy, GridsyConfig};
///
/// let mut game = Gridsy::new(GridsyConfig::head_to_head(2, 3), Seed(3))?;
/// let mut bots: Vec<Box<dyn Bot<Gridsy>>> =
///     vec![Gridsy::search_bot(SearchBudget::Iterations(4)), Gridsy::greedy_bot()];
/// run(&mut game, &mut bots, Seed(1), 100_000)?;
/// assert!(game.is_over());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl TunedBots for Gridsy {
    /// Rollouts a move where the search has a choice: about 10 ms of CPU on a 4x4 round (most
    /// moves have none and cost one solver call).
    const SEARCH_BUDGET: SearchBudget = SearchBudget::Iterations(30);

    fn greedy_bot() -> Box<dyn Bot<Self>> {
        Box::new(GreedyGridsyBot)
    }

    fn search_bot(budget: SearchBudget) -> Box<dyn Bot<Self>> {
        Box::new(GridsySearchBot::new(budget))
    }
}
