/// Shrinks a failing run, a `StatefulTest`'s actions or a `ScreenMonkey`'s
/// events, by removing elements while it still fails: chunks of half the
/// elements, halved down to single elements, then single elements again
/// until none can go.
///
/// - Parameters:
///   - current: the shortest failing run so far.
///   - budget: how many replays may still be made; spent by one per
///     candidate.
///   - stillFails: replays a candidate and, when it fails the same way,
///     makes it (or what its replay kept of it) the current run.
func shrinkByRemoving<Element>(
  current: () -> [Element], budget: inout Int, stillFails: ([Element]) -> Bool
) {
  var chunk = max(current().count / 2, 1)
  while !current().isEmpty, budget > 0 {
    var removedAny = false
    var start = 0
    while start < current().count, budget > 0 {
      var candidate = current()
      candidate.removeSubrange(start..<min(start + chunk, candidate.count))
      budget -= 1
      if stillFails(candidate) {
        removedAny = true
      } else {
        start += chunk
      }
    }
    if chunk > 1 {
      chunk /= 2
    } else if !removedAny {
      break
    }
  }
}
