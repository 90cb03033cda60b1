/// The differ (RxDataSources' `Diff`):
/// ``differencesForSectionedView(initialSections:finalSections:)`` computes
/// the staged changesets between two lists of sections, and ``Error`` says
/// why two lists cannot be diffed.
public enum Diff {}
