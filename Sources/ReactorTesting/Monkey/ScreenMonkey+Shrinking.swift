import HeadlessUI

extension ScreenMonkey {
  /// The failure of `outcome`, shrunk: events removed, in chunks of half
  /// of them down to single events, then single events again until none
  /// can go, while a fresh screen still fails the same way.
  func shrink(
    _ outcome: Outcome, reason: String, make: () -> ViewController,
    invariant: ((ViewController) -> Bool)?
  ) -> Failure {
    var best = outcome
    var budget = 2_000
    func tryCandidate(_ candidate: [MonkeyEvent]) -> Bool {
      guard budget > 0 else { return false }
      budget -= 1
      let screen = make()
      guard Self.refusal(of: screen) == nil else { return false }
      let replayed = Try(screen: screen, invariant: invariant).replay(candidate)
      guard replayed.reason != nil, replayed.kind == outcome.kind else { return false }
      best = replayed
      return true
    }
    var chunk = max(best.events.count / 2, 1)
    while !best.events.isEmpty, budget > 0 {
      var removedAny = false
      var start = 0
      while start < best.events.count, budget > 0 {
        var candidate = best.events
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if tryCandidate(candidate) {
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
    return Failure(
      seed: seed, sent: best.events, reason: best.reason ?? reason, render: best.render)
  }
}
