//! Legality and turn flow: deals, exchange rounds, the call, betting rounds, the showdown; and
//! the [`Game`] implementation.

use core::marker::PhantomData;

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{ExchangeAction, ExchangeError};
use crate::betting::{Chips, award, side_pots};
use crate::config::ExchangeConfig;
use crate::encoding::{CALL, CALL_BET, CHECK, EXTRA, FOLD, KEEP, exchange_index};
use crate::events::{ExchangeEvent, ShownHands};
use crate::hands::HandRules;
use crate::scoring::{ranking_points, showdown};
use crate::state::{ExchangeGame, Phase};
use crate::view::ExchangeView;

impl<H: HandRules> Game for ExchangeGame<H> {
    type Config = ExchangeConfig;
    type Action = ExchangeAction;
    type View = ExchangeView;
    type Event = ExchangeEvent;
    type Card = Card;
    type Illegal = ExchangeError;

    const NAME: &'static str = H::NAME;

    /// The long and compact forms (`3-star-orange`, `3so`).
    fn card_texts(card: &Card) -> Vec<String> {
        vec![card.to_string(), card.compact()]
    }

    fn new(config: ExchangeConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate_for::<H>()?;
        let n = config.players;
        let private = config.private_cards::<H>();
        let mut game = ExchangeGame {
            config,
            seed,
            rng: GameRng::from_seed(seed),
            // The match's counters are set by `start_match`.
            deal: 0,
            dealer: 0,
            // Sized once for the match: the deck, the center.
            stock: Vec::with_capacity(Card::COUNT),
            pending_shuffle: 0,
            discards: Vec::new(),
            common: Vec::with_capacity(H::FINAL_COMMON),
            // Each hand holds its private cards all match long.
            hands: (0..n).map(|_| Vec::with_capacity(private)).collect(),
            in_deal: Vec::with_capacity(n),
            folded: Vec::with_capacity(n),
            phase: Phase::Exchange,
            turn: 0,
            exchange_round: 0,
            caller: None,
            points: Vec::with_capacity(n),
            chips: None,
            last_showdown: ShownHands::default(),
            // Room for a deal's events (a deal, its cards, a few rounds of actions, the showdown).
            events: Vec::with_capacity(32),
            rules: PhantomData,
        };
        game.start_match();
        Ok(game)
    }

    /// The match's start in this game's buffers: the new generator replaces the old, so the
    /// old deal's owed shuffle steps are dropped, not made.
    fn reset(&mut self, seed: Seed) -> Result<(), ConfigError> {
        self.seed = seed;
        self.rng = GameRng::from_seed(seed);
        self.pending_shuffle = 0;
        self.start_match();
        Ok(())
    }

    fn config(&self) -> &ExchangeConfig {
        &self.config
    }

    fn seed(&self) -> Seed {
        self.seed
    }

    fn num_players(&self) -> usize {
        self.config.players
    }

    fn to_act(&self) -> ToAct {
        if self.phase == Phase::Over {
            ToAct::Nobody
        } else {
            ToAct::Player(self.turn)
        }
    }

    fn legal_actions(&self, player: usize) -> Vec<ExchangeAction> {
        match self.to_act() {
            ToAct::Player(p) if p == player => self.actions_of(player),
            _ => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        player: usize,
        action: &ExchangeAction,
    ) -> Result<(), ActionError<ExchangeError>> {
        ActionError::check_turn(self.to_act(), player, self.config.players)?;
        self.check(player, action).map_err(ActionError::Illegal)?;
        self.perform(player, action);
        Ok(())
    }

    fn view(&self, player: usize) -> ExchangeView {
        ExchangeView::of(self, player)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::highest_wins(self.scores()))
    }

    fn events(&self) -> &[ExchangeEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<ExchangeEvent> {
        self.events_since(player, 0)
    }

    fn events_since(&self, player: usize, from: usize) -> Vec<ExchangeEvent> {
        self.events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|e| e.redacted_for(player))
            .collect()
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check_invariants()
    }

    fn cards(&self) -> Vec<Card> {
        let mut all = self.settled_stock().into_owned();
        all.extend(&self.discards);
        all.extend(&self.common);
        all.extend(self.hands.iter().flatten());
        all
    }

    /// The stock, the discards and the other players' private cards, except cards this player
    /// has already been shown (a card seen at an earlier showdown or in their own hand of an
    /// earlier deal is known to exist, though not where it is now).
    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let revealed = self.revealed_to(player);
        let others = self.hands.iter().enumerate().filter(|&(p, _)| p != player);
        self.settled_stock()
            .iter()
            .chain(&self.discards)
            .chain(others.flat_map(|(_, hand)| hand))
            .copied()
            .filter(|c| !revealed.contains(*c))
            .collect()
    }
}

impl<H: HandRules> ExchangeGame<H> {
    fn live_count(&self) -> usize {
        (0..self.config.players)
            .filter(|&p| self.is_live(p))
            .count()
    }

    /// Cards the dealer can still hand out (the stock, then the reshuffled discards).
    fn available(&self) -> usize {
        self.stock.len() + self.discards.len()
    }

    /// Takes `k` cards from the stock, shuffling the discards into a new stock when it runs
    /// out (ruling 5). The caller has checked that enough cards are available.
    fn draw(&mut self, k: usize) -> Vec<Card> {
        self.ready_top(k);
        let at = self.stock.len().saturating_sub(k);
        self.stock.split_off(at)
    }

    /// The top card of the stock, as `draw(1)` gives it, without a vector for it (a deal
    /// draws its cards one by one).
    fn draw_one(&mut self) -> Option<Card> {
        self.ready_top(1);
        self.stock.pop()
    }

    /// Before drawing `k` cards: when the stock has fewer, the discards shuffled go under it;
    /// then the deal's lazy shuffle places the top `k`.
    fn ready_top(&mut self, k: usize) {
        if self.stock.len() < k && !self.discards.is_empty() {
            // The generator shuffles the discards next: the stock's shuffle comes first.
            self.settle_stock();
            let mut again = core::mem::take(&mut self.discards);
            self.rng.shuffle(&mut again);
            // The old stock stays on top, as it was.
            again.append(&mut self.stock);
            self.stock = again;
            self.events.push(ExchangeEvent::Reshuffled {
                cards: self.stock.len(),
            });
        }
        self.rng
            .shuffle_top(&mut self.stock, &mut self.pending_shuffle, k);
    }

    /// Starts the match with the generator as it is: no deal played, no points, the chips as
    /// the config gives them, and the first deal dealt. `new` and `reset` both start here.
    fn start_match(&mut self) {
        let n = self.config.players;
        self.points.clear();
        self.points.resize(n, 0);
        self.chips = self.config.betting.map(|b| Chips::new(n, b.chips, b.ante));
        self.last_showdown = ShownHands::default();
        self.events.clear();
        self.start_deal(0);
    }

    pub(crate) fn start_deal(&mut self, deal: u32) {
        let n = self.config.players;
        self.deal = deal;
        self.dealer = (deal as usize + n - 1) % n;
        // The deck in card order, then shuffled (the stock's buffer is reused deal to deal).
        // The shuffle is lazy: its steps are made as cards are drawn (`draw`, `draw_one`),
        // in the order and with the draws of `GameRng::shuffle`; the last deal's remaining
        // steps first, since they come before this deal's in the generator's stream.
        self.settle_stock();
        self.stock.clear();
        self.stock.extend(Card::all());
        self.pending_shuffle = self.stock.len();
        self.discards.clear();
        self.common.clear();
        self.hands.iter_mut().for_each(Vec::clear);
        // Refilled in place: a deal reuses the match's vectors.
        self.folded.clear();
        self.folded.resize(n, false);
        self.in_deal.clear();
        match &self.chips {
            Some(chips) => self.in_deal.extend(chips.stacks.iter().map(|&s| s > 0)),
            None => self.in_deal.resize(n, true),
        }
        self.caller = None;
        self.exchange_round = 0;
        self.events.push(ExchangeEvent::DealStarted {
            deal: deal + 1,
            dealer: self.dealer,
        });
        // Seats from the dealer's left, clockwise (the dealer last), by position: no vector
        // for the order (the draws below borrow the game mutably).
        let dealer = self.dealer;
        let seat_at = move |k: usize| (dealer + 1 + k) % n;
        if let (Some(chips), Some(betting)) = (&mut self.chips, self.config.betting) {
            for p in (0..n).map(seat_at) {
                if self.in_deal[p] {
                    let amount = chips.put_in(p, betting.ante);
                    self.events.push(ExchangeEvent::Ante { player: p, amount });
                }
            }
            chips.start_round(betting.ante);
        }
        let private = self.config.private_cards::<H>();
        for _ in 0..private {
            for p in (0..n).map(seat_at) {
                if self.in_deal[p] {
                    let card = self.draw_one();
                    self.hands[p].extend(card);
                }
            }
        }
        for p in (0..n).map(seat_at) {
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
        if self.available() > 0
            && let Some(card) = self.draw_one()
        {
            self.common.push(card);
            self.events.push(ExchangeEvent::CommonAdded { card });
        }
    }

    /// The next live seat in exchange order after `after` (from the dealer's left when
    /// `None`), or `None` when the exchange round is complete.
    fn next_exchange_seat(&self, after: Option<usize>) -> Option<usize> {
        let skip = match after {
            None => 0,
            Some(seat) => self.seats_from_dealer_left().position(|s| s == seat)? + 1,
        };
        self.seats_from_dealer_left()
            .skip(skip)
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
        self.each_action(player, false, |_, action| actions.push(action));
        actions
    }

    /// Calls `f` with every action `player` (the player to act) may take and its action index
    /// (the encoding's; `None` for none): in the order of the legal actions, or, with
    /// `by_index`, in increasing index order (the call second, the cards by their index), as
    /// the encoding lists them.
    pub(crate) fn each_action(
        &self,
        player: usize,
        by_index: bool,
        mut f: impl FnMut(Option<usize>, ExchangeAction),
    ) {
        match self.phase {
            Phase::Over => {}
            Phase::Exchange => {
                f(Some(KEEP), ExchangeAction::Keep);
                let call = self.caller.is_none() && self.config.allows_call();
                if by_index && call {
                    f(Some(CALL), ExchangeAction::Call);
                }
                let available = self.available();
                let hand = self.hand(player);
                if by_index {
                    let own: CardSet = hand.iter().collect();
                    self.each_exchange(own.iter(), available, &mut f);
                } else {
                    self.each_exchange(hand.iter().copied(), available, &mut f);
                }
                if self.config.exchanges_common() && available >= 1 {
                    let mut common = |c: Card| {
                        f(Some(EXTRA + c.index()), ExchangeAction::ExchangeCommon(c));
                    };
                    if by_index {
                        self.common
                            .iter()
                            .collect::<CardSet>()
                            .iter()
                            .for_each(common);
                    } else {
                        self.common.iter().for_each(|&c| common(c));
                    }
                }
                if !by_index && call {
                    f(Some(CALL), ExchangeAction::Call);
                }
            }
            Phase::Betting | Phase::ShowdownBetting => {
                let Some(chips) = &self.chips else {
                    return;
                };
                if chips.to_call(player) > 0 {
                    f(Some(FOLD), ExchangeAction::Fold);
                    f(Some(CALL_BET), ExchangeAction::CallBet);
                } else {
                    f(Some(CHECK), ExchangeAction::Check);
                }
                for to in chips.bet_sizes(player) {
                    f(self.bet_slot(player, to), ExchangeAction::BetTo(to));
                }
            }
        }
    }

    /// The exchanges of one own card, then of two (where the config allows), of `own` in
    /// its order, with `available` cards to draw.
    fn each_exchange(
        &self,
        own: impl Iterator<Item = Card> + Clone,
        available: usize,
        f: &mut impl FnMut(Option<usize>, ExchangeAction),
    ) {
        let pairs = self.config.max_exchange() >= 2;
        if available >= 1 {
            for c in own.clone() {
                let cards = CardSet::single(c);
                f(
                    exchange_index(cards, pairs),
                    ExchangeAction::Exchange(cards),
                );
            }
        }
        if pairs && available >= 2 {
            for (i, a) in own.clone().enumerate() {
                for b in own.clone().skip(i + 1) {
                    let cards = CardSet::single(a) | CardSet::single(b);
                    f(
                        exchange_index(cards, pairs),
                        ExchangeAction::Exchange(cards),
                    );
                }
            }
        }
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
                if !self.config.exchanges_common() {
                    return Err(ExchangeError::NoCommonExchange);
                }
                if !self.common.contains(&card) {
                    return Err(ExchangeError::NotCommon(card));
                }
                self.check_available(1)
            }
            ExchangeAction::Call if !self.config.allows_call() => Err(ExchangeError::NoCall),
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

    /// After an exchange round: its betting round, then the next common card and round (or
    /// the end of the deal).
    fn end_exchange_round(&mut self) {
        self.open_betting(Phase::Betting);
    }

    /// Opens a betting round (`Phase::Betting` or `Phase::ShowdownBetting`), or passes it when
    /// fewer than two players still in have chips behind (always so without betting).
    fn open_betting(&mut self, round: Phase) {
        let bettors = match &self.chips {
            Some(chips) => (0..self.config.players)
                .filter(|&p| self.is_live(p) && chips.stacks[p] > 0)
                .count(),
            None => 0,
        };
        if bettors >= 2
            && let Some(first) = self.next_bettor(self.dealer)
        {
            self.phase = round;
            self.turn = first;
            self.events.push(ExchangeEvent::BettingOpened {
                before_showdown: round == Phase::ShowdownBetting,
            });
            return;
        }
        self.after_betting(round);
    }

    fn after_bet(&mut self, player: usize) {
        match self.next_bettor(player) {
            Some(next) => self.turn = next,
            None => self.after_betting(self.phase),
        }
    }

    /// Ruling 6: a betting round after each exchange round, then (once the final common card
    /// is up) one before the showdown. Without a common card to turn, the round after the
    /// last exchange is the one before the showdown.
    fn after_betting(&mut self, round: Phase) {
        if let (Some(chips), Some(betting)) = (&mut self.chips, self.config.betting) {
            chips.start_round(betting.ante);
        }
        let deal_ends =
            self.caller.is_some() || self.exchange_round + 1 >= self.config.exchange_rounds::<H>();
        let adds_common = self.config.adds_common() && self.common.len() < H::FINAL_COMMON;
        match round {
            Phase::Betting if deal_ends && adds_common => {
                self.add_common();
                self.open_betting(Phase::ShowdownBetting);
            }
            Phase::Betting if !deal_ends => {
                if adds_common {
                    self.add_common();
                }
                self.exchange_round += 1;
                self.phase = Phase::Exchange;
                self.turn = self.next_exchange_seat(None).unwrap_or(0);
            }
            _ => self.showdown(),
        }
    }

    /// Everyone else folded: the last player takes every pot without showing.
    fn win_uncontested(&mut self) {
        if let Some(chips) = &mut self.chips
            && let Some(winner) =
                (0..self.config.players).find(|&p| self.in_deal[p] && !self.folded[p])
        {
            let amount = chips.pot();
            chips.stacks[winner] = chips.stacks[winner].saturating_add(amount);
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
        // Everyone still in (the usual showdown): their hands as they are, without copies.
        let filtered: Vec<Vec<Card>>;
        let privates: &[Vec<Card>] = if seats.len() == self.hands.len() {
            &self.hands
        } else {
            filtered = seats.iter().map(|&p| self.hands[p].clone()).collect();
            &filtered
        };
        let (shown_places, shown) = showdown::<H>(&self.common, &seats, privates);
        self.events.push(ExchangeEvent::Showdown {
            hands: shown.clone(),
        });
        let n = self.config.players;
        let mut places = vec![None; n];
        for (&seat, &place) in seats.iter().zip(&shown_places) {
            places[seat] = Some(place);
        }
        let order: Vec<usize> = self.seats_from_dealer_left().collect();
        if let Some(chips) = &mut self.chips {
            let live: Vec<bool> = places.iter().map(Option::is_some).collect();
            let pots = side_pots(&chips.in_pot, &live);
            let won = award(&pots, &places, &order);
            for &p in &order {
                if won[p] > 0 {
                    chips.stacks[p] = chips.stacks[p].saturating_add(won[p]);
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
                *total = total.saturating_add(*add);
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
