/// Where a ``View``'s reactor lives: a slot in the view or controller
/// itself when it is one of ours, otherwise a side table keyed by object
/// identity, pruned of freed owners whenever it has doubled since the last
/// pruning (amortized constant time per new owner).
final class ReactorSlot {
  var reactor: AnyObject?
  var generation = 0
}

@MainActor
enum ReactorSlots {
  private struct Entry {
    weak var owner: AnyObject?
    let slot: ReactorSlot
  }
  private static var table: [ObjectIdentifier: Entry] = [:]
  /// The size at which `table` is next pruned of freed owners.
  private static var pruneAt = 64
  /// How many times `table` was pruned, and its size (tests check that
  /// pruning stays rare and the table bounded).
  private(set) static var pruneCount = 0
  static var sideTableCount: Int { table.count }

  static func reactor(of owner: AnyObject) -> AnyObject? {
    existingSlot(of: owner)?.reactor
  }

  static func generation(of owner: AnyObject) -> Int {
    existingSlot(of: owner)?.generation ?? 0
  }

  /// Stores `reactor`; returns the new binding generation.
  @discardableResult
  static func setReactor(_ reactor: AnyObject?, of owner: AnyObject) -> Int {
    let slot = slot(of: owner)
    slot.reactor = reactor
    slot.generation += 1
    return slot.generation
  }

  private static func existingSlot(of owner: AnyObject) -> ReactorSlot? {
    if let view = owner as? HeadlessView { return view.reactorSlot }
    if let controller = owner as? ViewController { return controller.reactorSlot }
    guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    return entry.slot
  }

  private static func slot(of owner: AnyObject) -> ReactorSlot {
    if let existing = existingSlot(of: owner) { return existing }
    let slot = ReactorSlot()
    if let view = owner as? HeadlessView {
      view.reactorSlot = slot
    } else if let controller = owner as? ViewController {
      controller.reactorSlot = slot
    } else {
      if table.count >= pruneAt {
        // Pruning on every write made n first assignments cost O(n²).
        table = table.filter { $0.value.owner != nil }
        pruneAt = max(64, table.count * 2)
        pruneCount += 1
      }
      table[ObjectIdentifier(owner)] = Entry(owner: owner, slot: slot)
    }
    return slot
  }
}
