//! The Team TIC game state and its [`Game`] implementation.

use core::fmt;

use rules_engine::{ActionError, ConfigError, Game, GameRng, InvalidState, Outcome, Seed, ToAct};
use tic_core::{Card, CardSet};

use crate::actions::{TeamAction, TeamIllegal};
use crate::config::TeamTicConfig;
use crate::rules::{End, MAX_SET, extends, has_set_with, is_canonical, is_set, sets_in};
use crate::scoring::{set_points, side_score};
use crate::view::{SetView, TeamView};

/// Where the player to act is in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// Draw from the deck or pick up from the chain.
    Draw,
    /// A pick-up was made: this card must be laid at once, in a set.
    MustLay(Card),
    /// Lay sets, add cards, discard.
    Play,
    /// The game is over.
    Over,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameEnd {
    /// This player went out of cards.
    WentOut(usize),
    /// The deck was exhausted and this player could not pick up from the chain.
    CannotPickUp(usize),
}

/// A set on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableSet {
    /// The side that laid it (and scores it).
    pub team: usize,
    /// Its cards, in order.
    pub cards: Vec<Card>,
    /// Cards opponents added: they fill the set but score nothing.
    pub foreign: CardSet,
}

impl TableSet {
    /// The points it scores for its side: by the number of the side's own cards, tripled if
    /// one of them is the 5-star-red.
    #[must_use]
    pub fn points(&self) -> i64 {
        let own: CardSet = self.cards.iter().copied().collect::<CardSet>() - self.foreign;
        set_points(own.len(), own.contains(Card::TOP))
    }
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum TeamEvent {
    /// A player was dealt cards.
    Dealt {
        /// Seat.
        player: usize,
        /// How many.
        count: usize,
        /// The cards, if the observer may see them.
        cards: Option<Vec<Card>>,
    },
    /// The top card of the deck started the chain.
    ChainStarted {
        /// The card.
        card: Card,
    },
    /// A player drew from the deck.
    Drew {
        /// Seat.
        player: usize,
        /// The card, if the observer may see it.
        card: Option<Card>,
    },
    /// A player picked up the end of the chain.
    PickedUp {
        /// Seat.
        player: usize,
        /// The cards, deepest first.
        cards: Vec<Card>,
    },
    /// A player laid a new set.
    LaidSet {
        /// Seat.
        player: usize,
        /// The set's position on the table.
        set: usize,
        /// The cards.
        cards: Vec<Card>,
    },
    /// A player added a card to a set.
    Added {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
        /// The set.
        set: usize,
        /// Whether the set is an opponent's (no points).
        opponent: bool,
    },
    /// A player discarded onto the chain.
    Discarded {
        /// Seat.
        player: usize,
        /// The card.
        card: Card,
    },
    /// The game ended.
    Ended {
        /// How.
        end: GameEnd,
        /// Each side's score.
        scores: Vec<i64>,
    },
}

impl fmt::Display for TeamEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, cards: &[Card]| -> fmt::Result {
            cards.iter().try_for_each(|c| write!(f, " {c}"))
        };
        match self {
            TeamEvent::Dealt {
                player,
                cards: Some(cards),
                ..
            } => {
                write!(f, "player {player} is dealt")?;
                list(f, cards)
            }
            TeamEvent::Dealt { player, count, .. } => {
                write!(f, "player {player} is dealt {count} cards")
            }
            TeamEvent::ChainStarted { card } => write!(f, "{card} starts the discard chain"),
            TeamEvent::Drew {
                player,
                card: Some(c),
            } => write!(f, "player {player} draws {c}"),
            TeamEvent::Drew { player, card: None } => {
                write!(f, "player {player} draws from the deck")
            }
            TeamEvent::PickedUp { player, cards } => {
                write!(f, "player {player} picks up")?;
                list(f, cards)
            }
            TeamEvent::LaidSet { player, set, cards } => {
                write!(f, "player {player} lays set {}:", set + 1)?;
                list(f, cards)
            }
            TeamEvent::Added {
                player,
                card,
                set,
                opponent,
            } => write!(
                f,
                "player {player} adds {card} to {}set {}",
                if *opponent { "the opponents' " } else { "" },
                set + 1
            ),
            TeamEvent::Discarded { player, card } => write!(f, "player {player} discards {card}"),
            TeamEvent::Ended { end, scores } => {
                match end {
                    GameEnd::WentOut(p) => write!(f, "player {p} goes out")?,
                    GameEnd::CannotPickUp(p) => write!(
                        f,
                        "the deck is exhausted and player {p} cannot pick up from the chain"
                    )?,
                }
                write!(f, "; scores by side {scores:?}")
            }
        }
    }
}

/// A game of Team TIC.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(remote = "Self"))]
pub struct TeamTic {
    config: TeamTicConfig,
    seed: Seed,
    rng: GameRng,
    hands: Vec<CardSet>,
    /// Face down; the top is the last card.
    deck: Vec<Card>,
    /// Face up, oldest first.
    chain: Vec<Card>,
    sets: Vec<TableSet>,
    turn: usize,
    phase: Phase,
    /// Cards the player to act has added to opponents' sets this turn.
    opponent_cards: u8,
    end: Option<GameEnd>,
    /// Cards that have been face up: whoever holds them now, they are no secret.
    public: CardSet,
    events: Vec<TeamEvent>,
}

#[cfg(feature = "serde")]
rules_engine::validated_serde!(TeamTic);

fn layout_error(reason: impl Into<String>) -> ConfigError {
    ConfigError::Invalid {
        option: "layout",
        reason: reason.into(),
    }
}

impl TeamTic {
    /// A game with a stacked deal: `hands` (one per seat, each of the deal's size), the chain
    /// (oldest first, at least one card) and the next cards of the deck, top first; the other
    /// cards lie below in seeded random order. For tutorials, puzzles and tests.
    pub fn with_layout(
        config: TeamTicConfig,
        seed: Seed,
        hands: &[CardSet],
        chain: &[Card],
        deck_top: &[Card],
    ) -> Result<Self, ConfigError> {
        let mut game = TeamTic::new(config, seed)?;
        let n = game.config.players;
        if hands.len() != n {
            return Err(layout_error(format!(
                "{} hands for {n} players",
                hands.len()
            )));
        }
        if chain.is_empty() {
            return Err(layout_error("the chain needs a card"));
        }
        let mut used = CardSet::EMPTY;
        let mut count = 0;
        for (p, hand) in hands.iter().enumerate() {
            if hand.len() != game.config.hand_size() {
                return Err(layout_error(format!(
                    "player {p} holds {} cards, not {}",
                    hand.len(),
                    game.config.hand_size()
                )));
            }
            used |= *hand;
            count += hand.len();
        }
        used.extend(chain.iter().chain(deck_top).copied());
        count += chain.len() + deck_top.len();
        if used.len() != count {
            return Err(layout_error("a card is given twice"));
        }
        let mut rest: Vec<Card> = (CardSet::FULL - used).iter().collect();
        game.rng.shuffle(&mut rest);
        rest.extend(deck_top.iter().rev());
        game.hands = hands.to_vec();
        game.deck = rest;
        game.chain = chain.to_vec();
        game.public = chain.iter().collect();
        game.events.clear();
        for (p, hand) in hands.iter().enumerate() {
            game.events.push(TeamEvent::Dealt {
                player: p,
                count: hand.len(),
                cards: Some(hand.iter().collect()),
            });
        }
        for &card in chain {
            game.events.push(TeamEvent::ChainStarted { card });
        }
        Ok(game)
    }

    /// The hand of `player`.
    #[must_use]
    pub fn hand(&self, player: usize) -> CardSet {
        self.hands.get(player).copied().unwrap_or_default()
    }

    /// The discard chain, oldest first.
    #[must_use]
    pub fn chain(&self) -> &[Card] {
        &self.chain
    }

    /// The sets on the table.
    #[must_use]
    pub fn sets(&self) -> &[TableSet] {
        &self.sets
    }

    /// Cards left in the deck.
    #[must_use]
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Where the turn is.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    /// Each side's points from its sets on the table (public at any time).
    #[must_use]
    pub fn set_points(&self) -> Vec<i64> {
        (0..self.config.teams())
            .map(|t| {
                self.sets
                    .iter()
                    .filter(|s| s.team == t)
                    .map(TableSet::points)
                    .sum()
            })
            .collect()
    }

    /// Each side's score now (set points, going-out bonus, minus cards in hand).
    #[must_use]
    pub fn side_scores(&self) -> Vec<i64> {
        (0..self.config.teams())
            .map(|t| {
                let points: i64 = self
                    .sets
                    .iter()
                    .filter(|s| s.team == t)
                    .map(TableSet::points)
                    .sum();
                let out =
                    matches!(self.end, Some(GameEnd::WentOut(p)) if self.config.team_of(p) == t);
                let hands: Vec<CardSet> = (0..self.config.players)
                    .filter(|&p| self.config.team_of(p) == t)
                    .map(|p| self.hands[p])
                    .collect();
                side_score(points, out, &hands)
            })
            .collect()
    }

    fn illegal(reason: TeamIllegal) -> ActionError<TeamIllegal> {
        ActionError::Illegal(reason)
    }

    /// Whether picking up the chain from `from` lets the player lay the deepest card at once.
    fn pickup_works(&self, player: usize, from: usize) -> bool {
        let Some(&deepest) = self.chain.get(from) else {
            return false;
        };
        let pool = self.hands[player] | self.chain[from..].iter().collect::<CardSet>();
        if has_set_with(self.config.melds, pool, deepest) {
            return true;
        }
        self.config.pickup_onto_sets && self.own_set_takes(player, deepest)
    }

    fn own_set_takes(&self, player: usize, card: Card) -> bool {
        let team = self.config.team_of(player);
        self.sets.iter().any(|s| {
            s.team == team
                && [End::Front, End::Back]
                    .into_iter()
                    .any(|e| extends(self.config.melds, &s.cards, card, e))
        })
    }

    fn pickups(&self, player: usize) -> Vec<TeamAction> {
        (0..self.chain.len())
            .filter(|&from| self.pickup_works(player, from))
            .map(|from| TeamAction::PickUp {
                card: self.chain[from],
                from,
            })
            .collect()
    }

    fn check_add(
        &self,
        player: usize,
        card: Card,
        set: usize,
        end: End,
    ) -> Result<(), TeamIllegal> {
        if !self.hands[player].contains(card) {
            return Err(TeamIllegal::NotInHand(card));
        }
        let Some(target) = self.sets.get(set) else {
            return Err(TeamIllegal::NoSuchSet(set));
        };
        if let Phase::MustLay(picked) = self.phase {
            // Only the picked card may go onto an own set, and only where the option allows.
            if !(self.config.pickup_onto_sets && card == picked) {
                return Err(TeamIllegal::MustLayPickedCard(picked));
            }
            if target.team != self.config.team_of(player) {
                return Err(TeamIllegal::MustLayPickedCard(picked));
            }
        }
        if target.team != self.config.team_of(player)
            && self.opponent_cards >= self.config.opponent_cards_per_turn
        {
            return Err(TeamIllegal::OpponentLimit);
        }
        if !extends(self.config.melds, &target.cards, card, end) {
            return Err(TeamIllegal::DoesNotFit { card, set });
        }
        Ok(())
    }

    fn finish(&mut self, end: GameEnd) {
        self.end = Some(end);
        self.phase = Phase::Over;
        let scores = self.side_scores();
        self.events.push(TeamEvent::Ended { end, scores });
    }

    /// After a discard: the next player's turn, or the end when the deck is exhausted and they
    /// cannot pick up.
    fn next_turn(&mut self) {
        self.turn = (self.turn + 1) % self.config.players;
        self.phase = Phase::Draw;
        self.opponent_cards = 0;
        if self.deck.is_empty() && self.pickups(self.turn).is_empty() {
            self.finish(GameEnd::CannotPickUp(self.turn));
        }
    }

    fn after_laying(&mut self, player: usize) {
        if self.hands[player].is_empty() {
            self.finish(GameEnd::WentOut(player));
        }
    }
}

impl Game for TeamTic {
    type Config = TeamTicConfig;
    type Action = TeamAction;
    type View = TeamView;
    type Event = TeamEvent;
    type Card = Card;
    type Illegal = TeamIllegal;

    const NAME: &'static str = "team-tic";

    fn new(config: TeamTicConfig, seed: Seed) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = tic_core::all_cards();
        rng.shuffle(&mut deck);
        let n = config.players;
        let mut hands = vec![CardSet::EMPTY; n];
        let mut events = Vec::new();
        for _ in 0..config.hand_size() {
            for hand in &mut hands {
                if let Some(c) = deck.pop() {
                    hand.insert(c);
                }
            }
        }
        for (p, hand) in hands.iter().enumerate() {
            events.push(TeamEvent::Dealt {
                player: p,
                count: hand.len(),
                cards: Some(hand.iter().collect()),
            });
        }
        let mut chain = Vec::new();
        let mut public = CardSet::EMPTY;
        if let Some(card) = deck.pop() {
            chain.push(card);
            public.insert(card);
            events.push(TeamEvent::ChainStarted { card });
        }
        Ok(TeamTic {
            config,
            seed,
            rng,
            hands,
            deck,
            chain,
            sets: Vec::new(),
            // The dealer is the last seat; the player to their left starts.
            turn: 0,
            phase: Phase::Draw,
            opponent_cards: 0,
            end: None,
            public,
            events,
        })
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
        if self.phase == Phase::Over {
            ToAct::Nobody
        } else {
            ToAct::Player(self.turn)
        }
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
                    for end in [End::Front, End::Back] {
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
                self.public |= laid;
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
                    self.opponent_cards += 1;
                }
                self.hands[player].remove(card);
                self.public.insert(card);
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
                self.public.insert(card);
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
        let n = self.config.players;
        TeamView {
            player,
            team: self.config.team_of(player),
            hand: self.hand(player).iter().collect(),
            hand_sizes: self.hands.iter().map(|h| h.len()).collect(),
            teams: (0..n).map(|p| self.config.team_of(p)).collect(),
            deck_size: self.deck.len(),
            chain: self.chain.clone(),
            sets: self
                .sets
                .iter()
                .map(|s| SetView {
                    team: s.team,
                    cards: s.cards.clone(),
                    foreign: s.foreign.iter().collect(),
                    points: s.points(),
                })
                .collect(),
            melds: self.config.melds,
            turn: self.turn,
            phase: self.phase,
            to_act: self.to_act(),
            opponent_cards_left: self
                .config
                .opponent_cards_per_turn
                .saturating_sub(self.opponent_cards),
            scores: if self.end.is_some() {
                self.side_scores()
            } else {
                self.set_points()
            },
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end?;
        let sides = self.side_scores();
        let scores = (0..self.config.players)
            .map(|p| sides.get(self.config.team_of(p)).copied().unwrap_or(0))
            .collect();
        Some(Outcome::highest_wins(scores))
    }

    fn events(&self) -> &[TeamEvent] {
        &self.events
    }

    fn events_for(&self, player: usize) -> Vec<TeamEvent> {
        self.events
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
        let c = &self.config;
        c.validate()
            .map_err(|e| InvalidState::new(format!("config: {e}")))?;
        let n = c.players;
        InvalidState::ensure(self.hands.len() == n && self.turn < n, || {
            format!(
                "{} hands, turn {} for {n} players",
                self.hands.len(),
                self.turn
            )
        })?;
        let mut all = CardSet::EMPTY;
        let mut count = 0;
        for h in &self.hands {
            all |= *h;
            count += h.len();
        }
        for zone in [&self.deck, &self.chain] {
            all |= zone.iter().collect::<CardSet>();
            count += zone.len();
        }
        for s in &self.sets {
            all |= s.cards.iter().collect::<CardSet>();
            count += s.cards.len();
        }
        InvalidState::ensure(all == CardSet::FULL && count == Card::COUNT, || {
            "the cards are not the 125-card deck: one is missing or duplicated".into()
        })?;
        for (i, s) in self.sets.iter().enumerate() {
            let cards: CardSet = s.cards.iter().collect();
            let own = (cards - s.foreign).len();
            let valid_shape = match c.melds {
                crate::Melds::Tic => tic_core::tic_together(cards),
                crate::Melds::DuoSequence => is_any_run(&s.cards),
            };
            InvalidState::ensure(
                s.team < c.teams()
                    && s.foreign.is_subset(cards)
                    && own >= 3
                    && s.cards.len() <= MAX_SET
                    && valid_shape,
                || format!("set {} is not a valid set", i + 1),
            )?;
        }
        InvalidState::ensure(self.opponent_cards <= c.opponent_cards_per_turn, || {
            format!(
                "{} cards onto opponents' sets this turn",
                self.opponent_cards
            )
        })?;
        if let Phase::MustLay(card) = self.phase {
            InvalidState::ensure(self.hands[self.turn].contains(card), || {
                format!("the picked-up {card} is not in the player's hand")
            })?;
        }
        InvalidState::ensure((self.phase == Phase::Over) == self.end.is_some(), || {
            "the end and the phase disagree".into()
        })?;
        InvalidState::ensure(self.public.is_disjoint(self.deck.iter().collect()), || {
            "a card seen face up is back in the deck".into()
        })
    }

    fn cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flat_map(|h| h.iter()).collect();
        all.extend(&self.deck);
        all.extend(&self.chain);
        for s in &self.sets {
            all.extend(&s.cards);
        }
        all
    }

    fn hidden_cards(&self, player: usize) -> Vec<Card> {
        let mut hidden: CardSet = self.deck.iter().collect();
        for (p, h) in self.hands.iter().enumerate() {
            if p != player {
                // Cards picked up from the chain were seen going into that hand.
                hidden |= *h - self.public;
            }
        }
        hidden.iter().collect()
    }
}

/// Whether a laid run of any length is a wrapping Duo-or-better sequence.
fn is_any_run(cards: &[Card]) -> bool {
    tic_core::Props::non_empty()
        .filter(|p| p.len() >= 2)
        .any(|p| tic_core::is_wrapping_sequence(cards, p))
}
