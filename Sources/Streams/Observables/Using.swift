extension Observable {
  /// A sequence whose subscription owns a resource: `resourceFactory` makes
  /// it at subscription, `observableFactory` makes the sequence from it, and
  /// the resource is disposed when the subscription ends (after the
  /// sequence's own subscription).
  ///
  /// An error thrown by either factory is emitted as the sequence's error;
  /// a resource already made is still disposed.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { sink in
      let source: Observable<Element>
      do {
        let resource = try resourceFactory()
        // Added before the sequence's subscription: resources are disposed
        // newest first.
        sink.subscription.add(resource)
        source = try observableFactory(resource)
      } catch {
        sink.on(.error(error))
        return
      }
      source.run(sink.on, sink.upstream())
    }
  }
}
