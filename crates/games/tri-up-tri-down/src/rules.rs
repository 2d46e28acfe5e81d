//! Legality and turn flow: what plays, the going-out rule, picking up, Tripo pickups, the
//! "last card" window and the custom triggers.

use tic_core::{Card, Step, step};

use crate::actions::{DrawReason, EndReason, TriAction, TriEvent, TriIllegal};
use crate::config::TriggerEffect;
use crate::state::{TriUpTriDown, Turn};

/// The step a card makes from the face-up card, if it plays at all (a Mono, Duo or Tripo).
/// Scales do not wrap: from a 1 (circle, violet) a property can only go up, from a 5 (star,
/// red) only down.
///
/// ```
/// use tic_core::{Card, Step};
/// use tic_tri_up_tri_down::play_step;
/// let top: Card = "4-square-cyan".parse()?;
/// assert_eq!(play_step(top, "3-square-cyan".parse()?), Some(Step::Mono));
/// assert_eq!(play_step(top, "5-star-yellow".parse()?), Some(Step::Tripo));
/// assert_eq!(play_step(top, "4-square-red".parse()?), None);
/// # Ok::<(), tic_core::ParseCardError>(())
/// ```
#[must_use]
pub fn play_step(top: Card, card: Card) -> Option<Step> {
    match step(top, card) {
        Step::None => None,
        s => Some(s),
    }
}

impl TriUpTriDown {
    /// Whether the turn player may play `card` now, and with which step.
    pub(crate) fn check_play(&self, card: Card) -> Result<Step, TriIllegal> {
        let hand = self.hand(self.turn.player);
        if !hand.contains(card) {
            return Err(TriIllegal::NotInHand(card));
        }
        if let Some(drawn) = self.turn.drawn
            && drawn != card
        {
            return Err(TriIllegal::OnlyDrawnCard(drawn));
        }
        let top = self.top().ok_or(TriIllegal::NoStep { card, top: card })?;
        let s = play_step(top, card).ok_or(TriIllegal::NoStep { card, top })?;
        // Going out: a Duo or Tripo, or a Mono after at least one other play this turn.
        if hand.len() == 1 && s == Step::Mono && self.turn.played == 0 {
            return Err(TriIllegal::LoneMonoGoOut(card));
        }
        Ok(s)
    }

    /// The turn player's actions (plays, or pick up / keep).
    pub(crate) fn turn_actions(&self) -> Vec<TriAction> {
        if let Some(drawn) = self.turn.drawn {
            return vec![TriAction::Play(drawn), TriAction::Pass];
        }
        let plays: Vec<TriAction> = self
            .hand(self.turn.player)
            .iter()
            .filter(|&c| self.check_play(c).is_ok())
            .map(TriAction::Play)
            .collect();
        if plays.is_empty() {
            vec![TriAction::Draw]
        } else {
            plays
        }
    }

    /// Validates and applies one action (the seat and the game not being over are checked).
    /// Nothing changes when an error is returned.
    pub(crate) fn apply_action(
        &mut self,
        player: usize,
        action: TriAction,
    ) -> Result<(), TriIllegal> {
        match action {
            TriAction::SayLastCard => {
                if self.last_card_window != Some(player) {
                    return Err(TriIllegal::NoLastCard);
                }
                self.last_card_window = None;
                self.events.push(TriEvent::SaidLastCard { player });
                Ok(())
            }
            TriAction::Challenge => {
                let target = self
                    .last_card_window
                    .ok_or(TriIllegal::NothingToChallenge)?;
                if target == player {
                    return Err(TriIllegal::ChallengeSelf);
                }
                self.last_card_window = None;
                self.events
                    .push(TriEvent::Challenged { by: player, target });
                self.pick_up(target, 2, DrawReason::LastCard);
                Ok(())
            }
            TriAction::Play(_) | TriAction::Draw | TriAction::Pass => {
                if player != self.turn.player {
                    return Err(TriIllegal::NotYourTurn(self.turn.player));
                }
                match action {
                    TriAction::Play(card) => {
                        let s = self.check_play(card)?;
                        self.last_card_window = None;
                        self.play(card, s);
                    }
                    TriAction::Draw => {
                        if self.turn.drawn.is_some() {
                            return Err(TriIllegal::DecideOnDrawnCard);
                        }
                        if self.turn_actions() != [TriAction::Draw] {
                            return Err(TriIllegal::CanPlay);
                        }
                        self.last_card_window = None;
                        self.draw_for_turn();
                    }
                    _ => {
                        if self.turn.drawn.is_none() {
                            return Err(TriIllegal::NothingToPass);
                        }
                        self.last_card_window = None;
                        self.events.push(TriEvent::Passed { player });
                        self.end_turn(None);
                    }
                }
                Ok(())
            }
        }
    }

    fn play(&mut self, card: Card, s: Step) {
        let player = self.turn.player;
        self.hands[player].remove(card);
        self.discard.push(card);
        self.turn.played += 1;
        self.turn.drawn = None;
        self.events.push(TriEvent::Played {
            player,
            card: Some(card),
            step: s,
        });
        if self.hands[player].is_empty() {
            self.finish(EndReason::WentOut(player));
            return;
        }
        if s == Step::Tripo {
            let count = self.config.tripo_pickup();
            let n = self.config.players;
            for p in (1..n).map(|k| (player + k) % n) {
                self.pick_up(p, count, DrawReason::Tripo);
            }
        }
        let again = s == Step::Duo || (s == Step::Tripo && self.config.tripo_plays_again);
        if !again {
            self.end_turn(Some(card));
        }
    }

    fn draw_for_turn(&mut self) {
        let player = self.turn.player;
        let Some(card) = self.take_from_deck() else {
            self.finish(EndReason::DeckExhausted);
            return;
        };
        self.hands[player].insert(card);
        self.events.push(TriEvent::Drew {
            player,
            card: Some(card),
            reason: DrawReason::CannotPlay,
        });
        self.turn.drawn = Some(card);
        if self.check_play(card).is_err() {
            self.turn.drawn = None;
            self.end_turn(None);
        }
    }

    /// The top card of the deck, refilling the deck from the discard pile (all but its top
    /// card, shuffled with the game's generator) when it is empty (ruling 5).
    fn take_from_deck(&mut self) -> Option<Card> {
        if self.deck.is_empty() && self.discard.len() > 1 {
            let top = self.discard.len() - 1;
            let under: Vec<Card> = self.discard.drain(..top).collect();
            let cards = under.len();
            self.deck.refill(under, &mut self.rng);
            self.events.push(TriEvent::Reshuffled { cards });
        }
        self.deck.draw()
    }

    /// A penalty pickup: as many of `count` cards as the deck (refilled) still has.
    fn pick_up(&mut self, player: usize, count: usize, reason: DrawReason) {
        for _ in 0..count {
            let Some(card) = self.take_from_deck() else {
                return;
            };
            self.hands[player].insert(card);
            self.events.push(TriEvent::Drew {
                player,
                card: Some(card),
                reason,
            });
        }
    }

    /// Ends the turn: triggers on the card that ended it (if a play did), the "last card"
    /// window, and the next player's fresh turn.
    fn end_turn(&mut self, ended_on: Option<Card>) {
        let player = self.turn.player;
        let next = (player + 1) % self.config.players;
        if let Some(card) = ended_on {
            let triggers = self.config.triggers.clone();
            for trigger in triggers.iter().filter(|t| t.when.matches(card)) {
                let TriggerEffect::NextPicksUp(pickup) = trigger.effect;
                let cards = pickup.count(card);
                self.events.push(TriEvent::Triggered {
                    card: Some(card),
                    target: next,
                    cards,
                });
                self.pick_up(next, cards, DrawReason::Trigger);
            }
        }
        if self.config.last_card_rule && self.hands[player].len() == 1 {
            self.last_card_window = Some(player);
        }
        self.turn = Turn {
            player: next,
            played: 0,
            drawn: None,
        };
    }

    pub(crate) fn finish(&mut self, reason: EndReason) {
        self.end = Some(reason);
        self.last_card_window = None;
        self.turn.drawn = None;
        self.events.push(TriEvent::Ended { reason });
    }
}
