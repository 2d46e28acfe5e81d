//! The bots: the greedy bot's choices, the knock-now rollout bot, and the search bot with
//! knock-now rollouts (legal and reproducible for a fixed iteration budget).

use rules_engine::{Bot, Budget, Game, GameRng, MctsBot, Seed, run};
use tic_of_a_kind::{
    GreedyBot, KnockEvent, KnockNowBot, TicOfAKind, TicOfAKindAction, TicOfAKindConfig,
};

#[test]
fn knock_now_knocks_whenever_it_may_and_otherwise_keeps_the_best_hand() {
    let mut game = TicOfAKind::new(TicOfAKindConfig::new(2), Seed(4)).expect("valid");
    let mut rng = GameRng::from_seed(Seed(1));
    let mut bot = KnockNowBot;
    let legal = game.legal_actions(0);
    let pick = Bot::<TicOfAKind>::choose(&mut bot, &game.view(0), &legal, &mut rng);
    assert_eq!(legal[pick], TicOfAKindAction::Knock);
    game.apply(0, &TicOfAKindAction::Knock).expect("knock");
    // Player 1 may not knock: it draws or takes, then discards its least useful card.
    game.apply(1, &TicOfAKindAction::DrawDeck).expect("draw");
    let legal = game.legal_actions(1);
    let pick = Bot::<TicOfAKind>::choose(&mut bot, &game.view(1), &legal, &mut rng);
    let TicOfAKindAction::Discard(out) = legal[pick] else {
        panic!("a discard");
    };
    let kept = |card| {
        let rest: Vec<_> = game
            .hand(1)
            .iter()
            .copied()
            .filter(|&c| c != card)
            .collect();
        tic_of_a_kind::score_hand(&rest).expect("five cards").0
    };
    let best = game.hand(1).iter().map(|&c| kept(c)).max();
    assert_eq!(Some(kept(out)), best);
}

fn search_game() -> (TicOfAKind, Vec<TicOfAKindAction>) {
    let mut game =
        TicOfAKind::new(TicOfAKindConfig::new(2).with_rounds(1), Seed(8)).expect("valid");
    let mcts = MctsBot::new(Budget::Iterations(30)).with_rollout(Box::new(KnockNowBot));
    let mut bots: Vec<Box<dyn Bot<TicOfAKind>>> =
        vec![Box::new(mcts), Box::new(GreedyBot::default())];
    let record = run(&mut game, &mut bots, Seed(3), 10_000).expect("every move legal");
    (game, record.actions.iter().map(|(_, a)| *a).collect())
}

#[test]
fn the_search_bot_plays_legal_moves_and_the_same_game_for_the_same_seeds() {
    let (first, actions) = search_game();
    assert!(first.is_over());
    assert!(
        first
            .events()
            .iter()
            .any(|e| matches!(e, KnockEvent::Knocked { .. }))
    );
    let (second, again) = search_game();
    assert_eq!(actions, again);
    assert_eq!(first, second);
}

fn cards(text: &[&str]) -> Vec<tic_core::Card> {
    text.iter().map(|t| t.parse().expect("a card")).collect()
}

#[test]
fn a_hand_between_draw_and_discard_scores_its_best_five() {
    use tic_of_a_kind::{TicOfAKindRules, hand_points, score_hand};
    let config = TicOfAKindConfig::new(2);
    // The rules text's example hand scores 43 (docs/rules/tic-of-a-kind.md).
    let five = cards(&[
        "4-square-red",
        "4-circle-red",
        "4-star-red",
        "1-circle-violet",
        "2-star-cyan",
    ]);
    assert_eq!(hand_points::<TicOfAKindRules>(&five, &config), 43);
    // With a sixth card drawn: the best of the six five-card hands, by the plain scorer.
    let mut six = five.clone();
    six.push("4-square-violet".parse().expect("a card"));
    let best = (0..6)
        .map(|skip| {
            let rest: Vec<tic_core::Card> = (0..6).filter(|&i| i != skip).map(|i| six[i]).collect();
            score_hand(&rest).expect("five cards").0
        })
        .max()
        .expect("six hands");
    assert!(best >= 43);
    assert_eq!(hand_points::<TicOfAKindRules>(&six, &config), best);
    // A hand that cannot be scored either way counts 0.
    assert_eq!(hand_points::<TicOfAKindRules>(&six[..3], &config), 0);
}
