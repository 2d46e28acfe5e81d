//! What one player sees at the table.

use core::fmt;

use rules_engine::ToAct;
use rummy_cards::{Card, Partition, Rank};

use crate::scoring::best_melds;
use crate::state::{Phase, Tick};

/// One player's view: their own hand, the top of the discard pile, the sizes of the other
/// piles and hands, and the scores.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct TickView {
    /// The viewer's seat.
    pub player: usize,
    /// The deal in play, 1-based (the last deal's number once the match is over).
    pub deal: usize,
    /// Deals in the match.
    pub deals: usize,
    /// Cards per hand in this deal.
    pub hand_size: usize,
    /// This deal's wild rank (jokers are always wild).
    pub wild: Rank,
    /// Whether aces may be low in runs.
    pub ace_low: bool,
    /// Whether the card taken from the discard pile may be discarded again.
    pub may_discard_taken: bool,
    /// The viewer's hand, in card order.
    pub hand: Vec<Card>,
    /// The top of the discard pile.
    pub discard_top: Option<Card>,
    /// Cards in the discard pile.
    pub discard_size: usize,
    /// Cards in the deck.
    pub deck_size: usize,
    /// Cards in each player's hand.
    pub hand_sizes: Vec<usize>,
    /// Who acts.
    pub to_act: ToAct,
    /// Whether the player to act has drawn this turn.
    pub drawn: bool,
    /// The card the player to act took from the discard pile this turn.
    pub taken: Option<Card>,
    /// Who called Tick first in this deal.
    pub tick_by: Option<usize>,
    /// Points per finished deal, per player.
    pub deal_points: Vec<Vec<u32>>,
    /// Match totals.
    pub totals: Vec<u32>,
}

impl TickView {
    pub(crate) fn of(game: &Tick, player: usize) -> TickView {
        let deal = game.deal.min(game.config.deals().saturating_sub(1));
        let mut hand = game.hand(player).to_vec();
        hand.sort_unstable();
        let (drawn, taken) = match game.phase {
            Phase::Discard { taken } => (true, taken),
            _ => (false, None),
        };
        TickView {
            player,
            deal: deal + 1,
            deals: game.config.deals(),
            hand_size: game.config.hand_size(deal),
            wild: game.config.wild_rank(deal),
            ace_low: game.config.ace_low,
            may_discard_taken: game.config.may_discard_taken,
            hand,
            discard_top: game.discard.last().copied(),
            discard_size: game.discard.len(),
            deck_size: game.deck.len(),
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            to_act: rules_engine::Game::to_act(game),
            drawn,
            taken,
            tick_by: game.tick_by,
            deal_points: game.deal_points.clone(),
            totals: game.totals(),
        }
    }

    /// The best partition of the viewer's hand now.
    #[must_use]
    pub fn best_melds(&self) -> Partition {
        best_melds(&self.hand, self.wild, self.ace_low)
    }
}

impl fmt::Display for TickView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Tick, deal {} of {}: {} cards each, {} and jokers wild",
            self.deal,
            self.deals,
            self.hand_size,
            self.wild.plural()
        )?;
        write!(f, "totals:")?;
        for (p, total) in self.totals.iter().enumerate() {
            let you = if p == self.player { " (you)" } else { "" };
            write!(f, "  player {p}{you} {total}")?;
        }
        writeln!(f)?;
        if let Some(p) = self.tick_by {
            writeln!(f, "player {p} has called Tick: last turns!")?;
        }
        match self.discard_top {
            Some(top) => write!(
                f,
                "discard pile: {top} on top ({} cards)",
                self.discard_size
            )?,
            None => write!(f, "discard pile: empty")?,
        }
        writeln!(f, ", deck: {} cards", self.deck_size)?;
        write!(f, "hands:")?;
        for (p, n) in self.hand_sizes.iter().enumerate() {
            write!(f, "  player {p}: {n} cards")?;
        }
        writeln!(f)?;
        write!(f, "your hand:")?;
        for card in &self.hand {
            write!(f, " {card}")?;
        }
        writeln!(f)?;
        let best = self.best_melds();
        for meld in &best.melds {
            writeln!(f, "  {meld}")?;
        }
        write!(f, "  points outside melds: {}", best.points)?;
        if let Some(taken) = self.taken {
            write!(f, "\n(you took {taken} from the discard pile)")?;
        }
        Ok(())
    }
}
