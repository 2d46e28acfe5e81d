//! The fast evaluators agree with the literal `naive` ones on random hands.
