//! Legality and turn flow: which plays a player has, what an action would do, and what
//! happens after it.

use tic_core::Card;

use crate::actions::{Illegal, TicSquaredAction, TicSquaredEvent};
use crate::growing::Contact;
use crate::state::{Block, Phase, TicSquared};

impl TicSquared {
    /// Whether `player`'s previous play (this turn, or in the race their last play) made a
    /// Tic: a Singles-only last card may then go out.
    pub(crate) fn follows_tic(&self, player: usize) -> bool {
        if self.config.race {
            self.last_play_tic.get(player).copied().unwrap_or(false)
        } else {
            self.turn.tic_streak
        }
    }

    /// Checks a play fully, without changing anything.
    pub(crate) fn check_play(
        &self,
        player: usize,
        card: Card,
        grid: usize,
        at: crate::growing::Placement,
    ) -> Result<Contact, Illegal> {
        if self.phase == Phase::Opening {
            return Err(Illegal::Opening);
        }
        let hand = self.hands.get(player).ok_or(Illegal::NotInHand(card))?;
        if !self.config.race
            && let Some(picked) = self.turn.picked
            && picked != card
        {
            return Err(Illegal::MustPlayPicked(picked));
        }
        if !hand.contains(&card) {
            return Err(Illegal::NotInHand(card));
        }
        let Some(Some(target)) = self.grids.get(grid) else {
            return Err(Illegal::NoSuchGrid(grid));
        };
        if !self.config.race && grid != player {
            match self.turn.block {
                Block::Closed => return Err(Illegal::BlockOver),
                Block::On(other) if other != grid => return Err(Illegal::OtherOpponent(other)),
                _ => {}
            }
        }
        let contact = target.check(at, card)?;
        if hand.len() == 1 && contact.tics == 0 && !self.follows_tic(player) {
            return Err(Illegal::CannotGoOut);
        }
        Ok(contact)
    }

    /// Every play `player` may make now.
    pub(crate) fn plays(&self, player: usize) -> Vec<TicSquaredAction> {
        let Some(hand) = self.hands.get(player) else {
            return Vec::new();
        };
        let mut cards: Vec<Card> = match (self.config.race, self.turn.picked) {
            (false, Some(picked)) => vec![picked],
            _ => hand.clone(),
        };
        cards.sort_unstable();
        let mut out = Vec::new();
        for (g, grid) in self.grids.iter().enumerate() {
            let Some(grid) = grid else { continue };
            let placements = grid.placements();
            for &card in &cards {
                for &at in &placements {
                    if self.check_play(player, card, g, at).is_ok() {
                        out.push(TicSquaredAction::Play { card, grid: g, at });
                    }
                }
            }
        }
        out
    }

    /// Whether `player` has any play.
    pub(crate) fn can_play(&self, player: usize) -> bool {
        !self.plays(player).is_empty()
    }

    /// Checks any action fully (turn order aside), without changing anything.
    pub(crate) fn check(&self, player: usize, action: &TicSquaredAction) -> Result<(), Illegal> {
        match *action {
            TicSquaredAction::Start(card) => {
                if self.phase != Phase::Opening {
                    return Err(Illegal::AlreadyStarted);
                }
                if matches!(self.grids.get(player), Some(Some(_))) {
                    return Err(Illegal::AlreadyStarted);
                }
                if !self.hands.get(player).is_some_and(|h| h.contains(&card)) {
                    return Err(Illegal::NotInHand(card));
                }
                Ok(())
            }
            TicSquaredAction::Play { card, grid, at } => {
                self.check_play(player, card, grid, at).map(|_| ())
            }
            TicSquaredAction::PickUp => {
                if self.phase == Phase::Opening {
                    return Err(Illegal::Opening);
                }
                if !self.config.race && self.turn.picked.is_some() {
                    return Err(Illegal::AlreadyPickedUp);
                }
                if self.stock.is_empty() {
                    return Err(Illegal::DeckEmpty);
                }
                Ok(())
            }
            TicSquaredAction::EndTurn => {
                if self.config.race {
                    return Err(Illegal::NoTurns);
                }
                if self.phase == Phase::Opening {
                    return Err(Illegal::Opening);
                }
                if !self.turn.tic_streak && self.turn.picked.is_none() {
                    return Err(Illegal::CannotEndTurn);
                }
                if !self.can_play(player) {
                    return Err(Illegal::MustPickUp);
                }
                Ok(())
            }
        }
    }

    /// Applies a checked action.
    pub(crate) fn perform(&mut self, player: usize, action: &TicSquaredAction) {
        match *action {
            TicSquaredAction::Start(card) => {
                if let Some(hand) = self.hands.get_mut(player) {
                    hand.retain(|&c| c != card);
                }
                if let Some(slot) = self.grids.get_mut(player) {
                    *slot = Some(crate::growing::GrowingGrid::new(card));
                }
                self.events.push(TicSquaredEvent::Started { player, card });
                if self.grids.iter().all(Option::is_some) {
                    self.phase = Phase::Play;
                    if !self.config.race {
                        self.start_turn(0);
                    }
                }
            }
            TicSquaredAction::Play { card, grid, at } => self.play(player, card, grid, at),
            TicSquaredAction::PickUp => {
                let card = self.stock.pop();
                if let (Some(card), Some(hand)) = (card, self.hands.get_mut(player)) {
                    hand.push(card);
                    self.events.push(TicSquaredEvent::PickedUp {
                        player,
                        card: Some(card),
                    });
                    if !self.config.race {
                        self.turn.picked = Some(card);
                    }
                }
            }
            TicSquaredAction::EndTurn => self.next_turn(),
        }
        self.settle();
    }

    fn play(&mut self, player: usize, card: Card, grid: usize, at: crate::growing::Placement) {
        let Some(Some(target)) = self.grids.get_mut(grid) else {
            return;
        };
        let Ok(contact) = target.place(at, card) else {
            return;
        };
        if let Some(hand) = self.hands.get_mut(player) {
            hand.retain(|&c| c != card);
        }
        self.events.push(TicSquaredEvent::Played {
            player,
            card,
            grid,
            at,
            singles: contact.singles,
            tics: contact.tics,
        });
        if let Some(flag) = self.last_play_tic.get_mut(player) {
            *flag = contact.tics > 0;
        }
        if !self.config.race {
            self.turn.picked = None;
            self.turn.block = match (grid == player, self.turn.block) {
                (true, Block::On(_)) => Block::Closed,
                (true, b) => b,
                (false, _) => Block::On(grid),
            };
        }
        if contact.tics >= 2 {
            self.penalty(player, card.number().value());
        }
        if self.hands.get(player).is_some_and(Vec::is_empty) {
            self.went_out = Some(player);
            self.phase = Phase::Over;
            self.events.push(TicSquaredEvent::WentOut { player });
            return;
        }
        if !self.config.race {
            if contact.tics == 0 {
                self.next_turn();
            } else {
                self.turn.tic_streak = true;
            }
        }
    }

    /// Every other player picks up `due` cards, in seat order from the next player, while the
    /// deck lasts.
    fn penalty(&mut self, player: usize, due: u8) {
        let n = self.config.players;
        for k in 1..n {
            let other = (player + k) % n;
            let mut cards = Vec::new();
            for _ in 0..due {
                match self.stock.pop() {
                    Some(c) => cards.push(c),
                    None => break,
                }
            }
            if let Some(hand) = self.hands.get_mut(other) {
                hand.extend(&cards);
            }
            self.events.push(TicSquaredEvent::Penalty {
                player: other,
                due,
                taken: cards.len(),
                cards,
            });
        }
    }

    fn start_turn(&mut self, player: usize) {
        self.turn = crate::state::Turn::of(player);
        self.events.push(TicSquaredEvent::TurnStarts { player });
    }

    fn next_turn(&mut self) {
        let next = (self.turn.player + 1) % self.config.players;
        self.start_turn(next);
    }

    /// Automatic steps after an action: a picked card that cannot be played ends the turn; a
    /// player who must pick up from an empty deck ends the game (deck exhausted); in the race
    /// the game ends when the deck is empty and nobody can play.
    pub(crate) fn settle(&mut self) {
        if self.phase != Phase::Play {
            return;
        }
        if self.config.race {
            if self.stock.is_empty() && (0..self.config.players).all(|p| !self.can_play(p)) {
                self.end_exhausted();
            }
            return;
        }
        // Each pass either returns or starts the next turn; a turn that cannot even pick up
        // ends the game, so this loop ends.
        for _ in 0..=self.config.players {
            let player = self.turn.player;
            if self.can_play(player) {
                return;
            }
            if self.turn.picked.is_some() {
                self.next_turn();
                continue;
            }
            if self.stock.is_empty() {
                self.end_exhausted();
            }
            return;
        }
    }

    fn end_exhausted(&mut self) {
        self.phase = Phase::Over;
        self.events.push(TicSquaredEvent::DeckExhausted);
    }
}

impl rules_engine::Determinize for TicSquared {
    /// The stock, the boxed cards and the other players' hands are redealt among
    /// themselves; the player's hand and every grid stay. A card an opponent picked up this
    /// turn (and must play) is whichever card the sample puts in its place in their hand.
    fn determinize(&self, player: usize, rng: &mut rules_engine::GameRng) -> Self {
        use rules_engine::Game as _;
        let mut sample = self.clone();
        let hidden = self.hidden_cards(player);
        let mut zones: Vec<&mut [Card]> = vec![&mut sample.stock[..], &mut sample.boxed[..]];
        for (p, hand) in sample.hands.iter_mut().enumerate() {
            if p != player {
                zones.push(&mut hand[..]);
            }
        }
        rules_engine::determinize::redeal(&mut zones, &hidden, rng);
        let picker = self.turn.player;
        if picker != player
            && let Some(picked) = self.turn.picked
        {
            let at = self.hand(picker).iter().position(|&c| c == picked);
            sample.turn.picked = at.and_then(|i| sample.hand(picker).get(i).copied());
        }
        sample.rng = rules_engine::determinize::reseed(rng);
        // The real log names the cards others picked up.
        sample.events = self.events_for(player);
        sample
    }
}
