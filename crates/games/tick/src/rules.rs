//! Turn flow and legality: dealing, drawing, discarding, calling Tick, ending deals; the
//! [`Game`] implementation.

use rules_engine::determinize::reseed;
use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, ToAct,
};
use rummy_cards::{Card, MeldSolver, PointTable, Seed, shoe};

use crate::actions::{TickAction, TickIllegal};
use crate::config::TickConfig;
use crate::scoring::{deal_rules, hand_points, is_tick};
use crate::state::{DealEnd, Phase, Tick, TickEvent};
use crate::view::TickView;

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

    /// The state's invariants (the config is checked before): the exact shoe, hand sizes for
    /// the deal and the phase, the player to act following from the turns played, the final
    /// turns after a Tick, and every deal's points within what a hand of that deal can score.
    pub(crate) fn check_state(&self) -> Result<(), InvalidState> {
        let players = self.config.players;
        let deals = self.config.deals();
        InvalidState::ensure(self.hands.len() == players, || {
            format!("{} hands for {players} players", self.hands.len())
        })?;
        InvalidState::ensure(self.turn < players, || {
            format!("turn of player {} of {players}", self.turn)
        })?;
        InvalidState::ensure(self.deal <= deals, || {
            format!("deal {} of a {deals}-deal match", self.deal)
        })?;
        InvalidState::ensure(self.deal_points.len() == self.deal, || {
            format!(
                "{} deals scored but {} deals played",
                self.deal_points.len(),
                self.deal
            )
        })?;
        for (d, points) in self.deal_points.iter().enumerate() {
            InvalidState::ensure(points.len() == players, || {
                format!("deal {}'s points do not have one entry per player", d + 1)
            })?;
            // The most a hand can score: every card an ace.
            let most = self.config.hand_size(d) * 30;
            InvalidState::ensure(points.iter().all(|p| *p as usize <= most), || {
                format!("deal {}'s points {points:?} exceed {most}", d + 1)
            })?;
        }
        let mut cards = self.cards();
        cards.sort_unstable();
        InvalidState::ensure(cards == self.full_shoe(), || {
            "the cards are not the shoe: one is missing, added or duplicated".into()
        })?;
        if self.phase == Phase::Over {
            InvalidState::ensure(self.deal == deals, || {
                format!("the match is over after {} of {deals} deals", self.deal)
            })?;
            let size = self.config.hand_size(deals - 1);
            return InvalidState::ensure(self.hands.iter().all(|h| h.len() == size), || {
                format!("the last deal's hands do not hold {size} cards each")
            });
        }
        InvalidState::ensure(self.deal < deals, || {
            format!("deal {} in play but the match has {deals}", self.deal + 1)
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
        // Turns run round the table from the dealer's left.
        let limit = self.config.max_rounds * players;
        InvalidState::ensure(self.turns < limit + players, || {
            format!("{} turns in one deal", self.turns)
        })?;
        let dealer = self.deal % players;
        InvalidState::ensure(self.turn == (dealer + 1 + self.turns) % players, || {
            format!(
                "player {} to act after {} turns of a deal dealt by player {dealer}",
                self.turn, self.turns
            )
        })?;
        match self.tick_by {
            None => {
                InvalidState::ensure(self.turns < limit && self.final_turns == 0, || {
                    format!(
                        "{} turns and {} final turns in a deal with no Tick",
                        self.turns, self.final_turns
                    )
                })?;
            }
            Some(p) => {
                InvalidState::ensure(p < players, || format!("Tick by player {p}"))?;
                // The caller's turn ended the Tick's turn; the others follow in order.
                InvalidState::ensure(
                    (1..players).contains(&self.final_turns)
                        && self.turn == (p + players - self.final_turns) % players
                        && self.turns >= players - self.final_turns,
                    || {
                        format!(
                            "player {} to act with {} final turns after player {p}'s Tick",
                            self.turn, self.final_turns
                        )
                    },
                )?;
            }
        }
        Ok(())
    }
}

impl Game for Tick {
    type Config = TickConfig;
    type Action = TickAction;
    type View = TickView;
    type Event = TickEvent;
    type Card = Card;
    type Illegal = TickIllegal;

    const NAME: &'static str = "tick";

    /// The short and long forms (`7H`, `seven of hearts`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.long_name()]
    }

    fn new(config: TickConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let players = config.players;
        let mut game = Tick {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            deal: 0,
            deck: Vec::new(),
            discard: Vec::new(),
            hands: vec![Vec::new(); players],
            turn: 0,
            phase: Phase::Draw,
            turns: 0,
            tick_by: None,
            final_turns: 0,
            deal_points: Vec::new(),
            events: Vec::new(),
        };
        game.start_deal();
        Ok(game)
    }

    fn config(&self) -> &TickConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            _ => ToAct::Player(self.turn),
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<TickAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.legal_for_turn()
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TickAction,
    ) -> Result<(), ActionError<TickIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        self.check(action).map_err(ActionError::Illegal)?;
        self.perform(player, *action);
        Ok(())
    }

    fn view(&self, player: usize) -> TickView {
        TickView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(Outcome::lowest_wins(
            self.totals().into_iter().map(i64::from).collect(),
        ))
    }

    fn events(&self) -> &[TickEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TickEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<TickEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                TickEvent::Dealt { player: p, .. } if *p != player => TickEvent::Dealt {
                    player: *p,
                    cards: None,
                },
                TickEvent::DrewFromDeck { player: p, .. } if *p != player => {
                    TickEvent::DrewFromDeck {
                        player: *p,
                        card: None,
                    }
                }
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.config
            .validate()
            .map_err(|e| InvalidState::new(format!("bad config: {e}")))?;
        self.check_state()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.deck.clone();
        all.extend(&self.discard);
        all.extend(self.hands.iter().flatten());
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden = self.deck.clone();
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        // Two decks hold equal cards: a card value the player can see a copy of (in hand, on
        // the discard pile, or shown in the event log) is not a secret.
        let mut seen = [false; Card::COUNT];
        let events = self.events_for(player);
        let visible = self
            .hand(player)
            .iter()
            .chain(&self.discard)
            .copied()
            .chain(events.iter().flat_map(TickEvent::cards));
        for card in visible {
            seen[card.index()] = true;
        }
        hidden.retain(|c| !seen[c.index()]);
        hidden
    }
}

/// What one player knows about the hidden places of the current deal, read from the events
/// they saw.
struct Knowledge {
    /// Per player: cards known to be in their hand (taken from the discard pile and not
    /// discarded since, or shown with a Tick or at the end of the match).
    known: Vec<Vec<Card>>,
    /// The cards the deck can hold after the last reshuffle of this deal (the rebuilt deck
    /// minus the viewer's own draws), or `None` before any reshuffle (any hidden card).
    deck_from: Option<Vec<Card>>,
}

/// Removes one copy of `card`; whether there was one.
fn remove_one(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(at) => {
            cards.swap_remove(at);
            true
        }
        None => false,
    }
}

impl Tick {
    /// Replays `player`'s redacted log of the current deal.
    fn knowledge(&self, player: usize) -> Knowledge {
        let players = self.config.players;
        let events = self.events_for(player);
        let deal_start = events
            .iter()
            .rposition(|e| matches!(e, TickEvent::DealStarted { .. }))
            .unwrap_or(0);
        let mut known = vec![Vec::new(); players];
        let mut pile: Vec<Card> = Vec::new();
        let mut deck_from: Option<Vec<Card>> = None;
        for event in &events[deal_start..] {
            match event {
                TickEvent::DealStarted { up_card, .. } => pile = vec![*up_card],
                TickEvent::TookDiscard { player: p, card } => {
                    pile.pop();
                    if let Some(k) = known.get_mut(*p) {
                        k.push(*card);
                    }
                }
                TickEvent::Discarded { player: p, card } => {
                    pile.push(*card);
                    if let Some(k) = known.get_mut(*p) {
                        remove_one(k, *card);
                    }
                }
                TickEvent::Ticked { player: p, hand } => {
                    if let Some(k) = known.get_mut(*p) {
                        k.clone_from(hand);
                    }
                }
                TickEvent::DealEnded { hands, .. } => known.clone_from(hands),
                TickEvent::DrewFromDeck {
                    card: Some(card), ..
                } => {
                    if let Some(from) = &mut deck_from {
                        remove_one(from, *card);
                    }
                }
                TickEvent::Reshuffled { .. } => {
                    let top = pile.pop();
                    deck_from = Some(core::mem::take(&mut pile));
                    pile.extend(top);
                }
                _ => {}
            }
        }
        Knowledge { known, deck_from }
    }
}

impl Determinize for Tick {
    /// The deck and the cards of other hands that `player` has not seen are redealt among
    /// those places. With two decks, equal cards are distinct places: a copy of a card the
    /// player holds can still be anywhere hidden. Cards an opponent took from the discard
    /// pile (or showed with a Tick) stay in that hand; after a reshuffle the deck holds only
    /// cards of the rebuilt deck, since the player saw which cards went into it.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        sample.rng = reseed(rng);
        sample.events = self.events_for(player);
        let Knowledge { known, deck_from } = self.knowledge(player);
        // The hidden cards as a multiset, and per opponent the known cards it keeps.
        let mut hidden: Vec<Card> = self.deck.clone();
        let mut kept: Vec<Vec<Card>> = vec![Vec::new(); self.config.players];
        for (p, hand) in self.hands.iter().enumerate() {
            if p == player {
                continue;
            }
            let mut rest = hand.clone();
            for card in known.get(p).into_iter().flatten() {
                if remove_one(&mut rest, *card) {
                    kept[p].push(*card);
                }
            }
            hidden.extend(rest);
        }
        hidden.sort_unstable();
        // The deck first: drawn from the cards it can hold.
        let deck_len = self.deck.len();
        let mut candidates = match deck_from {
            Some(from) => {
                let mut pool = hidden.clone();
                from.into_iter()
                    .filter(|c| remove_one(&mut pool, *c))
                    .collect::<Vec<Card>>()
            }
            None => hidden.clone(),
        };
        if candidates.len() < deck_len {
            // Only in a state whose log does not match its cards: fall back to any card.
            candidates.clone_from(&hidden);
        }
        candidates.sort_unstable();
        rng.shuffle(&mut candidates);
        candidates.truncate(deck_len);
        for card in &candidates {
            remove_one(&mut hidden, *card);
        }
        sample.deck = candidates;
        // Then the other hands' unseen cards.
        hidden.sort_unstable();
        rng.shuffle(&mut hidden);
        let mut rest = hidden.into_iter();
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p == player {
                continue;
            }
            let unseen = hand.len() - kept[p].len();
            let mut new_hand = core::mem::take(&mut kept[p]);
            new_hand.extend(rest.by_ref().take(unseen));
            new_hand.sort_unstable();
            *hand = new_hand;
        }
        sample
    }
}
