//! A game's variation options: what each one is ([`OptionSpec`]) and the values given
//! ([`Options`]), as `key=value` pairs or a JSON object, checked against the specs as they are
//! read.

use std::collections::BTreeMap;
use std::str::FromStr;

use rules_engine::quote_untrusted;

use crate::RegistryError;

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OptionKind {
    /// `true` or `false` (a bare `key` means `true`).
    Bool,
    /// A whole number in `min..=max`.
    Int {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of these words.
    Choice(&'static [&'static str]),
    /// Text the game reads itself (its own format, said in the help).
    Text,
}

impl OptionKind {
    /// What a value of this kind looks like, for messages and `tic list`.
    #[must_use]
    pub fn describe(&self) -> String {
        match self {
            OptionKind::Bool => "true or false".to_owned(),
            OptionKind::Int { min, max } => format!("a whole number from {min} to {max}"),
            OptionKind::Choice(words) => format!("one of {}", words.join(", ")),
            OptionKind::Text => "text".to_owned(),
        }
    }

    /// `Ok` if `value` is of this kind, else what it should be.
    fn check(&self, value: &str) -> Result<(), String> {
        match self {
            OptionKind::Bool => match value {
                "true" | "false" => Ok(()),
                _ => Err(self.describe()),
            },
            OptionKind::Int { min, max } => match value.parse::<i64>() {
                Ok(n) if (*min..=*max).contains(&n) => Ok(()),
                _ => Err(self.describe()),
            },
            OptionKind::Choice(words) => {
                if words.contains(&value) {
                    Ok(())
                } else {
                    Err(self.describe())
                }
            }
            OptionKind::Text => Ok(()),
        }
    }
}

/// One variation option of a game: its key, its kind (and so its range), its default and what
/// it does. The registry lists them ([`crate::Entry::options`]); a server or a page can build a
/// form from them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct OptionSpec {
    /// The key, e.g. `rounds`.
    pub key: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// The default, as text (`by players` and the like where it depends on others).
    pub default: &'static str,
    /// What it does.
    pub help: &'static str,
}

impl OptionSpec {
    /// An option.
    #[must_use]
    pub const fn new(
        key: &'static str,
        kind: OptionKind,
        default: &'static str,
        help: &'static str,
    ) -> Self {
        OptionSpec {
            key,
            kind,
            default,
            help,
        }
    }
}

/// One option as given.
#[derive(Clone, Debug)]
struct Given {
    /// The key as the user typed it (for messages).
    typed: String,
    value: String,
}

/// The options given for one game, already checked against its [`OptionSpec`]s (every key
/// known, every value of its kind and in its range), read by the game's config builder.
#[derive(Clone, Debug, Default)]
pub struct Options {
    given: BTreeMap<String, Given>,
}

/// Largest option text accepted (a key or a value).
const MAX_TEXT: usize = 1_000;
/// Most options in one request.
const MAX_OPTIONS: usize = 64;

/// The key as the specs spell it: lower case, `-` between words (`deck_cards` and `Deck-Cards`
/// are `deck-cards`).
fn normal_key(key: &str) -> String {
    key.trim().to_ascii_lowercase().replace('_', "-")
}

impl Options {
    /// Reads `key=value` pairs (a bare `key` means `key=true`) and checks each against `specs`:
    /// an unknown key, a key given twice, or a value not of its kind is an error that names
    /// the option as typed and the value as given.
    ///
    /// ```
    /// use tic_registry::Options;
    ///
    /// let specs = tic_registry::find("toker")?.options;
    /// assert!(Options::parse(&["deals=3".to_owned()], specs).is_ok());
    /// let err = Options::parse(&["Deals=0".to_owned()], specs).unwrap_err();
    /// assert_eq!(err.to_string(), r#"option `Deals`: "0" is not a whole number from 1 to 100"#);
    /// # Ok::<(), tic_registry::RegistryError>(())
    /// ```
    pub fn parse(pairs: &[String], specs: &[OptionSpec]) -> Result<Options, RegistryError> {
        let mut options = Options::default();
        for pair in pairs {
            let (key, value) = match pair.split_once('=') {
                Some((k, v)) => (k.trim(), v.trim()),
                None => (pair.trim(), "true"),
            };
            options.insert(key, value.to_owned(), specs)?;
        }
        Ok(options)
    }

    /// Reads a JSON object of options (`{"rounds": 3, "ten-cards": true, "reach": "any"}`;
    /// numbers, booleans and strings), checked as [`Options::parse`] does.
    ///
    /// ```
    /// use tic_registry::Options;
    ///
    /// let specs = tic_registry::find("tic-of-a-kind")?.options;
    /// let json = serde_json::json!({"rounds": 2, "ten-cards": true});
    /// assert!(Options::from_json(&json, specs).is_ok());
    /// assert!(Options::from_json(&serde_json::json!({"rounds": 0}), specs).is_err());
    /// # Ok::<(), tic_registry::RegistryError>(())
    /// ```
    pub fn from_json(
        json: &serde_json::Value,
        specs: &[OptionSpec],
    ) -> Result<Options, RegistryError> {
        let mut options = Options::default();
        let map = match json {
            serde_json::Value::Null => return Ok(options),
            serde_json::Value::Object(map) => map,
            _ => {
                return Err(RegistryError::usage(
                    "options must be a JSON object of option names and values",
                ));
            }
        };
        for (key, value) in map {
            let text = match value {
                serde_json::Value::Bool(b) => b.to_string(),
                serde_json::Value::Number(n) => n.to_string(),
                serde_json::Value::String(s) => s.clone(),
                _ => {
                    return Err(RegistryError::usage(format!(
                        "option {}: give a number, true/false or text",
                        quote_untrusted(key, 40)
                    )));
                }
            };
            options.insert(key, text, specs)?;
        }
        Ok(options)
    }

    fn insert(
        &mut self,
        key: &str,
        value: String,
        specs: &[OptionSpec],
    ) -> Result<(), RegistryError> {
        let typed = key.to_owned();
        if typed.is_empty() {
            return Err(RegistryError::usage(format!(
                "an option has no name (value {})",
                quote_untrusted(&value, 40)
            )));
        }
        if self.given.len() >= MAX_OPTIONS {
            return Err(RegistryError::usage(format!(
                "more than {MAX_OPTIONS} options"
            )));
        }
        let normal = normal_key(key);
        let Some(spec) = specs.iter().find(|s| s.key == normal) else {
            let names: Vec<&str> = specs.iter().map(|s| s.key).collect();
            return Err(RegistryError::UnknownOption {
                option: quote_untrusted(&typed, 40),
                known: if names.is_empty() {
                    "none".to_owned()
                } else {
                    names.join(", ")
                },
            });
        };
        if value.len() > MAX_TEXT {
            return Err(RegistryError::BadValue {
                option: quote_untrusted(&typed, 40),
                value: quote_untrusted(&value, 40),
                expected: format!("at most {MAX_TEXT} bytes"),
            });
        }
        if let Err(expected) = spec.kind.check(&value) {
            return Err(RegistryError::BadValue {
                option: quote_untrusted(&typed, 40),
                value: quote_untrusted(&value, 40),
                expected,
            });
        }
        if let Some(first) = self.given.get(&normal) {
            return Err(RegistryError::usage(format!(
                "option `{}` is given twice ({} and {})",
                spec.key,
                quote_untrusted(&first.typed, 40),
                quote_untrusted(&typed, 40)
            )));
        }
        self.given.insert(normal, Given { typed, value });
        Ok(())
    }

    /// Takes an option's value, or the default when it is not given.
    pub fn get<T: FromStr>(&mut self, key: &str, default: T) -> Result<T, RegistryError>
    where
        T::Err: std::fmt::Display,
    {
        Ok(self.maybe(key)?.unwrap_or(default))
    }

    /// Takes an option's value, `None` when it is not given.
    pub fn maybe<T: FromStr>(&mut self, key: &str) -> Result<Option<T>, RegistryError>
    where
        T::Err: std::fmt::Display,
    {
        match self.given.remove(key) {
            None => Ok(None),
            Some(Given { typed, value }) => {
                value
                    .parse()
                    .map(Some)
                    .map_err(|e: T::Err| RegistryError::BadValue {
                        option: quote_untrusted(&typed, 40),
                        value: quote_untrusted(&value, 40),
                        expected: e.to_string(),
                    })
            }
        }
    }

    /// Each option given: its spec's key and the key as the user typed it (for messages).
    #[must_use]
    pub fn typed_keys(&self) -> BTreeMap<String, String> {
        self.given
            .iter()
            .map(|(key, given)| (key.clone(), given.typed.clone()))
            .collect()
    }

    /// Fails if an option was given that the game did not read (a spec the builder ignores).
    pub fn finish(self) -> Result<(), RegistryError> {
        match self.given.into_values().next() {
            None => Ok(()),
            Some(given) => Err(RegistryError::usage(format!(
                "option {} is not used by this game",
                quote_untrusted(&given.typed, 40)
            ))),
        }
    }
}
