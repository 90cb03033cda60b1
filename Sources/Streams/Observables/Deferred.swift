extension Observable {
  /// Creates a fresh sequence for every subscription by calling `factory`;
  /// an error thrown by `factory` becomes the sequence's error.
  public static func deferred(
    _ factory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    let madeIn = SubscribingOwner()
    return Producer { sink in
      // Subscribed late (after a delay, by a `concat`), `factory` still runs
      // in the scope of the reactor that made this (see `SubscribingOwner`).
      let owner = madeIn.orCurrent()
      let entered = owner.enter()
      defer { owner.leave(entered) }
      let source: Observable<Element>
      do {
        source = try factory()
      } catch {
        sink.on(.error(error))
        return
      }
      source.run(sink.on, sink.upstream())
    }
  }
}
