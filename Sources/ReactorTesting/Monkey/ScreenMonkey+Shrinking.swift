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
    func stillFails(_ candidate: [MonkeyEvent]) -> Bool {
      let screen = make()
      guard Self.refusal(of: screen) == nil else { return false }
      let replayed = Try(screen: screen, invariant: invariant).replay(candidate)
      guard replayed.reason != nil, replayed.kind == outcome.kind else { return false }
      best = replayed
      return true
    }
    shrinkByRemoving(current: { best.events }, budget: &budget, stillFails: stillFails)
    return Failure(
      seed: seed, sent: best.events, reason: best.reason ?? reason, render: best.render)
  }
}
