//! The turn rules: what may be done and what it does, as the [`Game`] implementation, and how
//! a search samples what a player cannot see ([`Determinize`]).

use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
    determinize,
};
use tic_core::{Card, CardSet};

use crate::actions::{RummyAction, RummyIllegal};
use crate::collections::{self, CollectionKind};
use crate::config::RummyConfig;
use crate::deal::{self, End, EventLog, Knowledge};
use crate::events::{DealEnd, RummyEvent};
use crate::state::{Laid, MAX_CANCELS_PER_TURN, Pending, Phase, TicRummy};
use crate::view::RummyView;

impl Game for TicRummy {
    type Config = RummyConfig;
    type Action = RummyAction;
    type View = RummyView;
    type Event = RummyEvent;
    type Card = Card;
    type Illegal = RummyIllegal;

    const NAME: &'static str = "tic-rummy";

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: RummyConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let n = config.players;
        let mut game = TicRummy {
            rng: GameRng::from_seed(seed),
            seed,
            deal: 0,
            dealer: n - 1,
            rounds: vec![config.first_round; n],
            totals: vec![0; n],
            hands: vec![CardSet::EMPTY; n],
            draw_pile: Vec::new(),
            discard: Vec::new(),
            table: vec![Vec::new(); n],
            turn: 0,
            phase: Phase::Draw,
            pending: None,
            cancels: 0,
            turns_this_deal: 0,
            knowledge: Knowledge::new(n),
            events: EventLog::default(),
            config,
        };
        game.start_deal();
        Ok(game)
    }

    fn config(&self) -> &RummyConfig {
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

    fn legal_actions(&self, player: usize) -> Vec<RummyAction> {
        if self.to_act() != ToAct::Player(player) {
            return Vec::new();
        }
        let mut out = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::Draw => {
                if !self.draw_pile.is_empty() {
                    out.push(RummyAction::DrawFromDeck);
                }
                if let Some(&top) = self.discard.last() {
                    out.push(RummyAction::TakeDiscard(top));
                }
            }
            Phase::Play => {
                out.extend(self.selectable_now(player).iter().map(RummyAction::Select));
                out.extend(self.integrations(player));
                out.extend(self.hands[player].iter().map(RummyAction::Discard));
            }
            Phase::Laying => {
                out.extend(self.selectable_now(player).iter().map(RummyAction::Select));
                if let Some(p) = &self.pending
                    && p.closed.len() == self.requirements(player).len()
                {
                    out.push(RummyAction::ConfirmLaydown);
                }
                out.push(RummyAction::CancelLaydown);
            }
        }
        out
    }

    fn apply(
        &mut self,
        player: usize,
        action: &RummyAction,
    ) -> Result<(), ActionError<RummyIllegal>> {
        ActionError::check_turn(self.to_act(), player, self.num_players())?;
        // Every branch validates completely before it changes anything.
        match *action {
            RummyAction::DrawFromDeck => {
                if self.phase != Phase::Draw {
                    return Err(Self::illegal(RummyIllegal::AlreadyDrew));
                }
                let Some(card) = self.draw_pile.pop() else {
                    // Unreachable by play: an empty deck ends the deal before the next turn.
                    return Err(Self::illegal(RummyIllegal::MustDrawFirst));
                };
                self.hands[player].insert(card);
                self.knowledge.hold(player, CardSet::single(card));
                self.events.push(RummyEvent::DrewFromDeck {
                    player,
                    card: Some(card),
                });
                self.phase = Phase::Play;
            }
            RummyAction::TakeDiscard(card) => {
                if self.phase != Phase::Draw {
                    return Err(Self::illegal(RummyIllegal::AlreadyDrew));
                }
                if self.discard.last() != Some(&card) {
                    return Err(Self::illegal(RummyIllegal::NotDiscardTop(card)));
                }
                self.discard.pop();
                self.hands[player].insert(card);
                self.events.push(RummyEvent::TookDiscard { player, card });
                self.phase = Phase::Play;
            }
            RummyAction::Select(card) => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(RummyIllegal::MustDrawFirst)),
                    Phase::Play if !self.table[player].is_empty() => {
                        return Err(Self::illegal(RummyIllegal::AlreadyLaidDown));
                    }
                    Phase::Play if self.cancels >= MAX_CANCELS_PER_TURN => {
                        return Err(Self::illegal(RummyIllegal::NoAttemptsLeft));
                    }
                    _ => {}
                }
                if !self.hands[player].contains(card) {
                    return Err(Self::illegal(RummyIllegal::NotInHand(card)));
                }
                if !self.selectable_now(player).contains(card) {
                    return Err(Self::illegal(RummyIllegal::CannotSelect(card)));
                }
                let needs: Vec<usize> = self.requirements(player).iter().map(|r| r.cards).collect();
                let pending = self.pending.get_or_insert_with(Pending::default);
                pending.current.insert(card);
                if needs.get(pending.closed.len()) == Some(&pending.current.len()) {
                    let full = pending.current;
                    pending.closed.push(full);
                    pending.current = CardSet::EMPTY;
                }
                self.phase = Phase::Laying;
            }
            RummyAction::ConfirmLaydown => {
                if self.phase != Phase::Laying {
                    return Err(Self::illegal(RummyIllegal::NoLaydown));
                }
                let reqs = self.requirements(player);
                let Some(pending) = &self.pending else {
                    return Err(Self::illegal(RummyIllegal::NoLaydown));
                };
                if pending.closed.len() != reqs.len() {
                    return Err(Self::illegal(RummyIllegal::LaydownIncomplete {
                        filled: pending.closed.len(),
                        needed: reqs.len(),
                    }));
                }
                let mut laid = Vec::with_capacity(reqs.len());
                for (r, &set) in reqs.iter().zip(&pending.closed) {
                    let cards = match r.kind {
                        CollectionKind::Sequence(step) => collections::sequence_order(set, step)
                            .unwrap_or_else(|| set.iter().collect()),
                        _ => set.iter().collect(),
                    };
                    laid.push(Laid {
                        kind: r.kind,
                        cards,
                    });
                }
                let all = pending.cards();
                self.hands[player] -= all;
                self.knowledge.show(all);
                self.events.push(RummyEvent::LaidDown {
                    player,
                    collections: laid.iter().map(|l| l.cards.clone()).collect(),
                });
                self.table[player] = laid;
                self.pending = None;
                self.phase = Phase::Play;
            }
            RummyAction::CancelLaydown => {
                if self.phase != Phase::Laying {
                    return Err(Self::illegal(RummyIllegal::NoLaydown));
                }
                self.pending = None;
                self.cancels = self.cancels.saturating_add(1);
                self.phase = Phase::Play;
            }
            RummyAction::Integrate {
                card,
                owner,
                collection,
                end,
            } => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(RummyIllegal::MustDrawFirst)),
                    Phase::Laying => return Err(Self::illegal(RummyIllegal::LaydownInProgress)),
                    _ => {}
                }
                self.check_integrate(player, card, owner, collection, end)
                    .map_err(Self::illegal)?;
                let laid = &mut self.table[owner][collection];
                match end {
                    End::Back => laid.cards.push(card),
                    End::Front => laid.cards.insert(0, card),
                }
                self.hands[player].remove(card);
                self.knowledge.show(CardSet::single(card));
                self.events.push(RummyEvent::Integrated {
                    player,
                    card,
                    owner,
                    collection,
                    end,
                });
            }
            RummyAction::Discard(card) => {
                match self.phase {
                    Phase::Draw => return Err(Self::illegal(RummyIllegal::MustDrawFirst)),
                    Phase::Laying => return Err(Self::illegal(RummyIllegal::LaydownInProgress)),
                    _ => {}
                }
                if !self.hands[player].contains(card) {
                    return Err(Self::illegal(RummyIllegal::NotInHand(card)));
                }
                self.hands[player].remove(card);
                self.discard.push(card);
                self.knowledge.show(CardSet::single(card));
                self.events.push(RummyEvent::Discarded { player, card });
                if self.hands[player].is_empty() {
                    self.end_deal(DealEnd::WentOut(player));
                } else {
                    self.end_turn();
                }
            }
        }
        Ok(())
    }

    fn view(&self, player: usize) -> RummyView {
        RummyView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over)
            .then(|| Outcome::lowest_wins(self.totals.iter().map(|&t| i64::from(t)).collect()))
    }

    fn events(&self) -> &[RummyEvent] {
        self.events.as_slice()
    }

    fn events_for(&self, player: usize) -> Vec<RummyEvent> {
        self.events_since(player, 0)
    }

    /// Only the events from `from` on are cloned and redacted.
    fn events_since(&self, player: usize, from: usize) -> Vec<RummyEvent> {
        self.events
            .as_slice()
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                RummyEvent::Dealt {
                    player: p, count, ..
                } if *p != player => RummyEvent::Dealt {
                    player: *p,
                    count: *count,
                    cards: None,
                },
                RummyEvent::DrewFromDeck { player: p, .. } if *p != player => {
                    RummyEvent::DrewFromDeck {
                        player: *p,
                        card: None,
                    }
                }
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
        self.knowledge.hidden(player, &self.hands, &self.draw_pile)
    }
}

impl Determinize for TicRummy {
    /// The draw pile and the other hands are redealt among themselves, except the face-up
    /// cards taken into a hand this deal (everyone saw them go there); the player's own hand,
    /// the discard pile, the table, rounds and totals stay. Another player's laydown in
    /// progress is dropped (the player cannot see it). The event log becomes the
    /// player's, and the future shuffles are reseeded.
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        sample
            .knowledge
            .redeal_unknown(player, &mut sample.hands, &mut sample.draw_pile, rng);
        if sample.turn != player && sample.phase == Phase::Laying {
            // Another player's laydown in progress is their secret (their view shows the
            // play phase), and its cards were just redealt.
            sample.pending = None;
            sample.phase = Phase::Play;
        }
        sample.rng = determinize::reseed(rng);
        sample.events = EventLog::from_events(self.events_for(player));
        sample
    }
}
