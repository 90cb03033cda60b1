import Platform
import ReactorCore

#if canImport(SwiftUI)
  import SwiftUI
#endif

#if canImport(SwiftUI)
  /// What ``ObservedReactor``'s bindings are: SwiftUI's `Binding`.
  public typealias ReactorBinding<Value> = SwiftUI.Binding<Value>
#else
  /// What ``ObservedReactor``'s bindings are where SwiftUI does not exist: a
  /// value with SwiftUI `Binding`'s shape (`wrappedValue` to read and write,
  /// `projectedValue`), so that code using them reads the same.
  @preconcurrency @MainActor
  public struct ReactorBinding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    /// A binding reading with `get` and writing with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// Reads or writes the value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself (SwiftUI's `$value`).
    public var projectedValue: ReactorBinding<Value> { self }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> ReactorBinding<Value> {
      ReactorBinding(get: { value }, set: { _ in })
    }
  }
#endif

extension ObservedReactor {
  /// A binding that reads the field at `get` (tracked like
  /// `observed.field`) and sends `send(newValue)` when written:
  /// `TextField("Name", text: observed.binding(get: \.name, send: { .rename($0) }))`.
  public func binding<Value: Equatable>(
    get keyPath: KeyPath<R.State, Value>, send action: @escaping (Value) -> R.Action
  ) -> ReactorBinding<Value> {
    makeBinding(get: { $0[dynamicMember: keyPath] }, send: action)
  }

  /// A binding that reads the field at `get` and sends `action` whatever is
  /// written: `Toggle("On", isOn: observed.binding(get: \.isOn, send: .toggle))`.
  public func binding<Value: Equatable>(
    get keyPath: KeyPath<R.State, Value>, send action: R.Action
  ) -> ReactorBinding<Value> {
    makeBinding(get: { $0[dynamicMember: keyPath] }, send: { _ in action })
  }

  /// A binding for a field of a reactor that accepts field writes
  /// (``BindableAction``): writing sends `.binding(.set(keyPath, newValue))`.
  public func binding<Value: Equatable>(_ keyPath: WritableKeyPath<R.State, Value>)
    -> ReactorBinding<Value>
  where R.Action: BindableAction, R.Action.State == R.State {
    makeBinding(
      get: { $0[dynamicMember: keyPath] },
      send: { .binding(.set(keyPath, $0)) })
  }

  private func makeBinding<Value>(
    get: @escaping @MainActor (ObservedReactor) -> Value,
    send: @escaping (Value) -> R.Action
  ) -> ReactorBinding<Value> {
    #if canImport(SwiftUI)
      // SwiftUI calls a binding's closures on the main thread.
      let box = UncheckedSendable((self, get, send))
      return ReactorBinding(
        get: { MainActor.assumeIsolated { box.value.1(box.value.0) } },
        set: { newValue in
          MainActor.assumeIsolated { box.value.0.send(box.value.2(newValue)) }
        })
    #else
      return ReactorBinding(
        get: { [self] in get(self) },
        set: { [self] newValue in self.send(send(newValue)) })
    #endif
  }
}
