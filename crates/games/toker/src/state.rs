//! The exchange game state and its [`Game`] implementation.

use core::marker::PhantomData;

use rules_engine::{Determinize, Game, GameRng, InvalidState, Seed, determinize};
use tic_core::{Card, CardSet};

use crate::betting::Chips;
use crate::config::ExchangeConfig;
use crate::events::{ExchangeEvent, ShownHand, ShownHands};
use crate::hands::HandRules;

/// What the table is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Phase {
    /// Players exchange (or keep, or call) in turn from the dealer's left.
    Exchange,
    /// The betting round after an exchange round (Variation 3), before the next common card.
    Betting,
    /// The betting round before the showdown (Variation 3), after the final common card.
    ShowdownBetting,
    /// The match is over.
    Over,
}

impl Phase {
    /// Whether this is a betting round.
    #[must_use]
    pub fn is_betting(self) -> bool {
        matches!(self, Phase::Betting | Phase::ShowdownBetting)
    }
}

rules_engine::validated_state! {
    bound: "",
    /// An exchange game (Toker, Sequences): a match of deals with private and common cards,
    /// exchange rounds, the call, ranking points and optional betting. `H` is the hand evaluator.
    ///
    /// Equality and the saved form see the stock in its final order (see `pending_shuffle`).
    #[derive(Clone, Debug)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    #[cfg_attr(feature = "serde", serde(bound = "", into = "Saved"))]
    pub struct ExchangeGame<H: HandRules> {
        pub(crate) config: ExchangeConfig,
        pub(crate) seed: Seed,
        pub(crate) rng: GameRng,
        /// The current deal, from 0.
        pub(crate) deal: u32,
        pub(crate) dealer: usize,
        /// The dealer's face-down stock; the top is the end.
        pub(crate) stock: Vec<Card>,
        /// How many cards at the bottom of the stock the deal's shuffle has not placed yet.
        /// A deal's shuffle is made lazily ([`GameRng::shuffle_top`]): the steps that place
        /// the cards drawn, as they are drawn (a deal draws a fifth of the deck), the rest
        /// before the generator serves anything else and whenever the whole stock is read,
        /// saved or compared. Never saved: a saved state is settled, and reads back with 0.
        #[cfg_attr(feature = "serde", serde(skip))]
        pub(crate) pending_shuffle: usize,
        /// Face-down discards of this deal.
        pub(crate) discards: Vec<Card>,
        pub(crate) common: Vec<Card>,
        pub(crate) hands: Vec<Vec<Card>>,
        /// Dealt into this deal (with betting, players without chips sit out).
        pub(crate) in_deal: Vec<bool>,
        pub(crate) folded: Vec<bool>,
        pub(crate) phase: Phase,
        pub(crate) turn: usize,
        /// The current exchange round of the deal, from 0.
        pub(crate) exchange_round: u8,
        pub(crate) caller: Option<usize>,
        pub(crate) points: Vec<i64>,
        pub(crate) chips: Option<Chips>,
        /// The event's hands, shared.
        pub(crate) last_showdown: ShownHands,
        pub(crate) events: Vec<ExchangeEvent>,
        #[cfg_attr(feature = "serde", serde(skip))]
        pub(crate) rules: PhantomData<H>,
    }
}

/// The fields as saved: the saved form of a settled state (the one an eager shuffle would
/// have left, generator included).
#[cfg(feature = "serde")]
#[derive(serde::Serialize)]
#[serde(rename = "ExchangeGame")]
pub(crate) struct Saved {
    config: ExchangeConfig,
    seed: Seed,
    rng: GameRng,
    deal: u32,
    dealer: usize,
    stock: Vec<Card>,
    discards: Vec<Card>,
    common: Vec<Card>,
    hands: Vec<Vec<Card>>,
    in_deal: Vec<bool>,
    folded: Vec<bool>,
    phase: Phase,
    turn: usize,
    exchange_round: u8,
    caller: Option<usize>,
    points: Vec<i64>,
    chips: Option<Chips>,
    last_showdown: ShownHands,
    events: Vec<ExchangeEvent>,
}

#[cfg(feature = "serde")]
impl<H: HandRules> From<ExchangeGame<H>> for Saved {
    fn from(mut game: ExchangeGame<H>) -> Saved {
        game.settle_stock();
        Saved {
            config: game.config,
            seed: game.seed,
            rng: game.rng,
            deal: game.deal,
            dealer: game.dealer,
            stock: game.stock,
            discards: game.discards,
            common: game.common,
            hands: game.hands,
            in_deal: game.in_deal,
            folded: game.folded,
            phase: game.phase,
            turn: game.turn,
            exchange_round: game.exchange_round,
            caller: game.caller,
            points: game.points,
            chips: game.chips,
            last_showdown: game.last_showdown,
            events: game.events,
        }
    }
}

/// Two states are equal when they are the same game: compared settled, so a game resumed from
/// its saved form equals the game played straight through.
impl<H: HandRules> PartialEq for ExchangeGame<H> {
    fn eq(&self, other: &Self) -> bool {
        if self.pending_shuffle > 0 || other.pending_shuffle > 0 {
            let (mut a, mut b) = (self.clone(), other.clone());
            a.settle_stock();
            b.settle_stock();
            return a == b;
        }
        // Every field but `pending_shuffle` (0 on both sides here) and the marker.
        self.config == other.config
            && self.seed == other.seed
            && self.rng == other.rng
            && self.deal == other.deal
            && self.dealer == other.dealer
            && self.stock == other.stock
            && self.discards == other.discards
            && self.common == other.common
            && self.hands == other.hands
            && self.in_deal == other.in_deal
            && self.folded == other.folded
            && self.phase == other.phase
            && self.turn == other.turn
            && self.exchange_round == other.exchange_round
            && self.caller == other.caller
            && self.points == other.points
            && self.chips == other.chips
            && self.last_showdown == other.last_showdown
            && self.events == other.events
    }
}

impl<H: HandRules> Eq for ExchangeGame<H> {}

impl<H: HandRules> ExchangeGame<H> {
    /// Makes the steps the deal's shuffle still owes (the whole stock in its final order).
    pub(crate) fn settle_stock(&mut self) {
        self.rng
            .shuffle_top(&mut self.stock, &mut self.pending_shuffle, usize::MAX);
    }

    /// The stock in its final order: itself when settled, else a settled copy.
    pub(crate) fn settled_stock(&self) -> std::borrow::Cow<'_, [Card]> {
        if self.pending_shuffle == 0 {
            std::borrow::Cow::Borrowed(&self.stock)
        } else {
            let (mut rng, mut stock, mut pending) =
                (self.rng.clone(), self.stock.clone(), self.pending_shuffle);
            rng.shuffle_top(&mut stock, &mut pending, usize::MAX);
            std::borrow::Cow::Owned(stock)
        }
    }

    /// The current phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The common cards face up in the middle.
    #[must_use]
    pub fn common(&self) -> &[Card] {
        &self.common
    }

    /// A player's private cards (empty for a seat that does not exist).
    #[must_use]
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    /// Ranking points so far, per seat.
    #[must_use]
    pub fn points(&self) -> &[i64] {
        &self.points
    }

    /// The chips, when betting.
    #[must_use]
    pub fn chips(&self) -> Option<&Chips> {
        self.chips.as_ref()
    }

    /// The current deal, counting from 1.
    #[must_use]
    pub fn deal_number(&self) -> u32 {
        self.deal + 1
    }

    /// The dealer's seat.
    #[must_use]
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// Who called this deal, if anyone.
    #[must_use]
    pub fn caller(&self) -> Option<usize> {
        self.caller
    }

    /// The current exchange round of the deal, counting from 1.
    #[must_use]
    pub fn exchange_round(&self) -> u8 {
        self.exchange_round + 1
    }

    /// The hands shown at the last showdown.
    #[must_use]
    pub fn last_showdown(&self) -> &[ShownHand] {
        &self.last_showdown
    }

    /// Whether `player` is in the current deal and has not folded.
    pub(crate) fn is_live(&self, player: usize) -> bool {
        self.in_deal.get(player).copied().unwrap_or(false)
            && !self.folded.get(player).copied().unwrap_or(true)
    }

    /// Seats from the dealer's left, clockwise (the dealer last).
    pub(crate) fn seats_from_dealer_left(&self) -> impl Iterator<Item = usize> + use<H> {
        let (n, dealer) = (self.config.players, self.dealer);
        (1..=n).map(move |k| (dealer + k) % n)
    }

    /// Final (or current) scores: ranking points, or chips when betting.
    #[must_use]
    pub fn scores(&self) -> Vec<i64> {
        match &self.chips {
            Some(chips) => chips
                .stacks
                .iter()
                .zip(&chips.in_pot)
                .map(|(&s, &p)| i64::try_from(s.saturating_add(p)).unwrap_or(i64::MAX))
                .collect(),
            None => self.points.clone(),
        }
    }

    /// How many common cards the showdown of the current deal will have: the full center
    /// (5 in Toker, 6 in Sequences) unless someone called (then one more than now, turned after
    /// the round) or no card is added (Variation 1's single pass: 2; Variation 2: none). The
    /// cards on the table once the deal is over.
    #[must_use]
    pub fn common_at_showdown(&self) -> usize {
        let have = self.common.len();
        if self.phase == Phase::Over || !self.config.adds_common() {
            return have;
        }
        let wanted = match (self.caller, self.phase) {
            (_, Phase::ShowdownBetting) => have,
            (Some(_), _) => have + 1,
            (None, _) => H::FINAL_COMMON,
        };
        // The dealer turns a card only while one is left (the stock, then the discards).
        let can_add = self.stock.len() + self.discards.len();
        have + wanted
            .min(H::FINAL_COMMON)
            .saturating_sub(have)
            .min(can_add)
    }

    /// Cards revealed to `player` so far (by the events they saw).
    pub(crate) fn revealed_to(&self, player: usize) -> CardSet {
        self.events
            .iter()
            .map(|e| e.redacted_for(player).cards())
            .fold(CardSet::EMPTY, |a, b| a | b)
    }
}

impl<H: HandRules> ExchangeGame<H> {
    /// Every invariant play keeps ([`Game::validate`]): the exact deck, the sizes of hands and
    /// the center for the phase, who acts, the deal and round counters, ranking points within
    /// what the deals played can give, and chips conserved with every betting counter in range.
    pub(crate) fn check_invariants(&self) -> Result<(), InvalidState> {
        let cfg = &self.config;
        cfg.validate_for::<H>()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = cfg.players;
        for (what, len) in [
            ("hands", self.hands.len()),
            ("in_deal", self.in_deal.len()),
            ("folded", self.folded.len()),
            ("points", self.points.len()),
        ] {
            InvalidState::ensure(len == n, || format!("{len} {what} for {n} players"))?;
        }
        InvalidState::ensure(self.pending_shuffle <= self.stock.len(), || {
            format!(
                "{} cards of a stock of {} still to shuffle",
                self.pending_shuffle,
                self.stock.len()
            )
        })?;
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == tic_core::all_cards(), || {
            "the cards are not the 125-card deck: one is missing, extra or duplicated".into()
        })?;
        InvalidState::ensure(self.deal < cfg.deals, || {
            format!("deal {} of {}", u64::from(self.deal) + 1, cfg.deals)
        })?;
        InvalidState::ensure(self.dealer == (self.deal as usize + n - 1) % n, || {
            format!("player {} cannot deal deal {}", self.dealer, self.deal + 1)
        })?;
        InvalidState::ensure(self.turn < n, || format!("turn of seat {}", self.turn))?;
        InvalidState::ensure(self.exchange_round < cfg.exchange_rounds::<H>(), || {
            format!("exchange round {}", u16::from(self.exchange_round) + 1)
        })?;
        self.check_points()?;
        self.check_chips()?;
        self.check_table()?;
        self.check_last_showdown()
    }

    /// Ranking points: every completed deal gave each player 1 to `n` points (none with
    /// betting, which scores chips).
    fn check_points(&self) -> Result<(), InvalidState> {
        let n = self.config.players as i64;
        let completed = i64::from(self.deal) + i64::from(self.phase == Phase::Over);
        let (low, high) = if self.chips.is_some() {
            (0, 0)
        } else {
            (completed, completed * n)
        };
        InvalidState::ensure(self.points.iter().all(|p| (low..=high).contains(p)), || {
            format!("ranking points {:?} outside {low} to {high}", self.points)
        })
    }

    fn check_chips(&self) -> Result<(), InvalidState> {
        let n = self.config.players;
        let (chips, betting) = match (&self.chips, self.config.betting) {
            (None, None) => {
                return InvalidState::ensure(
                    self.in_deal.iter().all(|&d| d) && !self.folded.iter().any(|&f| f),
                    || "without betting everyone is in every deal and nobody folds".into(),
                );
            }
            (Some(chips), Some(betting)) => (chips, betting),
            _ => return Err(InvalidState::new("chips and the betting option disagree")),
        };
        for (what, len) in [
            ("stacks", chips.stacks.len()),
            ("in_pot", chips.in_pot.len()),
            ("round_bets", chips.round_bets.len()),
            ("acted", chips.acted.len()),
        ] {
            InvalidState::ensure(len == n, || format!("{len} {what} for {n} players"))?;
        }
        let total = betting.chips.saturating_mul(n as u64);
        InvalidState::ensure(chips.checked_total() == Some(total), || {
            format!("the chips at the table are not the {total} the players started with")
        })?;
        // Every amount is now at most `total`: sums of them cannot overflow.
        // A player's chips in the pot are their ante (at least 1) and their bets.
        InvalidState::ensure(
            chips
                .round_bets
                .iter()
                .zip(&chips.in_pot)
                .all(|(&r, &p)| r < p || r == p && p == 0),
            || "a round bet is not below the player's chips in the pot".into(),
        )?;
        let top_bet = chips.round_bets.iter().copied().max().unwrap_or(0);
        InvalidState::ensure(chips.current_bet == top_bet, || {
            format!(
                "the current bet {} is not the highest round bet {top_bet}",
                chips.current_bet
            )
        })?;
        InvalidState::ensure((betting.ante..=total).contains(&chips.last_raise), || {
            format!("last raise {}", chips.last_raise)
        })?;
        if self.phase == Phase::Over {
            return InvalidState::ensure(chips.pot() == 0, || {
                "chips left in the pot after the match".into()
            });
        }
        InvalidState::ensure(self.in_deal.iter().filter(|&&d| d).count() >= 2, || {
            "fewer than two players with chips, yet the match goes on".into()
        })?;
        for p in 0..n {
            // Everyone dealt in has paid an ante; whoever sits out has no chips at all.
            let (paid, stack) = (chips.in_pot[p] > 0, chips.stacks[p]);
            InvalidState::ensure(paid == self.in_deal[p] && (paid || stack == 0), || {
                format!("player {p}'s chips do not fit their seat in the deal")
            })?;
        }
        if !self.phase.is_betting() {
            InvalidState::ensure(
                top_bet == 0 && !chips.acted.iter().any(|&a| a) && chips.last_raise == betting.ante,
                || "betting-round counters outside a betting round".into(),
            )?;
        }
        Ok(())
    }

    /// The phase, who acts, and the cards on the table for them.
    fn check_table(&self) -> Result<(), InvalidState> {
        let cfg = &self.config;
        let n = cfg.players;
        let private = cfg.private_cards::<H>();
        for p in 0..n {
            let want = if self.in_deal[p] { private } else { 0 };
            InvalidState::ensure(self.hands[p].len() == want, || {
                format!("player {p} holds {} cards, not {want}", self.hands[p].len())
            })?;
            InvalidState::ensure(self.in_deal[p] || !self.folded[p], || {
                format!("player {p} folded without being dealt in")
            })?;
        }
        if let Some(caller) = self.caller {
            InvalidState::ensure(
                cfg.allows_call() && self.in_deal.get(caller) == Some(&true),
                || format!("player {caller} cannot have called"),
            )?;
        }
        let start = cfg.starting_common();
        let common = self.common.len();
        let round = usize::from(self.exchange_round);
        let want = match self.phase {
            _ if !cfg.adds_common() => start..=start,
            Phase::Over => start..=H::FINAL_COMMON,
            Phase::ShowdownBetting => start + round + 1..=start + round + 1,
            _ => start + round..=start + round,
        };
        InvalidState::ensure(want.contains(&common), || {
            format!("{common} common cards in {:?}", self.phase)
        })?;
        match self.phase {
            Phase::Over => return Ok(()),
            Phase::ShowdownBetting => InvalidState::ensure(
                cfg.adds_common()
                    && (self.caller.is_some()
                        || round + 1 == usize::from(cfg.exchange_rounds::<H>())),
                || "a betting round before the showdown while the deal goes on".into(),
            )?,
            _ => {}
        }
        let live = (0..n).filter(|&p| self.is_live(p)).count();
        InvalidState::ensure(live >= 2, || {
            format!("{live} player(s) still in, yet the deal goes on")
        })?;
        if self.phase.is_betting() {
            let chips = self
                .chips
                .as_ref()
                .ok_or_else(|| InvalidState::new("a betting round without betting"))?;
            return InvalidState::ensure(
                chips.needs_to_act(self.turn, true) && self.is_live(self.turn),
                || {
                    format!(
                        "player {} has nothing to do in this betting round",
                        self.turn
                    )
                },
            );
        }
        InvalidState::ensure(self.is_live(self.turn), || {
            format!("player {} to exchange is not in the deal", self.turn)
        })?;
        // After a call, only the players after the caller in this round still exchange.
        let position = |seat| self.seats_from_dealer_left().position(|s| s == seat);
        InvalidState::ensure(
            self.caller
                .is_none_or(|c| position(c) < position(self.turn)),
            || format!("player {} exchanges after the round's call", self.turn),
        )
    }

    /// The last showdown's hands: distinct seats, places among them, full private hands.
    fn check_last_showdown(&self) -> Result<(), InvalidState> {
        let shown = &self.last_showdown;
        for (i, hand) in shown.iter().enumerate() {
            InvalidState::ensure(
                hand.player < self.config.players
                    && shown[..i].iter().all(|h| h.player != hand.player)
                    && hand.place < shown.len()
                    && hand.private.len() == self.config.private_cards::<H>(),
                || {
                    format!(
                        "a shown hand of seat {} does not fit the table",
                        hand.player
                    )
                },
            )?;
        }
        Ok(())
    }
}
impl<H: HandRules> ExchangeGame<H> {
    /// Cards in the discards whose place `player` knows: the cards they gave up and the common
    /// cards exchanged face up (Variation 1) since the deal began or the discards were last
    /// shuffled into the stock. They are out of play for the rest of the deal unless the stock
    /// runs out and the discards are shuffled back (ruling 5).
    pub(crate) fn known_discards(&self, player: usize) -> CardSet {
        let since = self
            .events
            .iter()
            .rposition(|e| {
                matches!(
                    e,
                    ExchangeEvent::DealStarted { .. } | ExchangeEvent::Reshuffled { .. }
                )
            })
            .unwrap_or(0);
        self.events[since..]
            .iter()
            .map(|e| match e {
                ExchangeEvent::Exchanged {
                    player: p,
                    discarded: Some(out),
                    ..
                } if *p == player => *out,
                ExchangeEvent::ExchangedCommon { removed, .. } => CardSet::single(*removed),
                _ => CardSet::EMPTY,
            })
            .fold(CardSet::EMPTY, |a, b| a | b)
    }
}

/// The stock, the other players' private cards and the discards `player` did not see go are
/// redealt among those places; the player's own cards, the common cards and the discards they
/// know stay. Cards shown at an earlier deal's showdown are redealt too: every deal reshuffles
/// the whole deck, so where they are now is unknown.
impl<H: HandRules> Determinize for ExchangeGame<H> {
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        let known = self.known_discards(player);
        let mut unseen: Vec<Card> = sample.stock.clone();
        unseen.extend(sample.discards.iter().filter(|c| !known.contains(**c)));
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.stock[..], &mut sample.discards[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                unseen.extend(hand.iter());
                zones.push(&mut hand[..]);
            }
        }
        determinize::redeal(&mut zones, &unseen, rng);
        sample.rng = determinize::reseed(rng);
        // The redeal filled every place of the stock from the sorted hidden cards, whatever
        // order they were in: the sample's stock is in its final order, and the sample is
        // the one a settled state gives (no steps of the real shuffle are owed to it).
        sample.pending_shuffle = 0;
        // The full log names the hidden cards; the sample keeps what the player saw.
        sample.events = self.events_for(player);
        sample
    }
}
