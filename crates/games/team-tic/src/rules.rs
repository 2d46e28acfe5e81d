//! The turn rules: what may be done and what it does, as the [`Game`] implementation, and how
//! a search samples what a player cannot see ([`Determinize`]).

use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
    determinize,
};
use tic_core::{Card, CardSet};
use tic_rummy::deal::{self, End, EventLog, Knowledge};

use crate::actions::{TeamAction, TeamIllegal};
use crate::config::TeamTicConfig;
use crate::events::{GameEnd, TeamEvent};
use crate::sets::{is_canonical, is_set, sets_in};
use crate::state::{Phase, TableSet, TeamTic};
use crate::view::TeamView;

impl Game for TeamTic {
    type Config = TeamTicConfig;
    type Action = TeamAction;
    type View = TeamView;
    type Event = TeamEvent;
    type Card = Card;
    type Illegal = TeamIllegal;

    const NAME: &'static str = "team-tic";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: TeamTicConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut game = TeamTic {
            rng: GameRng::from_seed(seed),
            seed,
            round: 0,
            // The dealer is the last seat; the player to their left starts.
            dealer: n - 1,
            totals: vec![0; config.teams()],
            hands: vec![CardSet::EMPTY; n],
            deck: Vec::new(),
            chain: Vec::new(),
            sets: Vec::new(),
            turn: 0,
            phase: Phase::Draw,
            opponent_cards: 0,
            end: None,
            knowledge: Knowledge::new(n),
            events: EventLog::default(),
            config,
        };
        game.start_round();
        Ok(game)
    }

    fn config(&self) -> &TeamTicConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        deal::to_act(self.phase == Phase::Over, self.turn)
    }

    fn legal_actions(&self, player: usize) -> Vec<TeamAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        let hand = self.hands[player];
        let melds = self.config.melds;
        let mut out = Vec::new();
        let adds = |out: &mut Vec<TeamAction>, only: Option<Card>| {
            for card in hand {
                if only.is_some_and(|c| c != card) {
                    continue;
                }
                for set in 0..self.sets.len() {
                    for end in End::BOTH {
                        if self.check_add(player, card, set, end).is_ok() {
                            out.push(TeamAction::AddCard { card, set, end });
                        }
                    }
                }
            }
        };
        match self.phase {
            Phase::Over => {}
            Phase::Draw => {
                if !self.deck.is_empty() {
                    out.push(TeamAction::DrawFromDeck);
                }
                out.extend(self.pickups(player));
            }
            Phase::MustLay(picked) => {
                out.extend(
                    sets_in(melds, hand, CardSet::single(picked))
                        .into_iter()
                        .map(TeamAction::LaySet),
                );
                if self.config.pickup_onto_sets {
                    adds(&mut out, Some(picked));
                }
            }
            Phase::Play => {
                out.extend(
                    sets_in(melds, hand, CardSet::EMPTY)
                        .into_iter()
                        .map(TeamAction::LaySet),
                );
                adds(&mut out, None);
                out.extend(hand.iter().map(TeamAction::Discard));
            }
        }
        out
    }

    fn apply(
        &mut self,
        player: usize,
        action: &TeamAction,
    ) -> Result<(), ActionError<TeamIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        let melds = self.config.melds;
        match action {
            TeamAction::DrawFromDeck => {
                if self.phase != Phase::Draw {
                    return Err(Self::illegal(TeamIllegal::AlreadyDrew));
                }
                let Some(card) = self.deck.pop() else {
                    return Err(Self::illegal(TeamIllegal::DeckEmpty));
                };
                self.hands[player].insert(card);
                self.knowledge.hold(player, CardSet::single(card));
                self.events.push(TeamEvent::Drew {
                    player,
                    card: Some(card),
                });
                self.phase = Phase::Play;
            }
            &TeamAction::PickUp { card, from } => {
                if self.phase != Phase::Draw {
                    return Err(Self::illegal(TeamIllegal::AlreadyDrew));
                }
                if self.chain.get(from) != Some(&card) {
                    return Err(Self::illegal(TeamIllegal::NotInChain { card, from }));
                }
                if !self.pickup_works(player, from) {
                    return Err(Self::illegal(TeamIllegal::PickUpMakesNoSet(card)));
                }
                let taken = self.chain.split_off(from);
                self.hands[player].extend(taken.iter().copied());
                self.events.push(TeamEvent::PickedUp {
                    player,
                    cards: taken,
                });
                self.phase = Phase::MustLay(card);
            }
            TeamAction::LaySet(cards) => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(TeamIllegal::MustDrawFirst)),
                    Phase::MustLay(picked) if !cards.contains(&picked) => {
                        return Err(Self::illegal(TeamIllegal::MustLayPickedCard(picked)));
                    }
                    _ => {}
                }
                if let Some(&c) = cards.iter().find(|c| !self.hands[player].contains(**c)) {
                    return Err(Self::illegal(TeamIllegal::NotInHand(c)));
                }
                if !is_set(melds, cards) {
                    return Err(Self::illegal(TeamIllegal::NotASet));
                }
                if !is_canonical(melds, cards) {
                    return Err(Self::illegal(TeamIllegal::NotCanonical));
                }
                let laid: CardSet = cards.iter().collect();
                self.hands[player] -= laid;
                self.knowledge.show(laid);
                let set = self.sets.len();
                self.sets.push(TableSet {
                    team: self.config.team_of(player),
                    cards: cards.clone(),
                    foreign: CardSet::EMPTY,
                });
                self.events.push(TeamEvent::LaidSet {
                    player,
                    set,
                    cards: cards.clone(),
                });
                self.phase = Phase::Play;
                self.after_laying(player);
            }
            &TeamAction::AddCard { card, set, end } => {
                if self.phase == Phase::Draw {
                    return Err(Self::illegal(TeamIllegal::MustDrawFirst));
                }
                self.check_add(player, card, set, end)
                    .map_err(Self::illegal)?;
                let opponent = self.sets[set].team != self.config.team_of(player);
                let target = &mut self.sets[set];
                match end {
                    End::Back => target.cards.push(card),
                    End::Front => target.cards.insert(0, card),
                }
                if opponent {
                    target.foreign.insert(card);
                    self.opponent_cards = self.opponent_cards.saturating_add(1);
                }
                self.hands[player].remove(card);
                self.knowledge.show(CardSet::single(card));
                self.events.push(TeamEvent::Added {
                    player,
                    card,
                    set,
                    opponent,
                });
                self.phase = Phase::Play;
                self.after_laying(player);
            }
            &TeamAction::Discard(card) => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(TeamIllegal::MustDrawFirst)),
                    Phase::MustLay(picked) => {
                        return Err(Self::illegal(TeamIllegal::MustLayPickedCard(picked)));
                    }
                    _ => {}
                }
                if !self.hands[player].contains(card) {
                    return Err(Self::illegal(TeamIllegal::NotInHand(card)));
                }
                self.hands[player].remove(card);
                self.chain.push(card);
                self.knowledge.show(CardSet::single(card));
                self.events.push(TeamEvent::Discarded { player, card });
                if self.hands[player].is_empty() {
                    self.finish(GameEnd::WentOut(player));
                } else {
                    self.next_turn();
                }
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> TeamView {
        TeamView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let sides = &self.totals;
        let scores = (0..self.config.players)
            .map(|p| sides.get(self.config.team_of(p)).copied().unwrap_or(0))
            .collect();
        Some(Outcome::highest_wins(scores))
    }

    fn events(&self) -> &[TeamEvent] {
        self.events.as_slice()
    }

    fn events_for(&self, player: usize) -> Vec<TeamEvent> {
        self.events_since(player, 0)
    }

    /// Only the events from `from` on are cloned and redacted.
    fn events_since(&self, player: usize, from: usize) -> Vec<TeamEvent> {
        self.events
            .as_slice()
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                TeamEvent::Dealt {
                    player: p, count, ..
                } if *p != player => TeamEvent::Dealt {
                    player: *p,
                    count: *count,
                    cards: None,
                },
                TeamEvent::Drew { player: p, .. } if *p != player => TeamEvent::Drew {
                    player: *p,
                    card: None,
                },
                other => other.clone(),
            })
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check()
    }

    fn cards(&self) -> Vec<Card> {
        self.every_card().collect()
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        self.knowledge.hidden(player, &self.hands, &self.deck)
    }
}

impl Determinize for TeamTic {
    /// The deck and the other hands are redealt among themselves, except the cards picked up
    /// from the chain this round (everyone saw them go into that hand); the player's own hand,
    /// the chain, the sets and the scores stay. The event log becomes the player's, and the
    /// future shuffles (later rounds) are reseeded.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        sample
            .knowledge
            .redeal_unknown(player, &mut sample.hands, &mut sample.deck, rng);
        sample.rng = determinize::reseed(rng);
        sample.events = EventLog::from_events(self.events_for(player));
        sample
    }
}
