import Platform

extension ObservableType {
  /// Groups the elements by the key `keySelector` returns: emits a
  /// ``GroupedObservable`` the first time a key is seen, then sends every
  /// element with that key to its group.
  ///
  /// A group emits only the elements that arrive while it is subscribed
  /// (subscribe as soon as it is received). Completion and errors of the
  /// source, and errors thrown by `keySelector`, are sent to every group and
  /// then to the result; a thrown error also disposes the source
  /// subscription. As in RxSwift, disposing the result keeps the source
  /// subscribed while any group is still subscribed to.
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Producer { sink in
      let refCount = RefCountedSubscription()
      sink.subscription.add(refCount.outerHold())
      // The group of each key seen; `nil` once the source ended. Touched only
      // on the source's event path, which never overlaps itself (the Rx
      // grammar), so no lock: the key's `Hashable` is user code and runs
      // with none held.
      var groups: [Key: PublishSubject<Element>]? = [:]

      let upstream = SinkDisposer()
      refCount.resources.add(upstream)

      // Ends every group, then the result.
      func stop(_ event: Event<GroupedObservable<Key, Element>>) {
        guard let ended = groups else { return }
        groups = nil
        for group in ended.values {
          switch event {
          case .error(let error): group.on(.error(error))
          default: group.on(.completed)
          }
        }
        sink.on(event)
      }

      // Source events never overlap (the Rx grammar), so a group is created
      // and announced before its first element is sent.
      source.run(
        { event in
          switch event {
          case .next(let element):
            let key: Key
            do {
              key = try keySelector(element)
            } catch {
              stop(.error(error))
              upstream.dispose()
              return
            }
            guard groups != nil else { return }
            let group: PublishSubject<Element>
            if let existing = groups?[key] {
              group = existing
            } else {
              group = PublishSubject<Element>()
              groups?[key] = group
              let grouped = GroupedObservable(
                key: key, source: RefCountedObservable(source: group, refCount: refCount))
              sink.on(.next(grouped))
            }
            group.on(.next(element))
          case .error(let error):
            stop(.error(error))
          case .completed:
            stop(.completed)
          }
        }, upstream)
    }
  }
}
