//! What one player sees at an exchange game's table.

use core::fmt;

use rules_engine::{Game, ToAct};
use tic_core::{Card, CardSet};
use tic_hands::equity::Situation;

use crate::betting::Chips;
use crate::config::Variant;
use crate::events::ShownHand;
use crate::hands::HandRules;
use crate::state::{ExchangeGame, Phase};

/// The viewer's best hand with the common cards so far.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct BestHand {
    /// The rank, in words.
    pub rank: String,
    /// The rank's category index (0 = highest card).
    pub category: usize,
    /// The cards.
    pub cards: Vec<Card>,
}

/// What one player sees.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct ExchangeView {
    /// The viewer's seat.
    pub player: usize,
    /// The game's title.
    pub title: String,
    /// The variation.
    pub variant: Variant,
    /// The current deal, from 1.
    pub deal: u32,
    /// Deals in the match.
    pub deals: u32,
    /// The dealer.
    pub dealer: usize,
    /// The phase.
    pub phase: Phase,
    /// The current exchange round, from 1.
    pub exchange_round: u8,
    /// Exchange rounds in a deal without a call.
    pub exchange_rounds: u8,
    /// Cards in a scored hand.
    pub hand_size: usize,
    /// The most cards exchanged per turn.
    pub max_exchange: usize,
    /// The common cards.
    pub common: Vec<Card>,
    /// The viewer's private cards.
    pub hand: Vec<Card>,
    /// The viewer's best hand now, if they have enough cards.
    pub best: Option<BestHand>,
    /// Private cards each player holds.
    pub hand_sizes: Vec<usize>,
    /// Players dealt into this deal.
    pub in_deal: Vec<bool>,
    /// Players who folded this deal.
    pub folded: Vec<bool>,
    /// Who called this deal.
    pub caller: Option<usize>,
    /// Cards left in the dealer's stock.
    pub stock: usize,
    /// Cards the viewer knows to be out of play for the rest of the deal: the cards they gave
    /// up this deal and the common cards exchanged face up (Variation 1), since the deal began
    /// or the discards were last shuffled back into the stock.
    pub out_of_play: Vec<Card>,
    /// How many common cards the deal's showdown will have as things stand: the full center
    /// (5 in Toker, 6 in Sequences), one more than now after a call, 2 in Variation 1's single
    /// pass, none in Variation 2.
    pub common_at_showdown: usize,
    /// Ranking points so far.
    pub points: Vec<i64>,
    /// Chips, when betting (all public).
    pub chips: Option<Chips>,
    /// The hands shown at the last showdown.
    pub last_showdown: Vec<ShownHand>,
    /// Who acts.
    pub to_act: ToAct,
}

impl ExchangeView {
    pub(crate) fn of<H: HandRules>(game: &ExchangeGame<H>, player: usize) -> ExchangeView {
        let hand = game.hand(player).to_vec();
        let mut all = hand.clone();
        all.extend_from_slice(game.common());
        let best = H::best(&all).map(|(rank, cards)| BestHand {
            category: H::category_index(&rank),
            rank: rank.to_string(),
            cards,
        });
        let cfg = game.config();
        ExchangeView {
            player,
            title: H::TITLE.to_owned(),
            variant: cfg.variant,
            deal: game.deal_number(),
            deals: cfg.deals,
            dealer: game.dealer(),
            phase: game.phase(),
            exchange_round: game.exchange_round(),
            exchange_rounds: cfg.exchange_rounds::<H>(),
            hand_size: H::HAND_SIZE,
            max_exchange: cfg.max_exchange(),
            common: game.common().to_vec(),
            hand,
            best,
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            in_deal: game.in_deal.clone(),
            folded: game.folded.clone(),
            caller: game.caller(),
            stock: game.stock.len(),
            out_of_play: game.known_discards(player).iter().collect(),
            common_at_showdown: game.common_at_showdown(),
            points: game.points().to_vec(),
            chips: game.chips().cloned(),
            last_showdown: game.last_showdown().to_vec(),
            to_act: game.to_act(),
        }
    }
}

impl ExchangeView {
    /// The viewer's equity situation: their private and the common cards, the opponents still
    /// in the deal, the cards they know to be out of play and the common cards at the showdown;
    /// only what the viewer sees. `None` when the viewer is not in the deal (folded, out of
    /// chips) or the match is over. Assess it with the game's evaluator
    /// ([`HandRules::equity`](crate::HandRules::equity), [`tic_hands::toker::equity`],
    /// [`tic_hands::sequences::equity`]); future exchanges are not modelled.
    ///
    /// ```
    /// use rules_engine::{Game, Seed};
    /// use tic_hands::equity::EquityBudget;
    /// use tic_toker::{ExchangeAction, ExchangeConfig, Toker};
    ///
    /// let mut game = Toker::new(ExchangeConfig::new(3), Seed(7))?;
    /// let given_up = game.hand(0)[0];
    /// game.apply(0, &ExchangeAction::Exchange(given_up.into()))?;
    /// let view = game.view(0);
    /// let situation = view.situation().expect("seat 0 is in the deal");
    /// assert!(situation.dead.contains(given_up));
    /// assert_eq!((situation.opponents, situation.common_at_showdown), (2, Some(5)));
    /// let equity = tic_hands::toker::equity(&situation, &EquityBudget::new(2_000, 1))?;
    /// assert!(equity.win() > 0.0 && equity.win() < 1.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn situation(&self) -> Option<Situation> {
        let live = |p: usize| {
            self.in_deal.get(p).copied().unwrap_or(false)
                && !self.folded.get(p).copied().unwrap_or(true)
        };
        if self.phase == Phase::Over || !live(self.player) {
            return None;
        }
        let opponents = (0..self.in_deal.len())
            .filter(|&p| p != self.player && live(p))
            .count();
        let set = |cards: &[Card]| cards.iter().collect::<CardSet>();
        Some(
            Situation::new(set(&self.common), set(&self.hand), opponents)
                .with_dead(set(&self.out_of_play))
                .with_common_at_showdown(self.common_at_showdown),
        )
    }
}

fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        return "(none)".to_owned();
    }
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for ExchangeView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, deal {} of {} (player {} deals)",
            self.title, self.deal, self.deals, self.dealer
        )?;
        match self.phase {
            Phase::Exchange => writeln!(
                f,
                ", exchange round {} of {}",
                self.exchange_round, self.exchange_rounds
            )?,
            Phase::Betting => {
                writeln!(f, ", betting after exchange round {}", self.exchange_round)?
            }
            Phase::ShowdownBetting => writeln!(f, ", betting before the showdown")?,
            Phase::Over => writeln!(f, ", match over")?,
        }
        if self.variant != Variant::AllPrivate {
            writeln!(f, "common:     {}", cards(&self.common))?;
        }
        writeln!(f, "your cards: {}", cards(&self.hand))?;
        if let Some(best) = &self.best {
            writeln!(f, "your best:  {}", best.rank)?;
        }
        if let Some(caller) = self.caller {
            writeln!(
                f,
                "player {caller} has called: this is the last exchange round"
            )?;
        }
        for (p, size) in self.hand_sizes.iter().enumerate() {
            write!(f, "  player {p}")?;
            if p == self.player {
                f.write_str(" (you)")?;
            }
            write!(f, ": {size} cards")?;
            let at = |list: &[u64]| list.get(p).copied().unwrap_or_default();
            if let Some(chips) = &self.chips {
                write!(
                    f,
                    ", {} chips, {} in the pot, {} this round",
                    at(&chips.stacks),
                    at(&chips.in_pot),
                    at(&chips.round_bets)
                )?;
            } else {
                write!(
                    f,
                    ", {} points",
                    self.points.get(p).copied().unwrap_or_default()
                )?;
            }
            if self.folded.get(p).copied().unwrap_or(false) {
                f.write_str(", folded")?;
            } else if !self.in_deal.get(p).copied().unwrap_or(true) {
                f.write_str(", out of chips")?;
            }
            writeln!(f)?;
        }
        if let Some(chips) = &self.chips {
            writeln!(
                f,
                "pot {}, current bet {}, you owe {}",
                chips.pot(),
                chips.current_bet,
                chips.to_call(self.player)
            )?;
        }
        if !self.last_showdown.is_empty() {
            writeln!(f, "last showdown:")?;
            for h in &self.last_showdown {
                writeln!(f, "  {}. player {}: {}", h.place + 1, h.player, h.rank)?;
            }
        }
        write!(f, "stock {} cards; {}", self.stock, self.to_act)
    }
}
