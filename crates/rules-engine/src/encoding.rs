//! Fixed action spaces and observation vectors, for learning agents (in the manner of
//! OpenSpiel and PettingZoo): every action a number below the game's action space, and what a
//! seat may see as a fixed-length vector of `f32`.

use crate::{CardIndex, Game};

/// A game encoded for learning agents.
///
/// For every config the game has a fixed number of distinct actions ([`action_space`]) and a
/// fixed observation length ([`observation_len`]). At every state, each legal action has its
/// own index below the action space, and [`action_at`] maps the index back: a bijection between
/// the legal actions and their indices (the legal-action mask is [`legal_mask`]). An action that
/// takes several choices is encoded as the game's own sequence of smaller actions (selecting
/// cards one by one, then laying them down), so the space stays small; each game's docs say how
/// it numbers its actions.
///
/// The observation of a seat holds only what that seat may see: the conformance suite
/// (`conformance::check_encoding`, feature `conformance`) checks that it is the same in every
/// state the seat cannot tell apart (every determinization of what it cannot see).
///
/// [`action_space`]: Encoded::action_space
/// [`observation_len`]: Encoded::observation_len
/// [`action_at`]: Encoded::action_at
/// [`legal_mask`]: Encoded::legal_mask
///
/// ```
/// use rules_engine::demo::{TwentyOne, TwentyOneConfig};
/// use rules_engine::{Encoded, Game, Seed};
///
/// let game = TwentyOne::new(TwentyOneConfig::default(), Seed(1))?;
/// let space = TwentyOne::action_space(game.config());
/// let mask = game.legal_mask(0);
/// assert_eq!(mask.len(), space);
/// for action in game.legal_actions(0) {
///     let index = game.action_index(0, &action).expect("legal actions have an index");
///     assert!(mask[index]);
///     assert_eq!(game.action_at(0, index), Some(action));
/// }
/// let mut observation = vec![0.0; TwentyOne::observation_len(game.config())];
/// game.observe(0, &mut observation);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Encoded: Game {
    /// How many distinct action indices a game with `config` has: every index is below it.
    fn action_space(config: &Self::Config) -> usize;

    /// The index of `action` for `player` now (below [`Encoded::action_space`]); `None` for an
    /// action that has none here. Two different legal actions never share an index.
    fn action_index(&self, player: usize, action: &Self::Action) -> Option<usize>;

    /// Writes `player`'s legal actions with their indices into `out` (cleared first), in the
    /// order of [`legal_actions`](Game::legal_actions) or in increasing index order (what a
    /// caller that looks actions up by index wants, with nothing left to sort); a legal
    /// action without an index is left out. The default pairs `legal_actions` with
    /// [`Encoded::action_index`]; a game that knows each index as it lists its actions gives
    /// them straight (the conformance suite's `check_encoding` holds such a game to the
    /// default, in one order or the other).
    fn legal_indexed_into(&self, player: usize, out: &mut Vec<(usize, Self::Action)>) {
        out.clear();
        out.extend(
            self.legal_actions(player)
                .into_iter()
                .filter_map(|a| Some((self.action_index(player, &a)?, a))),
        );
    }

    /// The legal action of `player` with this index, if any.
    fn action_at(&self, player: usize, index: usize) -> Option<Self::Action> {
        self.legal_actions(player)
            .into_iter()
            .find(|a| self.action_index(player, a) == Some(index))
    }

    /// Which indices are legal for `player` now (length [`Encoded::action_space`]).
    fn legal_mask(&self, player: usize) -> Vec<bool> {
        let mut mask = vec![false; Self::action_space(self.config())];
        for action in self.legal_actions(player) {
            if let Some(slot) = self
                .action_index(player, &action)
                .and_then(|i| mask.get_mut(i))
            {
                *slot = true;
            }
        }
        mask
    }

    /// The length of an observation of a game with `config`.
    fn observation_len(config: &Self::Config) -> usize;

    /// Writes what `player` may see now into `out` (of length [`Encoded::observation_len`];
    /// every value is written).
    fn observe(&self, player: usize, out: &mut [f32]);

    /// Each seat's return: by default, once the game is over, the share of the other seats it
    /// placed ahead of minus the share placed ahead of it (+1 for a sole winner, -1 for a sole
    /// loser, 0 for all when everyone ties; the returns add up to 0); all 0 before the end.
    /// Games that score as they go say so in their docs.
    fn returns(&self) -> Vec<f64> {
        let n = self.num_players();
        let Some(outcome) = self.outcome() else {
            return vec![0.0; n];
        };
        rank_returns(&outcome.places)
    }
}

/// Returns from places (0 first): for each seat, the share of the others it placed ahead of
/// minus the share placed ahead of it.
///
/// ```
/// assert_eq!(rules_engine::rank_returns(&[0, 1]), vec![1.0, -1.0]);
/// assert_eq!(rules_engine::rank_returns(&[0, 0, 2]), vec![0.5, 0.5, -1.0]);
/// ```
#[must_use]
pub fn rank_returns(places: &[usize]) -> Vec<f64> {
    let n = places.len();
    if n < 2 {
        return vec![0.0; n];
    }
    places
        .iter()
        .map(|&mine| {
            let ahead = places.iter().filter(|&&p| p > mine).count() as f64;
            let behind = places.iter().filter(|&&p| p < mine).count() as f64;
            (ahead - behind) / (n - 1) as f64
        })
        .collect()
}

/// Adds 1 at each card's index in `out` (a card counted twice, from two decks, adds 2): a
/// one-hot (or count) encoding of a zone. `out` must hold [`CardIndex::COUNT`] values; cards
/// past its end are skipped.
///
/// ```
/// use rules_engine::demo::DemoCard;
///
/// let mut out = [0.0f32; 10];
/// rules_engine::encode_cards([DemoCard(1), DemoCard(3), DemoCard(3)], &mut out);
/// assert_eq!(out[..4], [1.0, 0.0, 2.0, 0.0]);
/// ```
pub fn encode_cards<C: CardIndex>(cards: impl IntoIterator<Item = C>, out: &mut [f32]) {
    for card in cards {
        if let Some(slot) = out.get_mut(card.card_index()) {
            *slot += 1.0;
        }
    }
}

/// Writes `value` as one-hot into `out` (all zero when it is out of range).
///
/// ```
/// let mut out = [9.0f32; 4];
/// rules_engine::encode_one_hot(2, &mut out);
/// assert_eq!(out, [0.0, 0.0, 1.0, 0.0]);
/// ```
pub fn encode_one_hot(value: usize, out: &mut [f32]) {
    out.fill(0.0);
    if let Some(slot) = out.get_mut(value) {
        *slot = 1.0;
    }
}
