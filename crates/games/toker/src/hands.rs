//! What an exchange game needs from a hand evaluator: the [`HandRules`] trait.
//!
//! Toker and Sequences play the same table game (private cards, common cards, exchange rounds,
//! the call, ranking points, optional betting) and differ only in the hand they build. The
//! engine in this crate is generic over `HandRules`; [`TokerHands`](crate::TokerHands) plugs in
//! the Toker evaluator and the `tic-sequences` crate plugs in the Sequences one.

use core::fmt;

use tic_core::Card;
use tic_hands::equity::{Equity, EquityBudget, EquityError, Situation};

/// The hand side of an exchange game: sizes, the evaluator and the showdown.
pub trait HandRules:
    Clone + Copy + fmt::Debug + Default + PartialEq + Eq + Send + Sync + 'static
{
    /// The game's stable name ([`rules_engine::Game::NAME`]), e.g. `"toker"`.
    const NAME: &'static str;
    /// The game's display title, e.g. `"Toker"`.
    const TITLE: &'static str;
    /// Cards in a scored hand (5 in Toker, 6 in Sequences).
    const HAND_SIZE: usize;
    /// Common cards once the center is full (5 in Toker, 6 in Sequences). The game starts with
    /// two, so the standard game has `FINAL_COMMON - 2` exchange rounds.
    const FINAL_COMMON: usize;
    /// Private cards dealt in Variation 2, which has no common cards (5 in Toker, 6 in
    /// Sequences).
    const ALL_PRIVATE_CARDS: usize;

    /// A hand's rank: larger is better.
    type Rank: Ord + Clone + fmt::Debug + fmt::Display;

    /// The best hand of [`HAND_SIZE`](HandRules::HAND_SIZE) cards among `cards` and its rank,
    /// or `None` when there are too few cards (or a card repeats).
    fn best(cards: &[Card]) -> Option<(Self::Rank, Vec<Card>)>;

    /// The index of the rank's category, 0 for the lowest ("highest card").
    fn category_index(rank: &Self::Rank) -> usize;

    /// Appends the rank's text (its `Display`) to `out`. The default formats it; an evaluator
    /// with a faster writer uses that (a showdown writes a rank per hand shown).
    fn push_rank_text(rank: &Self::Rank, out: &mut String) {
        use core::fmt::Write as _;
        // Writing to a `String` cannot fail.
        let _ = write!(out, "{rank}");
    }

    /// How many categories there are.
    const CATEGORIES: usize;

    /// The places of the players at a showdown (0 = best; tied players share a place), each
    /// player's hand being the best of their private cards plus the common cards, ties between
    /// players broken by the highest card held in their own hand (ruling 8).
    ///
    /// # Errors
    /// A message when the cards cannot be evaluated (too few, or repeated).
    fn showdown(common: &[Card], privates: &[Vec<Card>]) -> Result<Vec<usize>, String>;

    /// The equity of a situation at this game's showdown (for instance a seat's own,
    /// [`ExchangeView::situation`](crate::ExchangeView::situation)).
    ///
    /// # Errors
    /// As the evaluator's equity function: a situation or budget it cannot assess.
    fn equity(situation: &Situation, budget: &EquityBudget) -> Result<Equity, EquityError>;
}

/// The Toker hands (ruling 7), evaluated by [`tic_hands::toker`]: the best 5 of a player's
/// cards and the common cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TokerHands;

impl HandRules for TokerHands {
    const NAME: &'static str = "toker";
    const TITLE: &'static str = "Toker";
    const HAND_SIZE: usize = 5;
    const FINAL_COMMON: usize = 5;
    const ALL_PRIVATE_CARDS: usize = 5;
    const CATEGORIES: usize = tic_hands::toker::Category::ALL.len();

    type Rank = tic_hands::toker::Rank;

    fn best(cards: &[Card]) -> Option<(Self::Rank, Vec<Card>)> {
        let set: tic_core::CardSet = cards.iter().collect();
        if set.len() != cards.len() {
            return None;
        }
        let best = tic_hands::toker::best(set).ok()?;
        Some((best.rank, best.rank.cards()))
    }

    fn category_index(rank: &Self::Rank) -> usize {
        rank.category() as usize
    }

    fn push_rank_text(rank: &Self::Rank, out: &mut String) {
        rank.push_text(out);
    }

    fn showdown(common: &[Card], privates: &[Vec<Card>]) -> Result<Vec<usize>, String> {
        let common = common.iter().collect();
        let privates: Vec<tic_core::CardSet> =
            privates.iter().map(|p| p.iter().collect()).collect();
        tic_hands::toker::showdown(common, &privates).map_err(|e| e.to_string())
    }

    fn equity(situation: &Situation, budget: &EquityBudget) -> Result<Equity, EquityError> {
        tic_hands::toker::equity(situation, budget)
    }
}
