//! Turn flow and legality: dealing, drawing, discarding, calling Tick, ending deals.

use rummy_cards::{Card, MeldSolver, PointTable, shoe};
use rules_engine::{Game, InvalidState};

use crate::actions::{TickAction, TickIllegal};
use crate::scoring::{deal_rules, hand_points, is_tick};
use crate::state::{DealEnd, Phase, Tick, TickEvent};

impl Tick {
    /// Shuffles the whole shoe, deals the hands round the table from the dealer's left, turns
    /// the up-card and gives the turn to the dealer's left.
    pub(crate) fn start_deal(&mut self) {
        let players = self.config.players;
        let size = self.config.hand_size(self.deal);
        let dealer = self.deal % players;
        let mut cards = shoe(self.config.decks, self.config.jokers_per_deck);
        self.rng.shuffle(&mut cards);
        let mut hands = vec![Vec::with_capacity(size + 1); players];
        for _ in 0..size {
            for k in 1..=players {
                hands[(dealer + k) % players].extend(cards.pop());
            }
        }
        // The validated config leaves cards for the up-card and at least one draw.
        let up_card = cards.pop().unwrap_or(Card::JOKER);
        self.deck = cards;
        self.discard = vec![up_card];
        self.hands = hands;
        self.turn = (dealer + 1) % players;
        self.phase = Phase::Draw;
        self.turns = 0;
        self.tick_by = None;
        self.final_turns = 0;
        self.events.push(TickEvent::DealStarted {
            deal: self.deal + 1,
            hand_size: size,
            wild: self.config.wild_rank(self.deal),
            dealer,
            up_card,
        });
        for k in 1..=players {
            let player = (dealer + k) % players;
            let mut dealt = self.hands[player].clone();
            dealt.sort_unstable();
            self.events.push(TickEvent::Dealt {
                player,
                cards: Some(dealt),
            });
        }
    }

    /// The cards the player to act may discard now: every distinct card in hand but the one
    /// just taken from the discard pile (unless the config allows it or nothing else is left).
    fn discardable(&self, taken: Option<Card>) -> Vec<Card> {
        let mut cards = self.hand(self.turn).to_vec();
        cards.sort_unstable();
        cards.dedup();
        if !self.config.may_discard_taken
            && let Some(taken) = taken
            && cards.iter().any(|c| *c != taken)
        {
            cards.retain(|c| *c != taken);
        }
        cards
    }

    /// The hand of the player to act without one copy of `card`.
    fn hand_without(&self, card: Card) -> Vec<Card> {
        let mut rest = self.hand(self.turn).to_vec();
        if let Some(at) = rest.iter().position(|c| *c == card) {
            rest.remove(at);
        }
        rest
    }

    fn is_tick_without(&self, card: Card) -> bool {
        is_tick(
            &self.hand_without(card),
            self.config.wild_rank(self.deal),
            self.config.ace_low,
        )
    }

    pub(crate) fn legal_for_turn(&self) -> Vec<TickAction> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Draw => {
                let mut actions = Vec::with_capacity(2);
                if !self.deck.is_empty() {
                    actions.push(TickAction::DrawFromDeck);
                }
                if !self.discard.is_empty() {
                    actions.push(TickAction::TakeDiscard);
                }
                actions
            }
            Phase::Discard { taken } => {
                let cards = self.discardable(taken);
                let mut actions: Vec<TickAction> =
                    cards.iter().map(|c| TickAction::Discard(*c)).collect();
                // A Tick after discarding one card needs the hand to leave at most one card
                // outside melds: one solve rules most hands out before trying each discard.
                let rules = deal_rules(self.config.wild_rank(self.deal), self.config.ace_low);
                let fewest_outside = MeldSolver::new(rules, PointTable::count())
                    .min_points(self.hand(self.turn))
                    .unwrap_or(u32::MAX);
                if fewest_outside > 1 {
                    return actions;
                }
                actions.extend(
                    cards
                        .iter()
                        .filter(|c| self.is_tick_without(**c))
                        .map(|c| TickAction::Tick(*c)),
                );
                actions
            }
        }
    }

    /// Whether the player to act may take `action` now (the turn itself is checked before).
    pub(crate) fn check(&self, action: &TickAction) -> Result<(), TickIllegal> {
        match (self.phase, action) {
            (Phase::Draw, TickAction::DrawFromDeck) if self.deck.is_empty() => {
                Err(TickIllegal::EmptyPile)
            }
            (Phase::Draw, TickAction::TakeDiscard) if self.discard.is_empty() => {
                Err(TickIllegal::EmptyPile)
            }
            (Phase::Draw, TickAction::DrawFromDeck | TickAction::TakeDiscard) => Ok(()),
            (Phase::Draw, TickAction::Discard(_) | TickAction::Tick(_)) => {
                Err(TickIllegal::MustDrawFirst)
            }
            (Phase::Discard { .. }, TickAction::DrawFromDeck | TickAction::TakeDiscard) => {
                Err(TickIllegal::AlreadyDrew)
            }
            (Phase::Discard { taken }, TickAction::Discard(card) | TickAction::Tick(card)) => {
                if !self.hand(self.turn).contains(card) {
                    return Err(TickIllegal::NotInHand(*card));
                }
                if !self.discardable(taken).contains(card) {
                    return Err(TickIllegal::DiscardingTakenCard(*card));
                }
                if matches!(action, TickAction::Tick(_)) && !self.is_tick_without(*card) {
                    return Err(TickIllegal::NotATick(*card));
                }
                Ok(())
            }
            // `to_act` is Nobody when the match is over, so `check_turn` rejected it already.
            (Phase::Over, _) => Err(TickIllegal::AlreadyDrew),
        }
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, player: usize, action: TickAction) {
        match action {
            TickAction::DrawFromDeck => {
                let card = self.deck.pop();
                if let Some(card) = card {
                    self.hands[player].push(card);
                }
                self.events.push(TickEvent::DrewFromDeck { player, card });
                self.phase = Phase::Discard { taken: None };
            }
            TickAction::TakeDiscard => {
                let card = self.discard.pop();
                if let Some(card) = card {
                    self.hands[player].push(card);
                    self.events.push(TickEvent::TookDiscard { player, card });
                }
                self.phase = Phase::Discard { taken: card };
            }
            TickAction::Discard(card) | TickAction::Tick(card) => {
                if let Some(at) = self.hands[player].iter().position(|c| *c == card) {
                    self.hands[player].remove(at);
                }
                self.discard.push(card);
                self.events.push(TickEvent::Discarded { player, card });
                if matches!(action, TickAction::Tick(_)) {
                    let mut hand = self.hands[player].clone();
                    hand.sort_unstable();
                    self.events.push(TickEvent::Ticked { player, hand });
                    if self.tick_by.is_none() {
                        self.tick_by = Some(player);
                        // Every other player gets one more turn; this turn's end counts none.
                        self.final_turns = self.config.players;
                    }
                }
                self.end_turn();
            }
        }
    }

    fn end_turn(&mut self) {
        self.turns += 1;
        if self.tick_by.is_some() {
            self.final_turns = self.final_turns.saturating_sub(1);
            if self.final_turns == 0 {
                return self.end_deal(DealEnd::Tick);
            }
        } else if self.turns >= self.config.max_rounds * self.config.players {
            return self.end_deal(DealEnd::RoundLimit);
        }
        if self.deck.is_empty() {
            // Ruling 5: the discard pile but its top card becomes the new deck.
            let Some(top) = self.discard.pop() else {
                return self.end_deal(DealEnd::DeckExhausted);
            };
            let mut cards = core::mem::replace(&mut self.discard, vec![top]);
            if cards.is_empty() {
                return self.end_deal(DealEnd::DeckExhausted);
            }
            self.rng.shuffle(&mut cards);
            self.events
                .push(TickEvent::Reshuffled { cards: cards.len() });
            self.deck = cards;
        }
        self.turn = (self.turn + 1) % self.config.players;
        self.phase = Phase::Draw;
    }

    fn end_deal(&mut self, reason: DealEnd) {
        let wild = self.config.wild_rank(self.deal);
        let points: Vec<u32> = self
            .hands
            .iter()
            .map(|h| hand_points(h, wild, self.config.ace_low))
            .collect();
        let hands = self
            .hands
            .iter()
            .map(|h| {
                let mut h = h.clone();
                h.sort_unstable();
                h
            })
            .collect();
        self.deal_points.push(points.clone());
        self.events.push(TickEvent::DealEnded {
            deal: self.deal + 1,
            reason,
            hands,
            points,
            totals: self.totals(),
        });
        self.deal += 1;
        if self.deal >= self.config.deals() {
            self.phase = Phase::Over;
        } else {
            self.start_deal();
        }
    }

    /// The state's invariants (the config is checked before).
    pub(crate) fn check_state(&self) -> Result<(), InvalidState> {
        let players = self.config.players;
        let deals = self.config.deals();
        InvalidState::ensure(self.hands.len() == players, || {
            format!("{} hands for {players} players", self.hands.len())
        })?;
        InvalidState::ensure(self.turn < players, || {
            format!("turn of player {} of {players}", self.turn)
        })?;
        InvalidState::ensure(self.deal_points.len() == self.deal, || {
            format!(
                "{} deals scored but deal {} in play",
                self.deal_points.len(),
                self.deal + 1
            )
        })?;
        InvalidState::ensure(self.deal_points.iter().all(|d| d.len() == players), || {
            "a deal's points do not have one entry per player".into()
        })?;
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == self.full_shoe(), || {
            "the cards are not the shoe: one is missing or duplicated".into()
        })?;
        if self.phase == Phase::Over {
            return InvalidState::ensure(self.deal == deals, || {
                format!("the match is over after {} of {deals} deals", self.deal)
            });
        }
        InvalidState::ensure(self.deal < deals, || {
            format!("deal {} of {deals}", self.deal + 1)
        })?;
        let size = self.config.hand_size(self.deal);
        for (p, hand) in self.hands.iter().enumerate() {
            let drawn = p == self.turn && matches!(self.phase, Phase::Discard { .. });
            let expected = size + usize::from(drawn);
            InvalidState::ensure(hand.len() == expected, || {
                format!("player {p} holds {} cards, not {expected}", hand.len())
            })?;
        }
        if let Phase::Discard { taken: Some(card) } = self.phase {
            InvalidState::ensure(self.hand(self.turn).contains(&card), || {
                format!("the card taken, {card}, is not in the hand")
            })?;
        }
        if self.phase == Phase::Draw {
            InvalidState::ensure(!self.deck.is_empty() && !self.discard.is_empty(), || {
                "a player must draw but the deck or the discard pile is empty".into()
            })?;
        }
        InvalidState::ensure(
            self.turns < self.config.max_rounds * players || self.tick_by.is_some(),
            || format!("{} turns in a deal with no Tick", self.turns),
        )?;
        InvalidState::ensure(
            self.tick_by.is_some() == (self.final_turns > 0) && self.final_turns < players,
            || "the final turns after a Tick are inconsistent".into(),
        )?;
        if let Some(p) = self.tick_by {
            InvalidState::ensure(p < players, || format!("Tick by player {p}"))?;
        }
        Ok(())
    }
}
