//! `tic cards`: list the deck, describe a card, compare cards.

use tic_core::{
    Card, CardSet, GroupCommonness, Step, TicLine, commonness, group_commonness, longest_sequence,
    parse_cards, sequence_step, step,
};

use crate::CliError;
use crate::style::paint;

/// `tic cards` with no card: the 125 cards, highest first, with values.
pub fn list() -> String {
    let mut cards: Vec<Card> = Card::all().collect();
    cards.sort_by_key(|c| std::cmp::Reverse(c.rank_key()));
    let mut out =
        String::from("The 125 TIC cards, highest first (value = number + shape + color):\n");
    for (i, card) in cards.iter().enumerate() {
        out.push_str(&format!(
            "{:>3}. {:<22} {:#}  value {:>2}\n",
            i + 1,
            card.to_string(),
            card,
            card.value()
        ));
    }
    paint(out.trim_end())
}

/// `tic cards <card>`: one card in detail.
pub fn describe(card: Card) -> String {
    let rank = Card::all()
        .filter(|c| c.rank_key() > card.rank_key())
        .count()
        + 1;
    let lines: Vec<String> = TicLine::through(card)
        .iter()
        .map(|l| l.to_string())
        .collect();
    paint(&format!(
        "{card} (compact {card:#})\n  number {} · shape {} (value {}) · color {} (value {})\n  value {} · rank {rank} of 125, highest first\n  Tic lines: {}\n  Tics with 12 cards, Singles with 48, Nics with 64",
        card.number().value(),
        card.shape(),
        card.shape().value(),
        card.color(),
        card.color().value(),
        card.value(),
        lines.join(", "),
    ))
}

/// `tic cards <a> <b> ...`: pairwise commonness and steps, and the group's.
pub fn compare(text: &[String]) -> Result<String, CliError> {
    let cards = parse_cards(&text.join(" ")).map_err(|e| CliError::usage(e.to_string()))?;
    match cards.as_slice() {
        [] => return Ok(list()),
        [one] => return Ok(describe(*one)),
        _ => {}
    }
    let set: CardSet = cards.iter().collect();
    if set.len() != cards.len() {
        return Err(CliError::usage("a card is given twice".to_owned()));
    }
    let mut out = String::new();
    for (i, a) in cards.iter().enumerate() {
        for b in &cards[i + 1..] {
            let s = step(*a, *b);
            let s = if s == Step::None {
                "no step".to_owned()
            } else {
                format!("{s} step")
            };
            out.push_str(&format!("{a} · {b}: {}, {s}\n", commonness(*a, *b)));
        }
    }
    let group = match group_commonness(set) {
        Some(GroupCommonness::Tic) => "they all Tic together",
        Some(GroupCommonness::Single) => "they all Single together",
        Some(GroupCommonness::Nic) => "they all Nic",
        _ => "mixed commonness",
    };
    out.push_str(&format!("group: {group}"));
    match sequence_step(set) {
        Step::None => {
            let longest = longest_sequence(set, Step::Mono);
            if !longest.is_empty() {
                out.push_str(&format!(
                    "; longest sequence inside: {longest} ({})",
                    sequence_step(longest)
                ));
            }
        }
        s => out.push_str(&format!("; a {s} sequence")),
    }
    Ok(paint(&out))
}
