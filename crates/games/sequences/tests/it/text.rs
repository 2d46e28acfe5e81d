//! Sequences' actions read back from their text (Toker's `ExchangeAction`, tested in full in
//! `tic-toker`): every action a Variation 2 deal offers.

use rules_engine::{Game, Seed};
use tic_sequences::{ExchangeAction, ExchangeConfig, Sequences};

#[test]
fn every_legal_action_of_a_deal_reads_back_from_its_text() {
    let game = Sequences::new(ExchangeConfig::variation2(2), Seed(3)).expect("valid");
    let legal = game.legal_actions(0);
    // Keep, six single exchanges, fifteen pairs, call.
    assert_eq!(legal.len(), 1 + 6 + 15 + 1);
    for action in legal {
        let text = action.to_string();
        assert_eq!(text.parse::<ExchangeAction>(), Ok(action), "{text}");
    }
    assert!("exchange 3sr 3sr".parse::<ExchangeAction>().is_err());
}
