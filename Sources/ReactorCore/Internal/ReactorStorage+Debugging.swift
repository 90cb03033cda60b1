import Platform
import Streams

/// What a reactor needs only when debugging or testing (its tracer and
/// stub) or when its streams use cancellation identifiers (its scope).
@usableFromInline
final class StorageExtras<R: Reactor>: @unchecked Sendable {
  let stubReference = LazyReference<Stub<R>>()
  private let output = LockedState(TraceOutput(write: nil))
  private let errorTapState = LockedState(ErrorTap(call: nil))

  /// Where trace lines go, or `nil` when not tracing.
  var tracer: ((String) -> Void)? {
    get { output.withLock { $0 }.write }
    set {
      // The replaced closure is released after unlocking (it may hold the
      // last reference to something with a `deinit`).
      withExtendedLifetime(output.exchange(TraceOutput(write: newValue))) {}
    }
  }

  /// Where this reactor's errors go instead of `Hooks.reactorError`
  /// (a `TestStore` collects them), or `nil`.
  var errorTap: ((ReactorError) -> Void)? {
    get { errorTapState.withLock { $0 }.call }
    set { withExtendedLifetime(errorTapState.exchange(ErrorTap(call: newValue))) {} }
  }

  /// The reactor's cancellation identifiers and the streams running under
  /// them (`cancellable(id:cancelInFlight:)`, `cancel(id:)`).
  let cancellationScope = CancellationScope()

  /// The attached ``SessionRecorder``'s log, if any.
  let recording = LockedState<RecordingSink<R>?>(nil)
  /// The shared values the reactor merged, in order (for recording).
  let mergedShared = LockedState<[MergedShared]>([])

  init() {}
}

/// A trace output as ``LockedState`` holds it: in a non-generic struct, so
/// that reads do not wrap the closure in reabstraction thunks.
private struct TraceOutput {
  let write: ((String) -> Void)?
}

/// An error tap as ``LockedState`` holds it (see ``TraceOutput``).
private struct ErrorTap {
  let call: ((ReactorError) -> Void)?
}

extension ReactorStorage {
  // MARK: - Stub

  var isStubEnabled: Bool {
    get { stubEnabled.load(ordering: .acquiring) }
    set { stubEnabled.store(newValue, ordering: .releasing) }
  }

  var extras: StorageExtras<R> {
    if let extras = extrasReference.load() { return extras }
    return extrasReference.storeIfNil(StorageExtras())
  }

  /// The stub, created on first use with the state published at that
  /// moment. Reads the state under the lock rather than through
  /// `currentState`, which reads the stub once it is enabled.
  @usableFromInline
  var stub: Stub<R> {
    let extras = extras
    if let stub = extras.stubReference.load() { return stub }
    return extras.stubReference.storeIfNil(Stub(initialState: lockedPublishedState))
  }

  // MARK: - Errors

  /// Sends this reactor's errors to `tap` instead of the global handler
  /// (`nil` restores the global handler).
  func tapErrors(_ tap: ((ReactorError) -> Void)?) {
    extras.errorTap = tap
  }

  /// The tap, if any (read without creating the extras).
  var errorTap: ((ReactorError) -> Void)? {
    extrasReference.load()?.errorTap
  }

  // MARK: - Tracing

  func trace(to output: ((String) -> Void)?) {
    extras.tracer = output
    isTracing.store(output != nil, ordering: .releasing)
  }

  @usableFromInline
  func traceAction(_ action: R.Action) {
    emitTrace(["\(typeName) action: \(action)"])
  }

  @usableFromInline
  func traceMutation(_ mutation: R.Mutation, from old: R.State, to new: R.State) {
    emitTrace(
      ["\(typeName) mutation: \(mutation)"]
        + StateDump.diff(from: old, to: new).map { "  \($0)" })
  }

  private func emitTrace(_ lines: [String]) {
    guard let output = extras.tracer else { return }
    for line in lines { output(line) }
  }
}
