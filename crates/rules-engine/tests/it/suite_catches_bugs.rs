//! The conformance suite must fail on broken games: here the demo game with one bug planted at
//! a time (a view that leaks hidden cards, an `apply` that changes the state before rejecting).
#![cfg(feature = "conformance")]

use rules_engine::conformance::{Settings, check};
use rules_engine::demo::{
    TwentyOne, TwentyOneAction, TwentyOneConfig, TwentyOneError, TwentyOneEvent, TwentyOneView,
};
use rules_engine::{
    ActionError, ConfigError, Determinize, Game, GameRng, InvalidState, Outcome, Seed, ToAct,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
enum Bug {
    LeakyView,
    DirtyRejection,
    PeekingSample,
    LeakyText,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Buggy {
    game: TwentyOne,
    bug: Bug,
    /// Counts rejected actions (the dirty-rejection bug bumps it).
    rejections: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BuggyConfig {
    bug: Option<Bug>,
}

#[derive(Clone, Debug, Serialize)]
struct LeakyView {
    view: TwentyOneView,
    everything: Vec<String>,
    /// Shown by `Display` only (a leak the JSON does not show).
    #[serde(skip)]
    text: Vec<String>,
}

impl std::fmt::Display for LeakyView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.view)?;
        for card in &self.text {
            write!(f, " {card}")?;
        }
        Ok(())
    }
}

impl Game for Buggy {
    type Config = BuggyConfig;
    type Action = TwentyOneAction;
    type View = LeakyView;
    type Event = TwentyOneEvent;
    type Card = <TwentyOne as Game>::Card;
    type Illegal = TwentyOneError;
    const NAME: &'static str = "buggy";

    fn new(config: BuggyConfig, seed: Seed) -> Result<Self, ConfigError> {
        let bug = config.bug.unwrap_or(Bug::DirtyRejection);
        Ok(Buggy {
            game: TwentyOne::new(TwentyOneConfig::default(), seed)?,
            bug,
            rejections: 0,
        })
    }
    fn config(&self) -> &BuggyConfig {
        match self.bug {
            Bug::LeakyView => &BuggyConfig {
                bug: Some(Bug::LeakyView),
            },
            Bug::DirtyRejection => &BuggyConfig {
                bug: Some(Bug::DirtyRejection),
            },
            Bug::PeekingSample => &BuggyConfig {
                bug: Some(Bug::PeekingSample),
            },
            Bug::LeakyText => &BuggyConfig {
                bug: Some(Bug::LeakyText),
            },
        }
    }
    fn seed(&self) -> Seed {
        self.game.seed()
    }
    fn num_players(&self) -> usize {
        self.game.num_players()
    }
    fn to_act(&self) -> ToAct {
        self.game.to_act()
    }
    fn legal_actions(&self, player: usize) -> Vec<TwentyOneAction> {
        self.game.legal_actions(player)
    }
    fn apply(
        &mut self,
        player: usize,
        action: &TwentyOneAction,
    ) -> Result<(), ActionError<TwentyOneError>> {
        let result = self.game.apply(player, action);
        if result.is_err() && self.bug == Bug::DirtyRejection {
            self.rejections += 1;
        }
        result
    }
    fn view(&self, player: usize) -> LeakyView {
        let everything = if self.bug == Bug::LeakyView {
            self.game.cards().iter().map(ToString::to_string).collect()
        } else {
            Vec::new()
        };
        let text = if self.bug == Bug::LeakyText {
            self.game.cards().iter().map(ToString::to_string).collect()
        } else {
            Vec::new()
        };
        LeakyView {
            view: self.game.view(player),
            everything,
            text,
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn events(&self) -> &[TwentyOneEvent] {
        self.game.events()
    }
    fn events_for(&self, player: usize) -> Vec<TwentyOneEvent> {
        self.game.events_for(player)
    }
    fn validate(&self) -> Result<(), InvalidState> {
        self.game.validate()
    }
    fn cards(&self) -> Vec<Self::Card> {
        self.game.cards()
    }
    fn hidden_cards(&self, player: usize) -> Vec<Self::Card> {
        self.game.hidden_cards(player)
    }
}

impl Determinize for Buggy {
    fn determinize(&self, player: usize, rng: &mut GameRng) -> Self {
        if self.bug == Bug::PeekingSample {
            // Keeps the real hidden cards where they are: the sample depends on them.
            return self.clone();
        }
        Buggy {
            game: self.game.determinize(player, rng),
            ..self.clone()
        }
    }
}

fn failure_message(config: BuggyConfig) -> String {
    let result = std::panic::catch_unwind(|| check::<Buggy>(&[config], &Settings::games(3)));
    let payload = result.expect_err("the suite must reject the buggy game");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_default()
}

#[test]
fn a_view_showing_hidden_cards_fails_the_suite() {
    let message = failure_message(BuggyConfig {
        bug: Some(Bug::LeakyView),
    });
    assert!(message.contains("shows the hidden card"), "{message}");
}

#[test]
fn a_rejection_that_changes_the_state_fails_the_suite() {
    let message = failure_message(BuggyConfig {
        bug: Some(Bug::DirtyRejection),
    });
    assert!(message.contains("changed the state"), "{message}");
}

#[test]
fn a_sample_that_depends_on_hidden_cards_fails_the_suite() {
    let message = failure_message(BuggyConfig {
        bug: Some(Bug::PeekingSample),
    });
    assert!(message.contains("depends on hidden cards"), "{message}");
}

#[test]
fn a_view_text_showing_hidden_cards_fails_the_suite() {
    let message = failure_message(BuggyConfig {
        bug: Some(Bug::LeakyText),
    });
    assert!(
        message.contains("view text shows the hidden card"),
        "{message}"
    );
}
