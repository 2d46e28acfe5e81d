//! `tic hands`: hand evaluation and exhaustive tables (tic-hands).

use crate::CliError;

/// `tic hands` arguments.
#[derive(clap::Args)]
pub struct HandsArgs {
    /// The sub-command and its arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Runs `tic hands`.
pub fn run(args: &HandsArgs) -> Result<(), CliError> {
    Err(CliError::usage(format!(
        "`tic hands {}`: hand evaluation is not built yet",
        args.args.join(" ")
    )))
}
