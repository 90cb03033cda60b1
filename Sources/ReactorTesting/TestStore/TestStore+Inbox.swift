import ReactorCore

extension TestStore {
  /// States and errors that arrived and were not asserted yet, in order.
  struct Inbox {
    // Slices: `popFirst()` takes the oldest in constant time.
    var states: ArraySlice<R.State> = []
    var errors: ArraySlice<ReactorError> = []

    mutating func takeStates() -> [R.State] {
      defer { states = [] }
      return Array(states)
    }

    mutating func takeErrors() -> [ReactorError] {
      defer { errors = [] }
      return Array(errors)
    }
  }
}
