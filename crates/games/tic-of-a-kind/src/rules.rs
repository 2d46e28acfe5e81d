//! Legality and turn flow: rounds, taking and discarding, the knock and the last turns, the
//! piles rebuilt from the discards; the [`Game`] and [`Determinize`] implementations.

use core::marker::PhantomData;

use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
    determinize,
};
use tic_core::{Card, CardSet};

use crate::actions::{KnockError, TableMove};
use crate::config::KnockConfig;
use crate::encoding::{DISCARD, DRAW_DECK, KNOCK, TAKE, TAKE_DISCARD};
use crate::events::{KnockEvent, ScoredHand};
use crate::hands::KnockRules;
use crate::state::{KnockGame, Phase};
use crate::view::KnockView;

impl<R: KnockRules> KnockGame<R> {
    fn start_round(&mut self, round: u32) {
        let n = self.config.players();
        self.round = round;
        self.dealer = (round as usize + n - 1) % n;
        let mut deck = tic_core::all_cards();
        self.rng.shuffle(&mut deck);
        self.discards.clear();
        self.hands.iter_mut().for_each(Vec::clear);
        self.piles.iter_mut().for_each(Vec::clear);
        self.events.push(KnockEvent::RoundStarted {
            round: round + 1,
            dealer: self.dealer,
        });
        let order: Vec<usize> = (1..=n).map(|k| (self.dealer + k) % n).collect();
        for _ in 0..self.config.hand_size() {
            for &p in &order {
                self.hands[p].extend(deck.pop());
            }
        }
        for &p in &order {
            self.events.push(KnockEvent::Dealt {
                player: p,
                cards: Some(self.hands[p].clone()),
            });
        }
        self.deal_piles(deck);
        if !R::FACE_UP_PILES
            && let Some(card) = self.piles[0].pop()
        {
            self.discards.push(card);
            self.events.push(KnockEvent::Flipped { pile: None, card });
        }
        self.phase = Phase::Draw;
        self.turn = order.first().copied().unwrap_or(0);
        self.to_discard = 0;
        self.taken = None;
        self.knocker = None;
        self.turns = 0;
    }

    /// The cards go into the piles as equal as can be, one at a time; face-up piles show
    /// their tops.
    fn deal_piles(&mut self, cards: Vec<Card>) {
        for (i, card) in cards.into_iter().enumerate() {
            self.piles[i % R::PILES].push(card);
        }
        if R::FACE_UP_PILES {
            for pile in 0..R::PILES {
                if let Some(&card) = self.piles[pile].last() {
                    self.events.push(KnockEvent::Flipped {
                        pile: Some(pile),
                        card,
                    });
                }
            }
        }
    }

    /// Ruling 5: the discard pile under its top card is shuffled into new piles.
    fn reshuffle(&mut self) {
        let Some(top) = self.discards.pop() else {
            return;
        };
        let mut again = core::mem::take(&mut self.discards);
        self.rng.shuffle(&mut again);
        self.discards.push(top);
        self.events
            .push(KnockEvent::Reshuffled { cards: again.len() });
        self.deal_piles(again);
    }

    /// Whether a card can be drawn blind (directly or after reshuffling the discards under
    /// the top card, ruling 5).
    fn can_draw_deck(&self) -> bool {
        !R::FACE_UP_PILES && (!self.piles[0].is_empty() || self.discards.len() > 1)
    }

    /// Whether `moves(player)` has a move, without listing them (asked after every turn).
    fn has_move(&self, player: usize) -> bool {
        match self.phase {
            Phase::Over => false,
            Phase::Draw => {
                self.knocker.is_none()
                    || if R::FACE_UP_PILES {
                        self.config.take_up_to() >= 1 && self.face_up().iter().any(Option::is_some)
                    } else {
                        self.can_draw_deck() || !self.discards.is_empty()
                    }
            }
            Phase::Discard => self
                .hand(player)
                .iter()
                .any(|&c| self.config.may_discard_taken() || Some(c) != self.taken),
        }
    }

    fn moves(&self, player: usize) -> Vec<TableMove> {
        let mut moves = Vec::new();
        self.each_move(player, |_, table_move| moves.push(table_move));
        moves
    }

    /// Calls `f` with each move of `player` now and its action index (the encoding's), in the
    /// order of the legal actions.
    pub(crate) fn each_move(&self, player: usize, mut f: impl FnMut(usize, TableMove)) {
        match self.phase {
            Phase::Over => {}
            Phase::Draw => {
                if R::FACE_UP_PILES {
                    // Every set of face-up cards, up to the most one may take, by the mask of
                    // the sources they lie on (the piles, then the discard pile): the mask is
                    // the take's index, and masks with an empty source are skipped, so the sets
                    // come in the order of the masks over the cards alone.
                    let tops = self.face_up();
                    let up_to = self.config.take_up_to();
                    'masks: for mask in 1usize..(1 << tops.len()) {
                        if mask.count_ones() as usize > up_to {
                            continue;
                        }
                        let (mut set, mut bits) = (CardSet::EMPTY, mask);
                        while bits != 0 {
                            let Some(Some(card)) = tops.get(bits.trailing_zeros() as usize) else {
                                continue 'masks;
                            };
                            set.insert(*card);
                            bits &= bits - 1;
                        }
                        f(TAKE + mask - 1, TableMove::Take(set));
                    }
                } else {
                    if self.can_draw_deck() {
                        f(DRAW_DECK, TableMove::DrawDeck);
                    }
                    if !self.discards.is_empty() {
                        f(TAKE_DISCARD, TableMove::TakeDiscard);
                    }
                }
                if self.knocker.is_none() {
                    f(KNOCK, TableMove::Knock);
                }
            }
            Phase::Discard => {
                for &c in self.hand(player) {
                    if self.config.may_discard_taken() || Some(c) != self.taken {
                        f(DISCARD + c.index(), TableMove::Discard(c));
                    }
                }
            }
        }
    }

    fn check_move(&self, player: usize, table_move: TableMove) -> Result<(), KnockError> {
        match (self.phase, table_move) {
            (Phase::Discard, TableMove::Discard(card)) => {
                if !self.hand(player).contains(&card) {
                    Err(KnockError::NotInHand(card))
                } else if !self.config.may_discard_taken() && self.taken == Some(card) {
                    Err(KnockError::JustTaken(card))
                } else {
                    Ok(())
                }
            }
            (Phase::Discard, _) => Err(KnockError::MustDiscard(self.to_discard)),
            (_, TableMove::Discard(_)) => Err(KnockError::MustDraw),
            (_, TableMove::Knock) => match self.knocker {
                Some(k) => Err(KnockError::AlreadyKnocked(k)),
                None => Ok(()),
            },
            (_, TableMove::DrawDeck) if R::FACE_UP_PILES => Err(KnockError::NoDeck),
            (_, TableMove::DrawDeck) if !self.can_draw_deck() => Err(KnockError::DeckEmpty),
            (_, TableMove::DrawDeck) => Ok(()),
            (_, TableMove::TakeDiscard) => match self.discard_top() {
                Some(top) => self.check_take(CardSet::single(top)),
                None => Err(KnockError::DiscardEmpty),
            },
            (_, TableMove::Take(cards)) => self.check_take(cards),
        }
    }

    fn check_take(&self, cards: CardSet) -> Result<(), KnockError> {
        let max = self.config.take_up_to();
        if cards.is_empty() {
            Err(KnockError::EmptyTake)
        } else if cards.len() > max {
            Err(KnockError::TooMany {
                max,
                got: cards.len(),
            })
        } else {
            match (cards - self.face_up_set()).first() {
                Some(card) => Err(KnockError::NotFaceUp(card)),
                None => Ok(()),
            }
        }
    }

    fn perform(&mut self, player: usize, table_move: TableMove) {
        match table_move {
            TableMove::DrawDeck => {
                if self.piles[0].is_empty() {
                    self.reshuffle();
                }
                let card = self.piles[0].pop();
                self.hands[player].extend(card);
                self.events.push(KnockEvent::DrewDeck { player, card });
                self.to_discard = 1;
                self.phase = Phase::Discard;
            }
            TableMove::TakeDiscard => {
                let cards = self.discard_top().into_iter().collect();
                self.take(player, cards);
            }
            TableMove::Take(cards) => self.take(player, cards),
            TableMove::Knock => {
                self.knocker = Some(player);
                self.events.push(KnockEvent::Knocked { player });
                self.end_turn(player);
            }
            TableMove::Discard(card) => {
                self.hands[player].retain(|&c| c != card);
                if self.taken == Some(card) {
                    self.taken = None;
                }
                self.discards.push(card);
                self.events.push(KnockEvent::Discarded { player, card });
                self.to_discard = self.to_discard.saturating_sub(1);
                if self.to_discard == 0 {
                    self.taken = None;
                    self.end_turn(player);
                }
            }
        }
    }

    /// Takes face-up cards (checked), turning up the card under each taken pile top.
    fn take(&mut self, player: usize, cards: CardSet) {
        if R::FACE_UP_PILES {
            self.events.push(KnockEvent::Took { player, cards });
        }
        for pile in 0..R::PILES {
            if R::FACE_UP_PILES && self.piles[pile].last().is_some_and(|c| cards.contains(*c)) {
                self.piles[pile].pop();
                if let Some(&card) = self.piles[pile].last() {
                    self.events.push(KnockEvent::Flipped {
                        pile: Some(pile),
                        card,
                    });
                }
            }
        }
        if let Some(top) = self.discard_top()
            && cards.contains(top)
        {
            self.discards.pop();
            self.taken = Some(top);
            if !R::FACE_UP_PILES {
                self.events
                    .push(KnockEvent::TookDiscard { player, card: top });
            }
        }
        self.hands[player].extend(cards);
        self.to_discard = cards.len();
        self.phase = Phase::Discard;
    }

    fn end_turn(&mut self, player: usize) {
        self.turns += 1;
        let next = (player + 1) % self.config.players();
        if self.knocker == Some(next) {
            self.score_round();
            return;
        }
        // The cap ends only rounds nobody knocked: after a knock "all other players have one
        // more turn", however near the cap it came.
        if self.knocker.is_none() && self.turns >= self.config.turn_limit() {
            self.events.push(KnockEvent::TurnLimit);
            self.score_round();
            return;
        }
        self.turn = next;
        self.phase = Phase::Draw;
        // Face-up piles are rebuilt as soon as they run out (ruling 5); a face-down deck
        // when a player draws from it.
        if R::FACE_UP_PILES && self.piles.iter().all(Vec::is_empty) {
            self.reshuffle();
        }
        debug_assert_eq!(self.has_move(next), !self.moves(next).is_empty());
        if !self.has_move(next) {
            self.events.push(KnockEvent::RoundCut);
            self.score_round();
        }
    }

    fn score_round(&mut self) {
        let hands: Vec<ScoredHand> = self
            .hands
            .iter()
            .enumerate()
            .map(|(player, hand)| {
                let (points, sets) = R::score(hand, &self.config).unwrap_or_default();
                ScoredHand {
                    player,
                    hand: hand.clone(),
                    sets,
                    points,
                }
            })
            .collect();
        for h in &hands {
            self.totals[h.player] = self.totals[h.player].saturating_add(h.points);
        }
        self.events.push(KnockEvent::Scored {
            hands: hands.clone(),
        });
        self.last_scores = hands;
        if self.round + 1 >= self.config.rounds() {
            self.phase = Phase::Over;
            self.to_discard = 0;
            self.taken = None;
            self.events.push(KnockEvent::MatchOver {
                totals: self.totals.clone(),
            });
        } else {
            self.start_round(self.round + 1);
        }
    }
}

impl<R: KnockRules> Game for KnockGame<R> {
    type Config = R::Config;
    type Action = R::Action;
    type View = KnockView<R>;
    type Event = KnockEvent;
    type Card = Card;
    type Illegal = KnockError;

    const NAME: &'static str = R::NAME;

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: R::Config, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players();
        let mut game = KnockGame {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            round: 0,
            dealer: n - 1,
            piles: vec![Vec::new(); R::PILES],
            discards: Vec::new(),
            hands: vec![Vec::new(); n],
            phase: Phase::Draw,
            turn: 0,
            to_discard: 0,
            taken: None,
            knocker: None,
            turns: 0,
            totals: vec![0; n],
            last_scores: Vec::new(),
            events: Vec::new(),
            rules: PhantomData,
        };
        game.start_round(0);
        Ok(game)
    }

    fn config(&self) -> &R::Config {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Nobody,
            _ => ToAct::Player(self.turn),
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<R::Action> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        self.moves(player)
            .into_iter()
            .filter_map(R::action)
            .collect()
    }

    fn apply(&mut self, player: usize, action: &R::Action) -> Result<(), ActionError<KnockError>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        let table_move = R::table_move(action);
        self.check_move(player, table_move)
            .map_err(ActionError::Illegal)?;
        self.perform(player, table_move);
        Ok(())
    }

    fn view(&self, player: usize) -> KnockView<R> {
        KnockView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::highest_wins(self.totals.clone()))
    }

    fn events(&self) -> &[KnockEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<KnockEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<KnockEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| e.redacted_for(player))
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check()
    }

    fn cards(&self) -> Vec<Card> {
        self.all_cards()
    }

    /// The face-down cards, the discard pile under its top and the other players' hands,
    /// except cards this player has been shown (dealt, discarded, taken, scored: in any
    /// round).
    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let revealed = self.revealed_to(player);
        let mut hidden: Vec<Card> = self
            .piles
            .iter()
            .flat_map(|pile| Self::face_down(pile))
            .copied()
            .collect();
        if let Some((_, below)) = self.discards.split_last() {
            hidden.extend(below);
        }
        for (p, hand) in self.hands.iter().enumerate() {
            if p != player {
                hidden.extend(hand);
            }
        }
        hidden.retain(|c| !revealed.contains(*c));
        hidden
    }
}

impl<R: KnockRules> Determinize for KnockGame<R> {
    /// The face-down cards and the other players' hands redealt among themselves, except the
    /// cards everyone saw a player take (they stay in that hand); the generator reseeded and
    /// the event log replaced by the one `player` saw.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let unknown = self.unknown_to(player);
        let mut sample = self.clone();
        let mut zones: Vec<&mut [Card]> = Vec::new();
        for pile in &mut sample.piles {
            let face_down = Self::face_down(pile).len();
            zones.push(&mut pile[..face_down]);
        }
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        determinize::redeal(&mut zones, &unknown, rng);
        sample.rng = determinize::reseed(rng);
        sample.events = self.events_for(player);
        sample
    }
}
