import HeadlessUI

extension ScreenMonkey {
  /// How a try went: the events sent (up to the failure), what failed,
  /// and the screen then.
  struct Outcome {
    var events: [MonkeyEvent] = []
    var reason: String?
    /// What kind of failure: compared while shrinking.
    var kind = ""
    var render = ""
  }

  /// One try: a screen shown in a window, events sent to it, each checked.
  @MainActor
  struct Try {
    let screen: ViewController
    let invariant: ((ViewController) -> Bool)?

    /// Up to `events` events drawn from `random`; ends when the screen
    /// offers nothing to do.
    func explore(events: Int, random: inout SeededRandom) -> Outcome {
      let session = MonkeySession(screen)
      defer { session.close() }
      var outcome = Outcome()
      if check(session, &outcome) { return outcome }
      for _ in 0..<events {
        let moves = MonkeyMoves.on(screen)
        guard !moves.isEmpty else { break }
        let index = Int.random(in: 0..<moves.count, using: &random)
        let move = moves[index]
        let argument = move.draw.map { $0(&random) }
        let event = MonkeyEvent(
          target: move.target,
          ordinal: moves[..<index].count { $0.target == move.target },
          argument: argument, description: move.describe(argument))
        if send(move, event, in: session, &outcome) { break }
      }
      return outcome
    }

    /// Sends `events` again, each to the move with its target and ordinal
    /// on the screen now; an event whose move is gone is skipped.
    func replay(_ events: [MonkeyEvent]) -> Outcome {
      let session = MonkeySession(screen)
      defer { session.close() }
      var outcome = Outcome()
      if check(session, &outcome) { return outcome }
      for event in events {
        let moves = MonkeyMoves.on(screen).filter { $0.target == event.target }
        guard event.ordinal < moves.count else { continue }
        if send(moves[event.ordinal], event, in: session, &outcome) { break }
      }
      return outcome
    }

    private func send(
      _ move: MonkeyMove, _ event: MonkeyEvent, in session: MonkeySession,
      _ outcome: inout Outcome
    ) -> Bool {
      move.perform(event.argument)
      outcome.events.append(event)
      return check(session, &outcome)
    }

    /// Records the first problem, or the invariant's failure; `true` when
    /// there is one.
    private func check(_ session: MonkeySession, _ outcome: inout Outcome) -> Bool {
      var problem = session.takeProblem()
      if problem == nil, let invariant, !invariant(screen) {
        problem = MonkeyProblem(reason: "the invariant is false", kind: "invariant")
      }
      guard let problem else { return false }
      outcome.reason = problem.reason
      outcome.kind = problem.kind
      outcome.render = screen.render()
      return true
    }
  }
}
