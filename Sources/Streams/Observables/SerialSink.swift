import Platform

/// A sink fed by several sources at once (inner sequences of `flatMap`,
/// `merge`, `combineLatest`, timers): it delivers their events downstream one
/// at a time, in arrival order, without holding a lock while downstream code
/// runs.
///
/// Thread-safe. Operator state that decides *what* to send is guarded by the
/// operator's own lock; this type only decides *when*.
///
/// Open for a subclass that adds what one object must also hold (a `run`
/// effect's task), so that it costs no second object; its members are
/// final.
class SerialSink<Element>: @unchecked Sendable {
  final let sink: Sink<Element>
  private final let serializer = Serializer()

  init(_ sink: Sink<Element>) {
    self.sink = sink
  }

  final var isDisposed: Bool { sink.isDisposed }

  final func on(_ event: Event<Element>) {
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
  final func perform(_ work: @escaping () -> Void) {
    serializer.perform(work)
  }
}
