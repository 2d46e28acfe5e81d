//! The packed rank of a Toker or Sequences hand: one `u64`, the category above the cards'
//! positions, so that comparing keys compares hands. Both games' `Rank` types are written by
//! [`packed_rank!`]; they differ only in the number of cards and the category type.

/// Defines `Rank` (with `from_parts`, `category`, `cards`, `key`, serde as the raw key,
/// `Debug`, `Display`), `InvalidRank` and their conversions, for a hand of `$cards` cards whose
/// categories are the `Category` type in scope (`$top` its highest, the fallback of an
/// impossible key, which `TryFrom` never lets in).
macro_rules! packed_rank {
    (
        $(#[$doc:meta])*
        game: $game:literal, game_mod: $game_mod:literal, cards: $cards:literal, top: $top:ident,
        words: $words:literal, example: $example:literal, hand: $hand:literal
    ) => {
        /// Bits of the packed card positions: 7 bits a card.
        const CARD_BITS: u32 = 7 * $cards;

        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(
            feature = "serde",
            derive(serde::Serialize, serde::Deserialize),
            serde(try_from = "u64", into = "u64")
        )]
        pub struct Rank(u64);

        impl Rank {
            pub(crate) const fn from_parts(category: Category, cards_key: u64) -> Rank {
                Rank((category as u64) << CARD_BITS | cards_key)
            }

            /// The category.
            #[must_use]
            pub const fn category(self) -> Category {
                match Category::from_index((self.0 >> CARD_BITS) as usize) {
                    Some(c) => c,
                    None => Category::$top,
                }
            }

            #[doc = concat!("The ", $words, " cards, highest first.")]
            #[must_use]
            pub fn cards(self) -> Vec<Card> {
                crate::order::unpack(self.0, $cards).unwrap_or_default()
            }

            /// The raw key: larger is better. Stable across releases of this major version.
            #[must_use]
            pub const fn key(self) -> u64 {
                self.0
            }
        }

        /// The raw key names an impossible rank.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct InvalidRank(pub u64);

        impl fmt::Display for InvalidRank {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{} is not a valid {} rank key", self.0, $game)
            }
        }

        impl core::error::Error for InvalidRank {}

        impl TryFrom<u64> for Rank {
            type Error = InvalidRank;
            fn try_from(key: u64) -> Result<Self, Self::Error> {
                let valid = Category::from_index((key >> CARD_BITS) as usize).is_some()
                    && crate::order::unpack(key, $cards).is_some();
                if valid { Ok(Rank(key)) } else { Err(InvalidRank(key)) }
            }
        }

        impl From<Rank> for u64 {
            fn from(rank: Rank) -> u64 {
                rank.0
            }
        }

        impl fmt::Debug for Rank {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "Rank({self})")
            }
        }

        impl Rank {
            /// Appends the rank's text (as `Display` writes it) to `out`, without the
            /// formatting machinery: for a caller writing many ranks (a showdown's events).
            ///
            /// ```
            #[doc = concat!("let rank = tic_hands::", $game_mod, "::best(\"", $hand, "\".parse()?)?.rank;")]
            /// let mut text = String::from("> ");
            /// rank.push_text(&mut text);
            /// assert_eq!(text, format!("> {rank}"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn push_text(self, out: &mut String) {
                // Writing to a `String` cannot fail.
                let _ = self.write_text(out);
            }

            /// The text of `Display` and `push_text`: the cards read off the key one by one,
            /// without a vector for them (a valid key's positions are in range, as `cards`
            /// reads them).
            fn write_text<W: fmt::Write>(self, out: &mut W) -> fmt::Result {
                out.write_str(self.category().name())?;
                out.write_str(":")?;
                for slot in (0..$cards).rev() {
                    if let Some(card) = crate::order::card_at(((self.0 >> (7 * slot)) & 0x7f) as usize) {
                        out.write_str(" ")?;
                        out.write_str(card.name())?;
                    }
                }
                Ok(())
            }
        }

        #[doc = concat!("`", $example, "` (cards highest first).")]
        impl fmt::Display for Rank {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.write_text(f)
            }
        }
    };
}

pub(crate) use packed_rank;
