//! Variation options given as `--opt key=value`.

use std::collections::BTreeMap;
use std::str::FromStr;

use crate::CliError;

/// The documentation of one option, for `tic list` and error messages.
#[derive(Clone, Copy, Debug)]
pub struct OptionDoc {
    /// The key, e.g. `rows`.
    pub key: &'static str,
    /// What it does and its range.
    pub help: &'static str,
    /// The default, as text.
    pub default: &'static str,
}

/// The `--opt key=value` pairs given, consumed as a game reads them.
#[derive(Clone, Debug, Default)]
pub struct Options {
    given: BTreeMap<String, String>,
}

impl Options {
    /// Parses `key=value` pairs (a bare `key` means `key=true`). A key given twice is an error.
    pub fn parse(pairs: &[String]) -> Result<Options, CliError> {
        let mut given = BTreeMap::new();
        for pair in pairs {
            let (key, value) = match pair.split_once('=') {
                Some((k, v)) => (k.trim(), v.trim()),
                None => (pair.trim(), "true"),
            };
            let key = key.to_ascii_lowercase().replace('_', "-");
            if key.is_empty() {
                return Err(CliError::usage(format!(
                    "`--opt {pair}`: the option has no name"
                )));
            }
            if given.insert(key.clone(), value.to_owned()).is_some() {
                return Err(CliError::usage(format!("option `{key}` is given twice")));
            }
        }
        Ok(Options { given })
    }

    /// Takes an option's value, or the default when it is not given.
    pub fn get<T: FromStr>(&mut self, key: &str, default: T) -> Result<T, CliError>
    where
        T::Err: std::fmt::Display,
    {
        match self.given.remove(key) {
            None => Ok(default),
            Some(text) => text
                .parse()
                .map_err(|e| CliError::usage(format!("option `{key}={text}`: {e}"))),
        }
    }

    /// Fails if an option was given that the game did not read.
    pub fn finish(self, known: &[OptionDoc]) -> Result<(), CliError> {
        if let Some(key) = self.given.keys().next() {
            let names: Vec<&str> = known.iter().map(|o| o.key).collect();
            return Err(CliError::usage(format!(
                "unknown option `{key}`; this game's options are: {}",
                if names.is_empty() {
                    "none".to_owned()
                } else {
                    names.join(", ")
                }
            )));
        }
        Ok(())
    }
}
