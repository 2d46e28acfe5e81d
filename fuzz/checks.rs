//! The properties the fuzz targets check, shared with tic-core's ordinary test
//! (`crates/tic-core/tests/fuzz_seeds.rs`), which runs them on the seed inputs in `fuzz/seeds/`
//! so CI covers them on the stable toolchain.

use tic_core::{Card, CardSet};

/// Card text never panics; whatever parses prints back to something that parses to the same.
pub fn parse_card(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(card) = text.parse::<Card>() {
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(card.compact().parse::<Card>(), Ok(card));
    }
    if let Ok(set) = text.parse::<CardSet>() {
        assert_eq!(set.to_string().parse::<CardSet>(), Ok(set));
    }
    if let Ok(cards) = tic_core::parse_cards(text) {
        let set: CardSet = cards.iter().collect();
        assert!(set.len() <= cards.len());
    }
    // JSON decoding of cards and sets never panics either.
    let _ = serde_json::from_str::<Card>(text);
    let _ = serde_json::from_str::<CardSet>(text);
}

fn mask(bytes: &[u8]) -> u128 {
    let mut buf = [0u8; 16];
    for (i, b) in bytes.iter().take(16).enumerate() {
        buf[i] = *b;
    }
    u128::from_le_bytes(buf)
}

/// Set algebra laws and the evaluators on arbitrary masks: no panic, consistent answers.
pub fn card_set_ops(data: &[u8]) {
    let a_bits = mask(data);
    let b_bits = mask(data.get(16..).unwrap_or(&[]));
    let Some(a) = CardSet::from_bits(a_bits & CardSet::FULL.bits()) else {
        return;
    };
    let Some(b) = CardSet::from_bits(b_bits & CardSet::FULL.bits()) else {
        return;
    };
    assert_eq!(CardSet::from_bits(a_bits).is_some(), a_bits >> 125 == 0);
    assert_eq!((a | b).len() + (a & b).len(), a.len() + b.len());
    assert_eq!(a - b, a & !b);
    assert!((a & b).is_subset(a) && a.is_subset(a | b));
    assert_eq!(a.iter().count(), a.len());
    assert_eq!(a.iter().collect::<CardSet>(), a);
    let tic = tic_core::largest_tic_group(a);
    assert!(tic.is_subset(a) && tic.len() <= 5 && tic_core::tic_together(tic));
    let single = tic_core::largest_single_group(a);
    assert!(single.is_subset(a) && single.len() <= 25 && tic_core::singles_together(single));
    for kind in [
        tic_core::Step::Mono,
        tic_core::Step::Duo,
        tic_core::Step::Tripo,
    ] {
        let seq = tic_core::longest_sequence(a, kind);
        assert!(seq.is_subset(a) && seq.len() <= 5);
        assert!(seq.is_empty() || tic_core::sequence_step(seq) >= kind);
    }
}
