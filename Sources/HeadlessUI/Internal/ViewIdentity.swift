// Searching arrays of views by identity, outside any actor.
//
// Nonisolated on purpose: a closure written in a main-actor method is a
// main-actor closure, and Swift 6 makes one that Swift 5-mode code (the
// standard library's `firstIndex(where:)`, `removeAll(where:)`, …) calls
// check its thread and stop the process off the main thread. A view
// changed off the main thread must not stop the process (a view that
// checks its writes reports it as a `ViewWarning`), so the views' own code
// searches through these.

/// The index of `view` in `views`, compared by address: no element is
/// retained while searching (a view with subviews is weakly referenced by
/// them, so each retain of one takes the runtime's slower path).
///
/// Complexity: O(*n*).
func firstIndex(ofIdentical view: AnyObject, in views: [HeadlessView]) -> Int? {
  let target = Unmanaged.passUnretained(view).toOpaque()
  return views.withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: UnsafeMutableRawPointer.self) { addresses in
      addresses.firstIndex(of: target)
    }
  }
}

/// Removes every occurrence of `view` from `views`, compared by identity.
///
/// Complexity: O(*n*).
func removeAll(identicalTo view: AnyObject, from views: inout [HeadlessView]) {
  views.removeAll { $0 === view }
}
