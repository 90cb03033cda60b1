import Platform

/// The `rx` namespace of a value: extensions on `Reactive` where `Base` is a
/// type add that type's reactive API (`button.rx.tap`, `label.rx.text`).
///
/// For a class, any writable property is a ``Binder`` by key path:
/// `observable.bind(to: label.rx.isHidden)`. Such binders deliver on the
/// main thread, as RxSwift's do.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The value extended.
  public let base: Base

  /// Creates the extension point of `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that writes each element to `base[keyPath: keyPath]` on the
  /// main thread; it holds `base` weakly.
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
  ) -> Binder<Property> where Base: AnyObject {
    // Key paths are immutable values: safe to use on the main actor.
    let keyPath = UncheckedSendable(keyPath)
    return Binder(base) { base, value in base[keyPath: keyPath.value] = value }
  }
}

/// A type with an `rx` namespace (``Reactive``); conform to add reactive
/// extensions to your own types, as with RxSwift.
public protocol ReactiveCompatible {
  /// The type extended by `rx`, normally `Self`.
  associatedtype ReactiveBase

  /// The reactive extensions of the type (`Type.rx`).
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The reactive extensions of the value (`value.rx`).
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The reactive extensions of the type.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Lets `Type.rx` be used mutably (RxSwift's shape); nothing to store.
    set {}
  }

  /// The reactive extensions of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // Lets `value.rx` be used mutably (RxSwift's shape); nothing to store.
    set {}
  }
}
