extension ObservableType {
  /// Emits the last `count` elements when the source completes, then
  /// completes; an error is forwarded and the buffered elements dropped. A
  /// negative `count` takes none, as `take` does (RxSwift stops the program
  /// there).
  public func takeLast(_ count: Int) -> Observable<Element> {
    let count = max(count, 0)
    let source = asObservable()
    return Producer { sink in
      var buffer = RingBuffer<Element>(capacity: count)
      source.run(
        { event in
          switch event {
          case .next(let element): buffer.append(element)
          case .error: sink.on(event)
          case .completed:
            // Moved out so that the buffer is not touched while downstream
            // code runs.
            let elements = buffer.drain()
            for element in elements {
              sink.on(.next(element))
              if sink.isDisposed { return }
            }
            sink.on(.completed)
          }
        }, sink.upstream())
    }
  }
}

/// The newest `capacity` elements appended to it.
struct RingBuffer<Element> {
  private let capacity: Int
  private var storage: [Element] = []
  // Index of the oldest element once `storage` is full.
  private var head = 0

  init(capacity: Int) { self.capacity = capacity }

  mutating func append(_ element: Element) {
    guard capacity > 0 else { return }
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[head] = element
      head = (head + 1) % capacity
    }
  }

  /// The elements oldest first, leaving the buffer empty.
  mutating func drain() -> [Element] {
    let elements = Array(storage[head...] + storage[..<head])
    storage = []
    head = 0
    return elements
  }
}
