//! Every game through the erased encoding (`DynGame::action_space` and the rest): random legal
//! indices to the end, the mask equal to the legal indices, each index standing for one legal
//! action and back, an illegal index refused with nothing changed, observations of the fixed
//! length, returns per seat.

use rules_engine::{GameRng, Seed};
use tic_registry::{DynGame, RegistryError};

use crate::{acting_seat, on_all_cores};

/// Checks one state of `game` for `seat`: mask == legal indices, the index <-> action
/// bijection, the observation. Returns the legal indices.
fn check_state(name: &str, game: &dyn DynGame, seat: usize) -> Vec<usize> {
    let space = game.action_space();
    let indices = game.legal_action_indices(seat);
    assert!(
        !indices.is_empty(),
        "{name}: seat {seat} to act has no index"
    );
    assert!(
        indices.windows(2).all(|w| w[0] < w[1]),
        "{name}: indices sorted, distinct"
    );
    // Into a buffer that held something else: the same indices, nothing of the old content.
    let mut buffer = vec![usize::MAX; 3];
    game.legal_action_indices_into(seat, &mut buffer);
    assert_eq!(buffer, indices, "{name}: the indices written into a buffer");
    assert!(
        indices.iter().all(|&i| i < space),
        "{name}: an index past the space {space}"
    );
    let mut mask = vec![true; space];
    game.legal_mask_into(seat, &mut mask)
        .expect("mask of the right length");
    let from_mask: Vec<usize> = (0..space).filter(|&i| mask[i]).collect();
    assert_eq!(from_mask, indices, "{name}: the mask is the legal indices");
    // Every legal action has one index and the index stands for it.
    let legal = game.legal_actions(seat);
    assert_eq!(
        legal.len(),
        indices.len(),
        "{name}: one index per legal action"
    );
    // (The round trip of every action costs a pass over the legal actions each: a few a state.)
    for action in legal.iter().take(6) {
        let index = game
            .action_index_of(seat, action)
            .unwrap_or_else(|| panic!("{name}: legal action {action} has no index"));
        assert_eq!(
            game.action_of_index(seat, index).as_ref(),
            Some(action),
            "{name}"
        );
    }
    // The observation: the fixed length, finite values; a buffer of another length refused.
    let mut obs = vec![f32::NAN; game.observation_len()];
    game.observe_into(seat, &mut obs).expect("observation");
    assert!(
        obs.iter().all(|v| v.is_finite()),
        "{name}: every value written, finite"
    );
    let mut short = vec![0.0; game.observation_len().saturating_sub(1)];
    assert!(
        game.observe_into(seat, &mut short).is_err(),
        "{name}: short buffer"
    );
    let mut short_mask = vec![false; space + 1];
    assert!(
        game.legal_mask_into(seat, &mut short_mask).is_err(),
        "{name}: long mask"
    );
    indices
}

#[test]
fn every_game_plays_to_its_end_through_action_indices() {
    on_all_cores(|entry| {
        let name = entry.name;
        for seed in 0..2 {
            let mut game = entry
                .new_game(None, &serde_json::Value::Null, Seed(seed))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let n = game.num_players();
            let space = game.action_space();
            assert!(space > 0, "{name}: empty action space");
            let mut rng = GameRng::from_seed(Seed(100 + seed));
            let mut ended = false;
            for step in 0..1_500 {
                let Some(seat) = acting_seat(game.as_ref(), &mut rng) else {
                    ended = true;
                    break;
                };
                let indices = check_state(name, game.as_ref(), seat);
                // An index that is not legal is refused, naming it, and changes nothing (checked
                // every few steps: the state's JSON is long).
                if step % 5 == 0
                    && let Some(illegal) = (0..space).find(|i| indices.binary_search(i).is_err())
                {
                    let before = game.state_json();
                    let err = game.apply_index(seat, illegal).expect_err("illegal index");
                    assert!(
                        matches!(err, RegistryError::IllegalIndex { index, .. } if index == illegal),
                        "{name}: {err}"
                    );
                    assert!(err.to_string().contains(&illegal.to_string()));
                    assert_eq!(
                        game.state_json(),
                        before,
                        "{name}: a refused index changed the game"
                    );
                }
                let past = game.apply_index(seat, space).expect_err("past the space");
                assert!(matches!(past, RegistryError::IllegalIndex { .. }), "{name}");
                let before = game.actions_taken();
                game.apply_index(seat, indices[rng.index(indices.len())])
                    .unwrap_or_else(|e| panic!("{name}: a legal index refused: {e}"));
                assert_eq!(game.actions_taken(), before + 1);
                // Returns per seat at every step.
                assert_eq!(game.returns().len(), n);
            }
            if ended {
                let returns = game.returns();
                assert_eq!(returns.len(), n);
                assert!(
                    returns
                        .iter()
                        .all(|r| r.is_finite() && r.abs() <= 1.0 + 1e-9),
                    "{name}: {returns:?}"
                );
                for seat in 0..n {
                    assert!(game.legal_action_indices(seat).is_empty(), "{name}: over");
                }
            } else {
                // Games that may loop under random play (the step bound) still encode sanely.
                assert!(game.actions_taken() >= 1_500, "{name}");
            }
        }
    });
}

#[test]
fn a_seat_out_of_range_is_refused() {
    let entry = tic_registry::find("toker").expect("toker");
    let mut game = entry
        .new_game(Some(2), &serde_json::Value::Null, Seed(1))
        .expect("game");
    let mut obs = vec![0.0; game.observation_len()];
    assert!(game.observe_into(2, &mut obs).is_err());
    assert!(game.legal_action_indices(2).is_empty());
    let mut buffer = vec![7];
    game.legal_action_indices_into(2, &mut buffer);
    assert!(buffer.is_empty(), "a seat out of range has no indices");
    assert!(game.apply_index(2, 0).is_err());
    let mut mask = vec![true; game.action_space()];
    game.legal_mask_into(2, &mut mask)
        .expect("a mask for any seat");
    assert!(mask.iter().all(|m| !m));
}

#[test]
fn a_redeal_or_reset_is_the_game_new_game_makes() {
    for entry in tic_registry::entries() {
        let options = serde_json::Value::Null;
        let game = entry
            .new_game(None, &options, Seed(3))
            .unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        let fresh = entry.new_game(None, &options, Seed(9)).expect("game");
        let redealt = game.redeal(Seed(9)).expect("redeal");
        assert_eq!(redealt.state_json(), fresh.state_json(), "{}", entry.name);
        assert_eq!(redealt.record_json(), fresh.record_json(), "{}", entry.name);
    }
    // In place, from a game some steps in (or loaded from its state alone, with no record):
    // the same game as the redeal, and it plays on alike.
    for entry in tic_registry::entries() {
        let options = serde_json::Value::Null;
        let mut game = entry.new_game(None, &options, Seed(3)).expect("game");
        let mut rng = GameRng::from_seed(Seed(3));
        for _ in 0..7 {
            let Some(seat) = acting_seat(game.as_ref(), &mut rng) else {
                break;
            };
            let legal = game.legal_action_indices(seat);
            game.apply_index(seat, legal[rng.index(legal.len())])
                .expect("legal");
        }
        let mut loaded = entry.load_state(&game.state_json()).expect("its own state");
        let fresh = entry.new_game(None, &options, Seed(9)).expect("game");
        for game in [&mut game, &mut loaded] {
            game.reset(Seed(9)).expect("reset");
            assert_eq!(game.state_json(), fresh.state_json(), "{}", entry.name);
            assert_eq!(game.record_json(), fresh.record_json(), "{}", entry.name);
        }
        let mut fresh = fresh;
        while let Some(seat) = acting_seat(fresh.as_ref(), &mut rng) {
            let legal = fresh.legal_action_indices(seat);
            assert_eq!(game.legal_action_indices(seat), legal, "{}", entry.name);
            let index = legal[rng.index(legal.len())];
            fresh.apply_index(seat, index).expect("legal");
            game.apply_index(seat, index).expect("the same game");
        }
        assert_eq!(game.state_json(), fresh.state_json(), "{}", entry.name);
    }
    // With players and options given: the redeal keeps them.
    let toker = tic_registry::find("toker").expect("toker");
    let options = serde_json::json!({"deals": 1});
    let game = toker.new_game(Some(3), &options, Seed(1)).expect("game");
    let fresh = toker.new_game(Some(3), &options, Seed(2)).expect("game");
    let redealt = game.redeal(Seed(2)).expect("redeal");
    assert_eq!(redealt.num_players(), 3);
    assert_eq!(redealt.state_json(), fresh.state_json());
}

/// The legal indices a game keeps between calls (computed once per seat and state) are always
/// those of a game fresh from the same state's JSON, for every seat, after every action; a
/// copy answers as the original does.
#[test]
fn the_legal_indices_follow_every_action_for_every_seat() {
    on_all_cores(|entry| {
        let name = entry.name;
        let mut game = entry
            .new_game(None, &serde_json::Value::Null, Seed(5))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut rng = GameRng::from_seed(Seed(6));
        for _ in 0..40 {
            let seats = game.ready_players();
            let Some(&seat) = seats.get(rng.index(seats.len().max(1))) else {
                break;
            };
            // Asked for every seat first (and the acting seat last), so what is kept is not
            // always the acting seat's.
            let asked: Vec<Vec<usize>> = (0..game.num_players())
                .map(|s| game.legal_action_indices(s))
                .collect();
            let indices = game.legal_action_indices(seat);
            let fresh = entry.load_state(&game.state_json()).expect("state");
            for (s, kept) in asked.iter().enumerate() {
                assert_eq!(kept, &fresh.legal_action_indices(s), "{name}: seat {s}");
            }
            assert_eq!(
                game.clone_box().legal_action_indices(seat),
                indices,
                "{name}"
            );
            let index = indices[rng.index(indices.len())];
            let action = game.action_of_index(seat, index).expect("legal");
            let mut by_json = fresh;
            by_json
                .apply(seat, &action)
                .expect("the action of the index");
            game.apply_index(seat, index).expect("legal index");
            // The action applied was the one the index stands for.
            assert_eq!(game.state_json(), by_json.state_json(), "{name}: {action}");
            // Now: every seat's indices are the fresh game's, not those asked before.
            let fresh = entry.load_state(&game.state_json()).expect("state");
            for s in 0..game.num_players() {
                let mut mask = vec![false; game.action_space()];
                game.legal_mask_into(s, &mut mask).expect("mask");
                let from_mask: Vec<usize> = (0..mask.len()).filter(|&i| mask[i]).collect();
                assert_eq!(from_mask, fresh.legal_action_indices(s), "{name}: seat {s}");
                let mut buffer = vec![usize::MAX];
                game.legal_action_indices_into(s, &mut buffer);
                assert_eq!(buffer, from_mask, "{name}: seat {s}, into a buffer");
            }
        }
    });
}
