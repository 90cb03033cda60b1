import Platform

extension ObservableType {
  /// Mirrors whichever of this sequence and `right` emits first (an element,
  /// an error or completion); the other is disposed at that moment.
  ///
  /// This sequence is subscribed before `right`.
  public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element>
  where O2.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }
}

extension Observable {
  /// Mirrors whichever of `sequence` emits first (an element, an error or
  /// completion); all others are disposed at that moment.
  ///
  /// Sources are subscribed in order; an empty collection never emits.
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    let sources = Array(sequence)
    return Producer { sink in
      let output = SerialSink(sink)
      let subscriptions = sources.map { _ in sink.upstream() }
      let lock = Lock()
      // Guarded by `lock`: the index of the source that emitted first.
      var winner: Int?
      for (index, source) in sources.enumerated() {
        source.run(
          { event in
            let (isWinner, decided): (Bool, Bool) = lock.withLock {
              if winner == nil {
                winner = index
                return (true, true)
              }
              return (winner == index, false)
            }
            guard isWinner else { return }
            if decided {
              for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
              }
            }
            output.on(event)
          }, subscriptions[index])
      }
    }
  }
}
