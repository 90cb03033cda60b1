import HeadlessUI
import Platform

@testable import ReactorTesting

/// The failures `assertRender` reported in `body`, captured through its
/// task-local failure handler instead of failing the test: message and line.
func capturingRenderFailures(_ body: () -> Void) -> [(message: String, line: UInt)] {
  let captured = LockedState<[(message: String, line: UInt)]>([])
  let handler: @Sendable (String, TestLocation) -> Void = { message, location in
    captured.withLock { $0.append((message, location.line)) }
  }
  RenderAssertion.$failureHandler.withValue(handler, operation: body)
  return captured.withLock { $0 }
}

/// A counter screen as the README's: `# Counter`, then a label showing the
/// value between the two buttons.
@MainActor
func makeCounterScreen(value: Int = 0) -> ViewController {
  let screen = ViewController()
  screen.title = "Counter"
  let label = Label()
  label.text = "[-]  \(value)  [+]"
  screen.view.addSubview(label)
  return screen
}
