//! Legality and turn flow: deals, exchange rounds, the call, betting rounds, the showdown.

use tic_core::{Card, CardSet};

use crate::actions::{ExchangeAction, ExchangeError};
use crate::betting::{award, side_pots};
use crate::config::Variant;
use crate::events::ExchangeEvent;
use crate::hands::HandRules;
use crate::scoring::{ranking_points, showdown};
use crate::state::{ExchangeGame, Phase};

impl<H: HandRules> ExchangeGame<H> {
    /// Whether `player` is in the current deal and has not folded.
    pub(crate) fn is_live(&self, player: usize) -> bool {
        self.in_deal.get(player).copied().unwrap_or(false)
            && !self.folded.get(player).copied().unwrap_or(true)
    }

    fn live_count(&self) -> usize {
        (0..self.config.players)
            .filter(|&p| self.is_live(p))
            .count()
    }

    /// Seats from the dealer's left, clockwise (the dealer last).
    pub(crate) fn seats_from_dealer_left(&self) -> Vec<usize> {
        let n = self.config.players;
        (1..=n).map(|k| (self.dealer + k) % n).collect()
    }

    /// Cards the dealer can still hand out (the stock, then the reshuffled discards).
    fn available(&self) -> usize {
        self.stock.len() + self.discards.len()
    }

    /// Takes `k` cards from the stock, shuffling the discards into a new stock when it runs
    /// out (ruling 5). The caller has checked that enough cards are available.
    fn draw(&mut self, k: usize) -> Vec<Card> {
        if self.stock.len() < k && !self.discards.is_empty() {
            let mut again = core::mem::take(&mut self.discards);
            self.rng.shuffle(&mut again);
            // The old stock stays on top, as it was.
            again.append(&mut self.stock);
            self.stock = again;
            self.events.push(ExchangeEvent::Reshuffled {
                cards: self.stock.len(),
            });
        }
        let at = self.stock.len().saturating_sub(k);
        self.stock.split_off(at)
    }

    pub(crate) fn start_deal(&mut self, deal: u32) {
        let n = self.config.players;
        self.deal = deal;
        self.dealer = (deal as usize + n - 1) % n;
        self.stock = tic_core::all_cards();
        self.rng.shuffle(&mut self.stock);
        self.discards.clear();
        self.common.clear();
        self.hands.iter_mut().for_each(Vec::clear);
        self.folded = vec![false; n];
        self.in_deal = match &self.chips {
            Some(chips) => chips.stacks.iter().map(|&s| s > 0).collect(),
            None => vec![true; n],
        };
        self.caller = None;
        self.exchange_round = 0;
        self.events.push(ExchangeEvent::DealStarted {
            deal: deal + 1,
            dealer: self.dealer,
        });
        let order = self.seats_from_dealer_left();
        if let (Some(chips), Some(betting)) = (&mut self.chips, self.config.betting) {
            for &p in &order {
                if self.in_deal[p] {
                    let amount = chips.put_in(p, betting.ante);
                    self.events.push(ExchangeEvent::Ante { player: p, amount });
                }
            }
            chips.start_round(betting.ante);
        }
        let private = self.config.private_cards::<H>();
        for _ in 0..private {
            for &p in &order {
                if self.in_deal[p] {
                    let card = self.draw(1);
                    self.hands[p].extend(card);
                }
            }
        }
        for &p in &order {
            if self.in_deal[p] {
                self.events.push(ExchangeEvent::Dealt {
                    player: p,
                    cards: Some(self.hands[p].clone()),
                    count: private,
                });
            }
        }
        for _ in 0..self.config.starting_common() {
            self.add_common();
        }
        self.phase = Phase::Exchange;
        self.turn = self.next_exchange_seat(None).unwrap_or(0);
    }

    fn add_common(&mut self) {
        if self.available() > 0 {
            let cards = self.draw(1);
            for card in cards {
                self.common.push(card);
                self.events.push(ExchangeEvent::CommonAdded { card });
            }
        }
    }

    /// The next live seat in exchange order after `after` (from the dealer's left when
    /// `None`), or `None` when the exchange round is complete.
    fn next_exchange_seat(&self, after: Option<usize>) -> Option<usize> {
        let order = self.seats_from_dealer_left();
        let start = match after {
            None => 0,
            Some(seat) => order.iter().position(|&s| s == seat)? + 1,
        };
        order
            .get(start..)?
            .iter()
            .copied()
            .find(|&s| self.is_live(s))
    }

    /// The next seat clockwise after `after` that must act in the betting round.
    fn next_bettor(&self, after: usize) -> Option<usize> {
        let chips = self.chips.as_ref()?;
        let n = self.config.players;
        (1..=n)
            .map(|k| (after + k) % n)
            .find(|&s| chips.needs_to_act(s, self.is_live(s)))
    }

    /// Every action `player` (the player to act) may take.
    pub(crate) fn actions_of(&self, player: usize) -> Vec<ExchangeAction> {
        let mut actions = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::Exchange => {
                actions.push(ExchangeAction::Keep);
                let hand = self.hand(player);
                let available = self.available();
                if available >= 1 {
                    actions.extend(
                        hand.iter()
                            .map(|&c| ExchangeAction::Exchange(CardSet::single(c))),
                    );
                }
                if self.config.max_exchange() >= 2 && available >= 2 {
                    for (i, &a) in hand.iter().enumerate() {
                        for &b in hand.iter().skip(i + 1) {
                            actions.push(ExchangeAction::Exchange(
                                CardSet::single(a) | CardSet::single(b),
                            ));
                        }
                    }
                }
                if self.config.variant == Variant::CommonExchange && available >= 1 {
                    actions.extend(
                        self.common
                            .iter()
                            .map(|&c| ExchangeAction::ExchangeCommon(c)),
                    );
                }
                if self.caller.is_none() {
                    actions.push(ExchangeAction::Call);
                }
            }
            Phase::Betting => {
                let Some(chips) = &self.chips else {
                    return actions;
                };
                if chips.to_call(player) > 0 {
                    actions.push(ExchangeAction::Fold);
                    actions.push(ExchangeAction::CallBet);
                } else {
                    actions.push(ExchangeAction::Check);
                }
                actions.extend(
                    chips
                        .bet_sizes(player)
                        .into_iter()
                        .map(ExchangeAction::BetTo),
                );
            }
        }
        actions
    }

    /// Checks an action by the player to act, changing nothing.
    pub(crate) fn check(
        &self,
        player: usize,
        action: &ExchangeAction,
    ) -> Result<(), ExchangeError> {
        let exchange = self.phase == Phase::Exchange;
        match *action {
            ExchangeAction::Keep
            | ExchangeAction::Exchange(_)
            | ExchangeAction::ExchangeCommon(_)
            | ExchangeAction::Call
                if !exchange =>
            {
                return Err(ExchangeError::NotExchangeTurn);
            }
            ExchangeAction::Fold
            | ExchangeAction::Check
            | ExchangeAction::CallBet
            | ExchangeAction::BetTo(_)
                if exchange =>
            {
                return Err(ExchangeError::NotBettingTurn);
            }
            _ => {}
        }
        let to_call = self.chips.as_ref().map_or(0, |c| c.to_call(player));
        match *action {
            ExchangeAction::Keep => Ok(()),
            ExchangeAction::Exchange(cards) => {
                if cards.is_empty() {
                    return Err(ExchangeError::EmptyExchange);
                }
                let max = self.config.max_exchange();
                if cards.len() > max {
                    return Err(ExchangeError::TooManyCards {
                        max,
                        got: cards.len(),
                    });
                }
                let hand: CardSet = self.hand(player).iter().collect();
                if let Some(card) = (cards - hand).first() {
                    return Err(ExchangeError::NotInHand(card));
                }
                self.check_available(cards.len())
            }
            ExchangeAction::ExchangeCommon(card) => {
                if self.config.variant != Variant::CommonExchange {
                    return Err(ExchangeError::NoCommonExchange);
                }
                if !self.common.contains(&card) {
                    return Err(ExchangeError::NotCommon(card));
                }
                self.check_available(1)
            }
            ExchangeAction::Call => match self.caller {
                Some(c) => Err(ExchangeError::AlreadyCalled(c)),
                None => Ok(()),
            },
            ExchangeAction::Fold | ExchangeAction::CallBet if to_call == 0 => {
                Err(ExchangeError::NothingToCall)
            }
            ExchangeAction::Fold | ExchangeAction::CallBet => Ok(()),
            ExchangeAction::Check if to_call > 0 => Err(ExchangeError::MustCallOrFold(to_call)),
            ExchangeAction::Check => Ok(()),
            ExchangeAction::BetTo(to) => {
                let offered = self
                    .chips
                    .as_ref()
                    .map(|c| c.bet_sizes(player))
                    .unwrap_or_default();
                if offered.contains(&to) {
                    Ok(())
                } else {
                    Err(ExchangeError::BetSize { to, offered })
                }
            }
        }
    }

    fn check_available(&self, needed: usize) -> Result<(), ExchangeError> {
        let available = self.available();
        if available < needed {
            Err(ExchangeError::DealerOutOfCards { needed, available })
        } else {
            Ok(())
        }
    }

    /// Performs a checked action.
    pub(crate) fn perform(&mut self, player: usize, action: &ExchangeAction) {
        match *action {
            ExchangeAction::Keep => {
                self.events.push(ExchangeEvent::Kept { player });
                self.after_exchange_turn(player);
            }
            ExchangeAction::Exchange(cards) => {
                // Draw first, so a reshuffle never hands back the cards just given up.
                let drawn = self.draw(cards.len());
                let hand = &mut self.hands[player];
                hand.retain(|c| !cards.contains(*c));
                hand.extend(&drawn);
                self.discards.extend(cards);
                self.events.push(ExchangeEvent::Exchanged {
                    player,
                    discarded: Some(cards),
                    drawn: Some(drawn.iter().collect()),
                    count: cards.len(),
                });
                self.after_exchange_turn(player);
            }
            ExchangeAction::ExchangeCommon(removed) => {
                let drawn = self.draw(1);
                if let (Some(&added), Some(at)) = (
                    drawn.first(),
                    self.common.iter().position(|&c| c == removed),
                ) {
                    self.common[at] = added;
                    self.discards.push(removed);
                    self.events.push(ExchangeEvent::ExchangedCommon {
                        player,
                        removed,
                        added,
                    });
                } else {
                    self.stock.extend(drawn);
                }
                self.after_exchange_turn(player);
            }
            ExchangeAction::Call => {
                self.caller = Some(player);
                self.events.push(ExchangeEvent::Called { player });
                self.after_exchange_turn(player);
            }
            ExchangeAction::Fold => {
                self.folded[player] = true;
                if let Some(chips) = &mut self.chips {
                    chips.acted[player] = true;
                }
                self.events.push(ExchangeEvent::Folded { player });
                if self.live_count() == 1 {
                    self.win_uncontested();
                } else {
                    self.after_bet(player);
                }
            }
            ExchangeAction::Check => {
                if let Some(chips) = &mut self.chips {
                    chips.acted[player] = true;
                }
                self.events.push(ExchangeEvent::Checked { player });
                self.after_bet(player);
            }
            ExchangeAction::CallBet => {
                if let Some(chips) = &mut self.chips {
                    let amount = chips.put_in(player, chips.to_call(player));
                    chips.acted[player] = true;
                    let all_in = chips.stacks[player] == 0;
                    self.events.push(ExchangeEvent::CalledBet {
                        player,
                        amount,
                        all_in,
                    });
                }
                self.after_bet(player);
            }
            ExchangeAction::BetTo(to) => {
                if let Some(chips) = &mut self.chips {
                    chips.bet_to(player, to);
                    let all_in = chips.stacks[player] == 0;
                    self.events
                        .push(ExchangeEvent::BetTo { player, to, all_in });
                }
                self.after_bet(player);
            }
        }
    }

    fn after_exchange_turn(&mut self, player: usize) {
        match self.next_exchange_seat(Some(player)) {
            Some(next) => self.turn = next,
            None => self.end_exchange_round(),
        }
    }

    fn end_exchange_round(&mut self) {
        if self.config.starting_common() > 0 && self.common.len() < H::FINAL_COMMON {
            self.add_common();
        }
        let bettors = match &self.chips {
            Some(chips) => (0..self.config.players)
                .filter(|&p| self.is_live(p) && chips.stacks[p] > 0)
                .count(),
            None => 0,
        };
        if bettors >= 2 {
            if let (Some(chips), Some(betting)) = (&mut self.chips, self.config.betting) {
                chips.start_round(betting.ante);
            }
            if let Some(first) = self.next_bettor(self.dealer) {
                self.phase = Phase::Betting;
                self.turn = first;
                return;
            }
        }
        self.after_betting();
    }

    fn after_bet(&mut self, player: usize) {
        match self.next_bettor(player) {
            Some(next) => self.turn = next,
            None => self.after_betting(),
        }
    }

    fn after_betting(&mut self) {
        if let (Some(chips), Some(betting)) = (&mut self.chips, self.config.betting) {
            chips.start_round(betting.ante);
        }
        let done = self.exchange_round + 1 >= self.config.exchange_rounds::<H>();
        if self.caller.is_some() || done {
            self.showdown();
        } else {
            self.exchange_round += 1;
            self.phase = Phase::Exchange;
            self.turn = self.next_exchange_seat(None).unwrap_or(0);
        }
    }

    /// Everyone else folded: the last player takes every pot without showing.
    fn win_uncontested(&mut self) {
        if let Some(chips) = &mut self.chips
            && let Some(winner) =
                (0..self.config.players).find(|&p| self.in_deal[p] && !self.folded[p])
        {
            let amount = chips.pot();
            chips.stacks[winner] += amount;
            chips.in_pot.iter_mut().for_each(|c| *c = 0);
            chips.round_bets.iter_mut().for_each(|c| *c = 0);
            chips.current_bet = 0;
            self.events.push(ExchangeEvent::PotWon {
                player: winner,
                amount,
            });
        }
        self.end_deal();
    }

    fn showdown(&mut self) {
        let seats: Vec<usize> = (0..self.config.players)
            .filter(|&p| self.is_live(p))
            .collect();
        let privates: Vec<Vec<Card>> = seats.iter().map(|&p| self.hands[p].clone()).collect();
        let shown = showdown::<H>(&self.common, &seats, &privates);
        self.events.push(ExchangeEvent::Showdown {
            hands: shown.clone(),
        });
        let n = self.config.players;
        let mut places = vec![None; n];
        for hand in &shown {
            places[hand.player] = Some(hand.place);
        }
        let order = self.seats_from_dealer_left();
        if let Some(chips) = &mut self.chips {
            let live: Vec<bool> = places.iter().map(Option::is_some).collect();
            let pots = side_pots(&chips.in_pot, &live);
            let won = award(&pots, &places, &order);
            for &p in &order {
                if won[p] > 0 {
                    chips.stacks[p] += won[p];
                    self.events.push(ExchangeEvent::PotWon {
                        player: p,
                        amount: won[p],
                    });
                }
            }
            chips.in_pot.iter_mut().for_each(|c| *c = 0);
            chips.round_bets.iter_mut().for_each(|c| *c = 0);
            chips.current_bet = 0;
        } else {
            let dense: Vec<usize> = places.iter().map(|p| p.unwrap_or(n)).collect();
            let points = ranking_points(&dense);
            for (total, add) in self.points.iter_mut().zip(&points) {
                *total += add;
            }
            self.events.push(ExchangeEvent::RankingPoints { points });
        }
        self.last_showdown = shown;
        self.end_deal();
    }

    fn end_deal(&mut self) {
        let with_chips = self
            .chips
            .as_ref()
            .map(|c| c.stacks.iter().filter(|&&s| s > 0).count());
        let last = self.deal + 1 >= self.config.deals || with_chips.is_some_and(|k| k < 2);
        if last {
            self.phase = Phase::Over;
            self.events.push(ExchangeEvent::MatchOver {
                scores: self.scores(),
            });
        } else {
            self.start_deal(self.deal + 1);
        }
    }
}
