// swift-format-ignore-file
// A code block of the ScreensWithoutUIKit article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import Observation  // withObservationTracking; SwiftUI re-exports it
#if canImport(SwiftUI)
  import SwiftUI

  struct CounterView: SwiftUI.View {
    @State var counter = ObservedReactor(reactor: CounterReactor())

    var body: some SwiftUI.View {
      HStack {
        Button("-") { counter.send(.decrease) }
        Text("\(counter.value)")                    // invalidated when `value` changes only
        Button("+") { counter.send(.increase) }.disabled(counter.isLoading)
      }
    }
  }
#endif

/// The same tracking, headless: which reads a new state invalidates.
@MainActor
func watchValue(of counter: ObservedReactor<CounterReactor>, onChange: @escaping @Sendable () -> Void) {
  withObservationTracking({ _ = counter.value }, onChange: onChange)
}
