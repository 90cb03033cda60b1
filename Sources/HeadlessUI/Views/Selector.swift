#if !canImport(ObjectiveC)
  /// The name of a method, for `target`/`action` APIs: Objective-C's
  /// `Selector`, which Linux does not have.
  ///
  /// Only `nil` is meaningful headless: nothing calls an action by its
  /// selector (`#selector(…)` needs Objective-C and does not compile on
  /// Linux). Pass `target: nil, action: nil` and react with `rx.tap`
  /// instead. On Apple platforms this is Objective-C's own `Selector`.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name.
    public let name: String

    /// The selector of the method named `name`.
    public init(_ name: String) {
      self.name = name
    }

    /// The selector of the method named by the literal.
    public init(stringLiteral name: String) {
      self.init(name)
    }
  }
#endif
