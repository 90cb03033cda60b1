/// Where a ``View``'s reactor lives: a slot in the view or controller
/// itself when it is one of ours, otherwise a side table keyed by object
/// identity (pruned of freed owners on every write).
final class ReactorStorageSlot {
  var reactor: AnyObject?
  var generation = 0
}

@MainActor
enum ReactorSlots {
  private struct Entry {
    weak var owner: AnyObject?
    let slot: ReactorStorageSlot
  }
  private static var table: [ObjectIdentifier: Entry] = [:]

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

  private static func existingSlot(of owner: AnyObject) -> ReactorStorageSlot? {
    if let view = owner as? HeadlessView { return view.reactorStorage }
    if let controller = owner as? ViewController { return controller.reactorStorage }
    guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    return entry.slot
  }

  private static func slot(of owner: AnyObject) -> ReactorStorageSlot {
    if let existing = existingSlot(of: owner) { return existing }
    let slot = ReactorStorageSlot()
    if let view = owner as? HeadlessView {
      view.reactorStorage = slot
    } else if let controller = owner as? ViewController {
      controller.reactorStorage = slot
    } else {
      table = table.filter { $0.value.owner != nil }
      table[ObjectIdentifier(owner)] = Entry(owner: owner, slot: slot)
    }
    return slot
  }
}
