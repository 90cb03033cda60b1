import Streams

/// A state property whose every assignment is an event, even of the same
/// value twice: alerts, toasts, navigation.
///
/// ```swift
/// struct State {
///   @Pulse var alertMessage: String?
/// }
/// reactor.pulse(\.$alertMessage)
///   .compactMap { $0 }
///   .subscribe(onNext: { message in showAlert(message) })
/// ```
@propertyWrapper
public struct Pulse<Value> {
  /// The current value; assigning it (even the same value) counts as a new
  /// pulse.
  public var value: Value {
    didSet { valueUpdatedCount &+= 1 }
  }

  /// How many times `value` was assigned (wrapping around on overflow).
  public internal(set) var valueUpdatedCount: UInt = 0

  /// Creates a pulse holding `wrappedValue`, not yet assigned.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The value, as the property itself.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The pulse, for `reactor.pulse(\.$property)`.
  public var projectedValue: Pulse<Value> {
    self
  }
}

extension Pulse: Equatable where Value: Equatable {
  /// Pulses are equal when their values are: how many times a value was
  /// assigned is bookkeeping for ``Reactor/pulse(_:)``, not state, so
  /// `TestStore` expectations like `$0.alertMessage = "Saved"` compare the
  /// value only.
  public static func == (lhs: Pulse, rhs: Pulse) -> Bool {
    lhs.value == rhs.value
  }
}

extension Pulse: Hashable where Value: Hashable {
  /// Hashes the value only, like `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
extension Pulse: Sendable where Value: Sendable {}

/// A pulse seen through `Any`: lets ``StateTree`` print a `@Pulse` field as
/// its value.
package protocol AnyPulse {
  /// The pulse's value.
  var anyValue: Any { get }
}

extension Pulse: AnyPulse {
  package var anyValue: Any { value }
}

extension Reactor {
  /// The assignments of a ``Pulse`` state property made after subscription:
  /// one element per assignment, even of an equal value, none for unrelated
  /// state changes.
  ///
  /// Unlike ReactorKit, a new subscriber does not receive the last assignment
  /// made before it subscribed.
  public func pulse<Result>(_ transformToPulse: @escaping (State) throws -> Pulse<Result>)
    -> Observable<Result>
  {
    let source = state
    return Observable.create { observer in
      // Touched only by the state stream, which delivers one state at a time.
      var lastCount: UInt?
      return source.subscribe { event in
        switch event {
        case .next(let state):
          let pulse: Pulse<Result>
          do { pulse = try transformToPulse(state) } catch {
            observer.onError(error)
            return
          }
          defer { lastCount = pulse.valueUpdatedCount }
          guard let lastCount, lastCount != pulse.valueUpdatedCount else { return }
          observer.onNext(pulse.value)
        case .error(let error): observer.onError(error)
        case .completed: observer.onCompleted()
        }
      }
    }
  }
}
