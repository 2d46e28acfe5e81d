//! tic-hands evaluators beside their naive references, and 7-card Texas Hold'em evaluation by
//! rs_poker and aya_poker on equally many random hands, in one run.
//!
//! Rerun: `cargo bench -p tic-benches --bench hands` (figures in docs/PERFORMANCE.md).
use std::hint::black_box;

use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use tic_core::{CardSet, GameRng, Seed};
use tic_hands::equity::{EquityBudget, Situation};
use tic_hands::spectrum::PointTable;
use tic_hands::{naive, sequences, spectrum, tic_of_a_kind, toker};

/// Hands per measured batch.
const HANDS: usize = 1000;

/// `HANDS` random 7-card poker hands as card numbers 0..52.
fn poker_hands() -> Vec<[u8; 7]> {
    let mut rng = GameRng::from_seed(Seed(7));
    (0..HANDS)
        .map(|_| {
            let mut deck: Vec<u8> = (0..52).collect();
            rng.shuffle(&mut deck);
            let mut hand = [0u8; 7];
            hand.copy_from_slice(&deck[..7]);
            hand
        })
        .collect()
}

fn batch<M: criterion::measurement::Measurement, T>(
    group: &mut BenchmarkGroup<'_, M>,
    name: &str,
    inputs: &[T],
    f: impl Fn(&T) -> u64,
) {
    group.bench_function(name, |b| {
        b.iter(|| {
            inputs
                .iter()
                .map(|x| f(black_box(x)))
                .fold(0u64, u64::wrapping_add)
        })
    });
}

/// The least work of any evaluator that reads a hand's cards one by one, for the "floor" group:
/// each card of the set read off its bits (the two 64-bit halves, lowest first, as tic-hands
/// reads them) and one `W`-word step per card added from a table. Toker's counters are 5 words
/// a card, Tic-of-a-Kind's five-card fields 2. The table's contents do not matter for timing.
fn step_sum<const W: usize>(hand: CardSet, steps: &[[u64; W]; 128]) -> u64 {
    let mut sum = [0u64; W];
    for_each_index(hand, |i| {
        for (s, add) in sum.iter_mut().zip(&steps[i]) {
            *s = s.wrapping_add(*add);
        }
    });
    sum.iter().fold(0, |a, &s| a ^ s)
}

/// Calls `f` with each card index of a set (below 128), lowest first, the two 64-bit halves
/// separately, as tic-hands reads a set.
#[inline(always)]
fn for_each_index(hand: CardSet, mut f: impl FnMut(usize)) {
    for (half, base) in [(hand.bits() as u64, 0), ((hand.bits() >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            f((base + bits.trailing_zeros() as usize) & 127);
            bits &= bits - 1;
        }
    }
}

/// [`step_sum`] over a hand given as an array of card indices instead of a set (as the poker
/// peers take their cards): what the bit walk costs.
fn step_sum_of_array<const W: usize>(hand: &[u8; 8], steps: &[[u64; W]; 128]) -> u64 {
    let mut sum = [0u64; W];
    for &card in hand {
        for (s, add) in sum.iter_mut().zip(&steps[usize::from(card) & 127]) {
            *s = s.wrapping_add(*add);
        }
    }
    sum.iter().fold(0, |a, &s| a ^ s)
}

/// Per card index: one bit per Tic line (0 to 74: number+shape, number+color, shape+color)
/// and property value (75 to 89) the card lies in, for [`sliced_per_card`].
static LINE_AND_VALUE_BITS: [u128; 128] = {
    let mut out = [0u128; 128];
    let mut i = 0;
    while i < 125 {
        let (n, s, c) = (i / 25, (i / 5) % 5, i % 5);
        out[i] = 1 << (5 * n + s)
            | 1 << (25 + 5 * n + c)
            | 1 << (50 + 5 * s + c)
            | 1 << (75 + n)
            | 1 << (80 + s)
            | 1 << (85 + c);
        i += 1;
    }
    out
};

/// The "bit-sliced counters in one u128": each card's 90 line and value bits added
/// into three bit planes (carry-save; a count of four or more sticks in the top plane), then
/// the lines and values held at least two, three and four times. Counting only, for the
/// "floor" group.
fn sliced_per_card(hand: CardSet) -> u64 {
    let (mut ones, mut twos, mut fours) = (0u128, 0u128, 0u128);
    for_each_index(hand, |i| {
        let x = LINE_AND_VALUE_BITS[i];
        let carry = ones & x;
        ones ^= x;
        fours |= twos & carry;
        twos ^= carry;
    });
    let flags = (twos | fours) ^ (fours | twos & ones).rotate_left(7) ^ fours.rotate_left(13);
    flags as u64 ^ (flags >> 64) as u64
}

/// Five bit vectors summed lane by lane into three bit planes (two full adders).
fn five_sum(x: [u128; 5]) -> [u128; 3] {
    let t = x[0] ^ x[1];
    let s = t ^ x[2];
    let c1 = x[0] & x[1] | t & x[2];
    let u = s ^ x[3];
    let c2 = s & x[3] | u & x[4];
    [u ^ x[4], c1 ^ c2, c1 & c2]
}

/// The 75 lines' card counts from the whole set at once, reading no card: per family, five
/// shifted copies of the set summed bit-sliced; then the lines held at least two and three
/// times. Values are not counted, so an evaluator built this way costs more. For the "floor"
/// group.
fn sliced_whole_set_lines(hand: CardSet) -> u64 {
    // Number+shape lines: 5 consecutive bits (the colors) at 5 j; number+color lines: bits
    // 25 n + c, stepping by 5 (the shapes); shape+color lines: bits 5 s + c, stepping by 25.
    const FIRST_OF_FIVE: u128 = 0x0108_4210_8421_0842_1084_2108_4210_8421;
    const FIRST_FIVE_OF_25: u128 = 31 | 31 << 25 | 31 << 50 | 31 << 75 | 31 << 100;
    let set = hand.bits();
    let by_color = core::array::from_fn(|c| set >> c & FIRST_OF_FIVE);
    let by_shape = core::array::from_fn(|s| set >> (5 * s) & FIRST_FIVE_OF_25);
    let by_number = core::array::from_fn(|n| set >> (25 * n) & ((1 << 25) - 1));
    let at_least = |[ones, twos, fours]: [u128; 3]| (twos | fours, fours | twos & ones);
    let (a2, a3) = at_least(five_sum(by_color));
    let (b2, b3) = at_least(five_sum(by_shape));
    let (c2, c3) = at_least(five_sum(by_number));
    let flags = a2 ^ a3.rotate_left(3) ^ b2.rotate_left(5) ^ b3.rotate_left(9);
    let flags = flags ^ c2.rotate_left(11) ^ c3.rotate_left(17);
    flags as u64 ^ (flags >> 64) as u64
}

/// A table of `W` arbitrary words per card index, for [`step_sum`].
fn steps<const W: usize>() -> [[u64; W]; 128] {
    let mut rng = GameRng::from_seed(Seed(9));
    core::array::from_fn(|_| core::array::from_fn(|_| rng.next_u64()))
}

fn bench(c: &mut Criterion) {
    let toker8 = tic_benches::random_hands(HANDS, 8, 1);
    let seq9 = tic_benches::random_hands(HANDS, 9, 2);
    let five = tic_benches::random_hands(HANDS, 5, 3);
    let ten = tic_benches::random_hands(HANDS, 10, 4);
    let table = PointTable::default();
    let key = |r: Result<toker::Rank, tic_hands::HandError>| r.map_or(0, |r| r.key());

    let mut g = c.benchmark_group("toker_best_of_8");
    g.throughput(Throughput::Elements(HANDS as u64));
    batch(&mut g, "fast", &toker8, |h| {
        key(toker::best(*h).map(|b| b.rank))
    });
    batch(&mut g, "fast_category_only", &toker8, |h| {
        toker::category(*h).map_or(0, |c| c as u64)
    });
    g.sample_size(10);
    batch(&mut g, "naive", &toker8, |h| {
        key(naive::toker_best(*h).map(|b| b.rank))
    });
    g.finish();

    let mut g = c.benchmark_group("holdem_7");
    g.throughput(Throughput::Elements(HANDS as u64));
    let rs: Vec<Vec<rs_poker::core::Card>> = poker_hands()
        .iter()
        .map(|h| h.iter().map(|&i| rs_poker::core::Card::from(i)).collect())
        .collect();
    batch(&mut g, "rs_poker", &rs, |h| {
        use rs_poker::core::Rankable;
        let rank = h.rank();
        u64::from(rank.value_bits()) + rank.category() as u64
    });
    let aya: Vec<aya_poker::base::Hand> = poker_hands()
        .iter()
        .map(|h| {
            h.iter()
                .map(|&i| &aya_poker::base::CARDS[usize::from(i)])
                .collect()
        })
        .collect();
    batch(&mut g, "aya_poker", &aya, |h| {
        u64::from(aya_poker::poker_rank(h).0)
    });
    g.finish();

    // Floors: reading the cards and adding one table step per card, no evaluation (see
    // `step_sum`); compare with the poker peers above.
    let mut g = c.benchmark_group("floor");
    g.throughput(Throughput::Elements(HANDS as u64));
    let (five_words, two_words) = (steps::<5>(), steps::<2>());
    batch(&mut g, "read_8_count_5_words", &toker8, |h| {
        step_sum(*h, &five_words)
    });
    let toker8_arrays: Vec<[u8; 8]> = toker8
        .iter()
        .map(|h| {
            let mut cards = [0u8; 8];
            for (slot, card) in cards.iter_mut().zip(*h) {
                *slot = card.index() as u8;
            }
            cards
        })
        .collect();
    batch(&mut g, "array_8_count_5_words", &toker8_arrays, |h| {
        step_sum_of_array(h, &five_words)
    });
    batch(&mut g, "read_5_count_2_words", &five, |h| {
        step_sum(*h, &two_words)
    });
    // Bit-sliced counting, the direction the issue names: per card, and from the whole set.
    batch(&mut g, "sliced_8_per_card", &toker8, |h| {
        sliced_per_card(*h)
    });
    batch(&mut g, "sliced_8_whole_set_lines", &toker8, |h| {
        sliced_whole_set_lines(*h)
    });
    g.finish();

    let mut g = c.benchmark_group("sequences_best_of_9");
    g.throughput(Throughput::Elements(HANDS as u64));
    let key6 = |r: Result<sequences::Rank, tic_hands::HandError>| r.map_or(0, |r| r.key());
    batch(&mut g, "fast", &seq9, |h| {
        key6(sequences::best(*h).map(|b| b.rank))
    });
    batch(&mut g, "fast_category_only", &seq9, |h| {
        sequences::category(*h).map_or(0, |c| c as u64)
    });
    batch(&mut g, "previous", &seq9, |h| {
        key6(naive::sequences_best_by_triples(*h).map(|b| b.rank))
    });
    g.sample_size(10);
    batch(&mut g, "naive", &seq9, |h| {
        key6(naive::sequences_best(*h).map(|b| b.rank))
    });
    g.finish();

    // A typical mid-deal equity call: 3 of the 5 (Toker) or 6 (Sequences) common cards out,
    // 3 own cards, 2 opponents, 10,000 sampled deals (standard error at most 0.5 points).
    let mut g = c.benchmark_group("equity_mid_deal");
    g.sample_size(10);
    let situation = |common: &str, mine: &str| {
        let common: tic_core::CardSet = common.parse().unwrap_or_default();
        let mine: tic_core::CardSet = mine.parse().unwrap_or_default();
        Situation::new(common, mine, 2)
    };
    let budget = EquityBudget::new(10_000, 1);
    let toker_situation = situation("1ov 2cc 4qr", "4or 4sr 3ty");
    g.bench_function("toker_10000_deals", |b| {
        b.iter(|| toker::equity(black_box(&toker_situation), &budget).map_or(0, |e| e.wins))
    });
    let sequences_situation = situation("1ov 2cc 4qr", "3ty 5sr 2qc");
    g.bench_function("sequences_10000_deals", |b| {
        b.iter(|| sequences::equity(black_box(&sequences_situation), &budget).map_or(0, |e| e.wins))
    });
    g.finish();

    let points =
        |r: Result<tic_of_a_kind::Score, tic_hands::HandError>| r.map_or(0, |s| s.points as u64);
    let spoints5 =
        |r: Result<spectrum::Score, tic_hands::HandError>| r.map_or(0, |s| s.points as u64);
    let mut g = c.benchmark_group("tic_of_a_kind_5");
    g.throughput(Throughput::Elements(HANDS as u64));
    batch(&mut g, "fast", &five, |h| points(tic_of_a_kind::score5(*h)));
    // The points alone: `score5` also returns the base hand (held inline, no allocation).
    batch(&mut g, "fast_points_only", &five, |h| {
        tic_of_a_kind::points5(*h).map_or(0, |p| p as u64)
    });
    batch(&mut g, "naive", &five, |h| {
        points(naive::tic_of_a_kind_score(*h, 1))
    });
    g.finish();

    let mut g = c.benchmark_group("spectrum_5");
    g.throughput(Throughput::Elements(HANDS as u64));
    batch(&mut g, "fast", &five, |h| {
        spoints5(spectrum::score5(*h, &table))
    });
    batch(&mut g, "naive", &five, |h| {
        spoints5(naive::spectrum_score5(*h, &table))
    });
    g.finish();

    let mut g = c.benchmark_group("tic_of_a_kind_10");
    g.throughput(Throughput::Elements(HANDS as u64));
    batch(&mut g, "fast", &ten, |h| points(tic_of_a_kind::score10(*h)));
    batch(&mut g, "previous", &ten, |h| {
        points(naive::tic_of_a_kind_score_by_candidates(*h, 2))
    });
    g.sample_size(10);
    batch(&mut g, "naive", &ten, |h| {
        points(naive::tic_of_a_kind_score(*h, 2))
    });
    g.finish();

    let spoints =
        |r: Result<spectrum::Score, tic_hands::HandError>| r.map_or(0, |s| s.points as u64);
    let mut g = c.benchmark_group("spectrum_10");
    g.throughput(Throughput::Elements(HANDS as u64));
    batch(&mut g, "fast", &ten, |h| {
        spoints(spectrum::score10(*h, &table))
    });
    batch(&mut g, "previous", &ten, |h| {
        spoints(naive::spectrum_score10_by_splits(*h, &table))
    });
    g.sample_size(10);
    batch(&mut g, "naive", &ten, |h| {
        spoints(naive::spectrum_score10(*h, &table))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
