//! `tic tick`: Tick's meld solver from the command line (playing-cards).

use crate::CliError;

/// `tic tick` arguments.
#[derive(clap::Args)]
pub struct TickArgs {
    /// The sub-command and its arguments.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Runs `tic tick`.
pub fn run(args: &TickArgs) -> Result<(), CliError> {
    Err(CliError::usage(format!(
        "`tic tick {}`: the meld solver is not built yet",
        args.args.join(" ")
    )))
}
