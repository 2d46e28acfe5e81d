//! What the `load` and `floor` examples share: the run's shape given by the same flags, and a
//! process's CPU time and memory read from `/proc`.

/// The flags both examples take: how many matches (one run each), how long, and the two
/// processes' runtime threads.
pub struct Shape {
    pub matches: Vec<usize>,
    pub seconds: u64,
    pub warmup: u64,
    pub client_threads: usize,
    pub server_threads: usize,
}

impl Default for Shape {
    fn default() -> Shape {
        Shape {
            matches: vec![50, 200, 500],
            seconds: 45,
            warmup: 10,
            client_threads: 2,
            server_threads: 2,
        }
    }
}

impl Shape {
    /// Reads the command line's flags (each followed by its value): the shape's here, every
    /// other one by `other`, which says whether it knew it. `--help` prints `usage` and ends
    /// the program; an unknown flag prints it too and ends it with an error.
    pub fn from_args(usage: &str, mut other: impl FnMut(&str, String) -> bool) -> Shape {
        let mut shape = Shape::default();
        let mut it = std::env::args().skip(1);
        while let Some(flag) = it.next() {
            if flag == "--help" || flag == "-h" {
                println!("{usage}");
                std::process::exit(0);
            }
            let value = it.next().unwrap_or_default();
            if !shape.take(&flag, &value) && !other(&flag, value) {
                eprintln!("unknown flag {flag}\n{usage}");
                std::process::exit(2);
            }
        }
        shape
    }

    /// Takes `flag` and its value if the flag is one of the shape's (every value bounded: two
    /// sockets a match, on one machine); false if it is not.
    fn take(&mut self, flag: &str, value: &str) -> bool {
        match flag {
            "--matches" => {
                self.matches = value
                    .split(',')
                    .filter_map(|n| n.parse().ok())
                    .map(|n: usize| n.clamp(1, 5_000))
                    .collect();
            }
            "--seconds" => self.seconds = value.parse().unwrap_or(45).min(600),
            "--warmup" => self.warmup = value.parse().unwrap_or(10).min(120),
            "--client-threads" => self.client_threads = value.parse().unwrap_or(2).clamp(1, 8),
            "--server-threads" => self.server_threads = value.parse().unwrap_or(2).clamp(1, 8),
            _ => return false,
        }
        true
    }
}

/// A process's CPU seconds (user + system) and resident memory in bytes, from `/proc`.
pub fn usage_of(pid: u32) -> (f64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    let ticks: f64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|f| f.parse::<f64>().ok()))
        .sum();
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss_kb: u64 = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    (ticks / 100.0, rss_kb * 1024)
}
