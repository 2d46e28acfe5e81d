//! The bots: the greedy bot's choices, the knock-now rollout bot, and the search bot with
//! knock-now rollouts (legal and reproducible for a fixed iteration budget).

use rules_engine::{Bot, Game, GameRng, MctsBot, SearchBudget, Seed, run};
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
    let mcts = MctsBot::new(SearchBudget::Iterations(30)).with_rollout(Box::new(KnockNowBot));
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

#[test]
fn the_tuned_search_bot_plays_legal_moves_and_the_same_game_for_the_same_seeds() {
    use rules_engine::conformance::check_tuned_bots;
    let config = TicOfAKindConfig::new(2).with_rounds(1);
    check_tuned_bots::<TicOfAKind>(&config, Seed(8), SearchBudget::Iterations(20), 10_000);
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

/// States along a game between greedy players that never knock (2 players, one round).
fn greedy_states(seed: u64, steps: usize) -> Vec<TicOfAKind> {
    let mut game =
        TicOfAKind::new(TicOfAKindConfig::new(2).with_rounds(1), Seed(seed)).expect("valid");
    let mut rng = GameRng::from_seed(Seed(seed + 100));
    let mut bot = GreedyBot {
        knock_at: Some(i64::MAX),
    };
    let mut states = vec![game.clone()];
    for _ in 0..steps {
        if game.is_over() {
            break;
        }
        let rules_engine::ToAct::Player(player) = game.to_act() else {
            break;
        };
        let legal = game.legal_actions(player);
        let pick = Bot::<TicOfAKind>::choose(&mut bot, &game.view(player), &legal, &mut rng);
        game.apply(player, &legal[pick]).expect("legal");
        states.push(game.clone());
    }
    states
}

fn sorted(mut cards: Vec<tic_core::Card>) -> Vec<tic_core::Card> {
    cards.sort_unstable();
    cards
}

#[test]
fn the_greedy_hands_sample_keeps_the_determinization_contract() {
    use rules_engine::{Determinize, Seat};
    use tic_of_a_kind::greedy_hands_sample;
    for state in greedy_states(11, 40).iter().step_by(3) {
        for p in 0..2 {
            let sample = |game: &TicOfAKind, seed: u64| {
                greedy_hands_sample(&Seat::new(game, p), &mut GameRng::from_seed(Seed(seed)), 8)
            };
            let s = sample(state, 5);
            assert_eq!(s, sample(state, 5), "a function of the generator");
            s.validate().expect("the sample validates");
            assert_eq!(sorted(s.cards()), sorted(state.cards()), "the same cards");
            assert_eq!(s.view(p), state.view(p), "looks the same to the player");
            assert_eq!(s.events_for(p), state.events_for(p));
            assert_eq!(s.legal_actions(p), state.legal_actions(p));
            // A twin that looks the same to p, with the hidden cards elsewhere.
            let twin = state.determinize(p, &mut GameRng::from_seed(Seed(99)));
            assert_eq!(sample(&twin, 5), s, "depends only on what p may see");
        }
    }
}

#[test]
fn the_greedy_hands_sample_deals_the_opponent_better_hands_than_a_redeal() {
    use rules_engine::{Determinize, Seat};
    use tic_of_a_kind::{TicOfAKindRules, greedy_hands_sample, hand_points};
    // After 30 actions (15 turns) the opponent has drawn blind a few times.
    let states = greedy_states(12, 30);
    let (state, me) = states
        .iter()
        .rev()
        .find_map(|s| match s.to_act() {
            rules_engine::ToAct::Player(p) if s.hand(p).len() == 5 => Some((s, p)),
            _ => None,
        })
        .expect("a player to act");
    let draws = state
        .events()
        .iter()
        .filter(|e| matches!(e, KnockEvent::DrewDeck { player, .. } if *player != me))
        .count();
    assert!(draws >= 3, "the opponent drew {draws} times");
    let them = 1 - me;
    let config = TicOfAKindConfig::new(2);
    let mean = |sample: &dyn Fn(u64) -> TicOfAKind| {
        (0..200)
            .map(|seed| hand_points::<TicOfAKindRules>(sample(seed).hand(them), &config))
            .sum::<i64>()
    };
    let redealt = mean(&|seed| state.determinize(me, &mut GameRng::from_seed(Seed(seed))));
    let kept = mean(&|seed| {
        greedy_hands_sample(
            &Seat::new(state, me),
            &mut GameRng::from_seed(Seed(seed)),
            8,
        )
    });
    assert!(
        kept > redealt,
        "greedy-kept hands {kept} against redealt {redealt}"
    );
}
