import Foundation

/// A value taken apart with `Mirror` into a tree, for printing states: the
/// trace's `path: value` lines (``lines``) and ReactorTesting's nested dump
/// both render it.
///
/// Structs and classes become ``Kind/instance(typeName:)`` nodes of their
/// stored properties, tuples ``Kind/tuple`` nodes, enums ``Kind/enumCase(_:)``
/// nodes of their payload, arrays ``Kind/collection`` nodes; optionals are
/// their wrapped value or the leaf `nil`, `@Pulse` properties their value;
/// everything else is a leaf printed with `String(reflecting:)`, and so are
/// Foundation's `URL`, `Date`, `UUID`, `Data` and `Decimal` (their mirrors
/// show storage, not value) and `IndexPath` (`[0, 2]`).
///
/// Sets and dictionaries print by content: set elements are sorted by their
/// rendered lines and dictionary entries by key text, so equal values always
/// build equal trees whatever their iteration order.
package struct StateTree: Equatable, Sendable {
  /// What a node stands for; renderers bracket its children by it.
  package enum Kind: Equatable, Sendable {
    /// A value printed whole, with `String(reflecting:)`, or `nil`.
    case leaf(String)
    /// A struct or class: children are its stored properties, labelled.
    case instance(typeName: String)
    /// A tuple: children are its elements, labelled when the tuple is.
    case tuple
    /// An array or other collection: children are its elements, unlabelled,
    /// in order.
    case collection
    /// A set: children are its elements, unlabelled, sorted.
    case set
    /// A dictionary: children are its values, labelled by their key's
    /// `String(reflecting:)`, sorted by it.
    case dictionary
    /// An enum case: no children without a payload, else the payload's
    /// fields (labelled like a tuple's) or a single unlabelled child.
    case enumCase(String)
  }

  /// The name under which the parent holds this node: a property or tuple
  /// label, a dictionary key's text; `nil` for the root, collection and set
  /// elements, unlabelled tuple fields and a single enum payload.
  package var label: String?

  /// What this node stands for; a leaf carries its printed text.
  package var kind: Kind

  /// The parts of this node, in print order; empty for leaves.
  package var children: [StateTree]

  /// Creates a node from its parts.
  package init(label: String? = nil, kind: Kind, children: [StateTree] = []) {
    self.label = label
    self.kind = kind
    self.children = children
  }

  /// The tree of `value`, walked with `Mirror`.
  ///
  /// A class instance met again inside itself (a back reference) prints as
  /// the leaf `TypeName(…)` instead of being walked forever.
  ///
  /// - Complexity: O(*n*) in the size of the value. The walk keeps its own
  ///   stack instead of recursing, and so do ``lines`` and ``nestedLines``,
  ///   so a value nested thousands of levels deep (an indirect enum list)
  ///   is walked and printed on the main thread's stack. Comparing two
  ///   trees (`==`) and releasing one still go one call per level.
  package init(of value: Any) {
    var walk = Walk()
    self = walk.tree(of: value)
  }

  /// One walk of a value: the nodes begun and not yet finished, innermost
  /// last, instead of the call stack.
  private struct Walk {
    /// A node whose children are being walked.
    struct Frame {
      var label: String?
      var kind: Kind
      var pending: [(label: String?, value: Any)]
      var next = 0
      var children: [StateTree] = []
      /// Set and dictionary children print sorted.
      var sortsChildren = false
      /// The class instance this node is, while its properties are walked.
      var identity: ObjectIdentifier?
    }

    var frames: [Frame] = []
    /// The class instances being walked, to print a back reference as a
    /// leaf.
    var ancestors: Set<ObjectIdentifier> = []

    mutating func tree(of value: Any) -> StateTree {
      if let leaf = begin(value, label: nil) { return leaf }
      while true {
        let last = frames.count - 1
        if frames[last].next < frames[last].pending.count {
          let child = frames[last].pending[frames[last].next]
          frames[last].next += 1
          if let leaf = begin(child.value, label: child.label) {
            frames[last].children.append(leaf)
          }
          continue
        }
        let frame = frames.removeLast()
        if let identity = frame.identity { ancestors.remove(identity) }
        let children = frame.sortsChildren ? StateTree.sortedByText(frame.children) : frame.children
        let node = StateTree(label: frame.label, kind: frame.kind, children: children)
        guard !frames.isEmpty else { return node }
        frames[frames.count - 1].children.append(node)
      }
    }

    /// The node of `value`: a leaf at once, or `nil` after pushing the
    /// frame that walks its children.
    private mutating func begin(_ value: Any, label: String?) -> StateTree? {
      var value = value
      var mirror: Mirror
      // Pulses and optionals print as what they hold: unwrapped in place,
      // with one `Mirror` per value looked at.
      while true {
        if let pulse = value as? any AnyPulse {
          value = pulse.anyValue
          continue
        }
        if let text = StateTree.foundationLeaf(value) {
          return StateTree(label: label, kind: .leaf(text))
        }
        mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { break }
        guard let wrapped = mirror.children.first else {
          return StateTree(label: label, kind: .leaf("nil"))
        }
        value = wrapped.value
      }
      func push(
        _ kind: Kind, _ pending: [(label: String?, value: Any)], sorts: Bool = false,
        identity: ObjectIdentifier? = nil
      ) -> StateTree? {
        var frame = Frame(
          label: label, kind: kind, pending: pending, sortsChildren: sorts, identity: identity)
        frame.children.reserveCapacity(pending.count)
        frames.append(frame)
        return nil
      }
      switch mirror.displayStyle {
      case .collection:
        return push(.collection, mirror.children.map { (nil, $0.value) })
      case .set:
        return push(.set, mirror.children.map { (nil, $0.value) }, sorts: true)
      case .dictionary:
        let entries = mirror.children.map { entry -> (label: String?, value: Any) in
          let pair = Array(Mirror(reflecting: entry.value).children)
          return (String(reflecting: pair[0].value), pair[1].value)
        }
        return push(.dictionary, entries, sorts: true)
      case .struct:
        return push(
          .instance(typeName: StateTree.typeName(of: value)), StateTree.properties(of: mirror))
      case .class:
        let identity = ObjectIdentifier(value as AnyObject)
        guard ancestors.insert(identity).inserted else {
          return StateTree(label: label, kind: .leaf("\(StateTree.typeName(of: value))(…)"))
        }
        return push(
          .instance(typeName: StateTree.typeName(of: value)), StateTree.properties(of: mirror),
          identity: identity)
      case .tuple:
        return push(.tuple, StateTree.tupleFields(of: mirror))
      case .enum:
        guard let payload = mirror.children.first else {
          return StateTree(label: label, kind: .enumCase("\(value)"))
        }
        let caseName = payload.label ?? "\(value)"
        let inner = Mirror(reflecting: payload.value)
        if inner.displayStyle == .tuple {
          return push(.enumCase(caseName), StateTree.tupleFields(of: inner))
        }
        return push(.enumCase(caseName), [(nil, payload.value)])
      default:
        return StateTree(label: label, kind: .leaf(String(reflecting: value)))
      }
    }
  }

  /// The text of a Foundation value printed whole, or `nil`.
  private static func foundationLeaf(_ value: Any) -> String? {
    switch value {
    case let path as IndexPath: return "[" + path.map(String.init).joined(separator: ", ") + "]"
    case is URL, is Date, is UUID, is Data, is Decimal: return String(reflecting: value)
    default: return nil
    }
  }

  /// Stored properties, superclass ones first, with a property wrapper's
  /// `_name` storage shown as `name`.
  private static func properties(of mirror: Mirror) -> [(label: String?, value: Any)] {
    let inherited = mirror.superclassMirror.map(properties) ?? []
    return inherited
      + mirror.children.enumerated().map { index, child in
        var label = child.label ?? "\(index)"
        if label.hasPrefix("_") { label.removeFirst() }
        return (label, child.value)
      }
  }

  /// Tuple elements; `Mirror` labels unlabelled ones `.0`, `.1`, …
  private static func tupleFields(of mirror: Mirror) -> [(label: String?, value: Any)] {
    mirror.children.map { child in
      (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, child.value)
    }
  }

  /// `nodes` ordered by label, then by rendered lines: iteration order
  /// differs between equal sets and dictionaries, their print must not.
  private static func sortedByText(_ nodes: [StateTree]) -> [StateTree] {
    nodes.map { (key: ($0.label ?? "", $0.lines.joined(separator: "\n")), node: $0) }
      .sorted { $0.key < $1.key }
      .map(\.node)
  }

  /// The type's name without its module: `MyApp.CounterReactor.State` →
  /// `CounterReactor.State`.
  private static func typeName(of value: Any) -> String {
    typeName(ofType: type(of: value))
  }

  /// The name of `type` without its module, as state dumps print it
  /// (`CounterReactor.Action`); private and local types keep their names
  /// only.
  package static func typeName(ofType type: Any.Type) -> String {
    let qualified = String(reflecting: type)
    guard let dot = qualified.firstIndex(of: "."), !qualified.hasPrefix("(") else {
      return qualified
    }
    var name = String(qualified[qualified.index(after: dot)...])
    // Private and local types print as `(unknown context at $55c2…).P`, an
    // address that changes between runs; keep the names only.
    while let start = name.range(of: "(unknown context at "),
      let end = name[start.upperBound...].range(of: ").")
    {
      name.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return name
  }
}
