import Platform

/// A sink fed by several sources at once (inner sequences of `flatMap`,
/// `merge`, `combineLatest`, timers): it delivers their events downstream one
/// at a time, in arrival order, without holding a lock while downstream code
/// runs.
///
/// Thread-safe. Operator state that decides *what* to send is guarded by the
/// operator's own lock; this type only decides *when*.
final class SerialSink<Element>: @unchecked Sendable {
  let sink: Sink<Element>
  private let serializer = Serializer()

  init(_ sink: Sink<Element>) {
    self.sink = sink
  }

  var isDisposed: Bool { sink.isDisposed }

  func on(_ event: Event<Element>) {
    if serializer.tryEnter() {
      sink.on(event)
      serializer.leave()
    } else {
      serializer.enqueue { self.sink.on(event) }
    }
  }

  /// Runs `work` in turn with the deliveries: never at the same time as
  /// another delivery or work item, in submission order. Inside `work`, send
  /// with `sink.on` directly. Operators use it to decide *and* send in one
  /// step, so that a decision cannot be overtaken by another thread's event.
  func perform(_ work: @escaping () -> Void) {
    serializer.perform(work)
  }
}
