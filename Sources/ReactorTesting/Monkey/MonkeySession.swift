import HeadlessUI
import Platform
import ReactorCore
import Streams

/// One try of a ``ScreenMonkey``: a fresh screen shown in a window, with
/// the view warnings and reactor errors raised meanwhile collected
/// (`Hooks.viewWarning` and `Hooks.reactorError` are taken over until
/// ``close()``, which restores them).
@MainActor
final class MonkeySession {
  let screen: ViewController
  private let window: Window
  private let problems = LockedState<[MonkeyProblem]>([])
  private let warningHandlerBefore: @Sendable (ViewWarning) -> Void
  private let errorHandlerBefore: @Sendable (ReactorError) -> Void

  /// Shows `screen`, which must not be on screen already (see
  /// ``ScreenMonkey/refusal(of:)``).
  init(_ screen: ViewController) {
    self.screen = screen
    warningHandlerBefore = Hooks.viewWarning
    errorHandlerBefore = Hooks.reactorError
    let problems = self.problems
    Hooks.viewWarning = { warning in
      let problem = MonkeyProblem(
        reason: "view warning: \(warning)", kind: "view warning \(warning.kind.rawValue)")
      problems.withLock { $0.append(problem) }
    }
    Hooks.reactorError = { error in
      let problem = MonkeyProblem(reason: "reactor error: \(error)", kind: "reactor error")
      problems.withLock { $0.append(problem) }
    }
    window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
  }

  /// The first problem (view warning or reactor error) not taken yet.
  func takeProblem() -> MonkeyProblem? {
    problems.withLock { problems in problems.isEmpty ? nil : problems.removeFirst() }
  }

  /// Takes the screen down (it disappears) and restores the hooks.
  func close() {
    window.rootViewController = nil
    Hooks.viewWarning = warningHandlerBefore
    Hooks.reactorError = errorHandlerBefore
  }
}

/// A view warning or reactor error a try raised: in words, and its kind
/// (compared while shrinking).
struct MonkeyProblem: Sendable {
  let reason: String
  let kind: String
}
