/// What a ``ReplaySubject`` replays: the last `capacity` delivered elements,
/// or all of them when `capacity` is `nil`.
struct ReplayBuffer<Element>: SubjectReplayBuffer {
  private let capacity: Int?
  private var elements: [Element] = []
  private var head = 0

  init(capacity: Int?) { self.capacity = capacity }

  mutating func record(_ element: Element) {
    guard let capacity else {
      elements.append(element)
      return
    }
    guard capacity > 0 else { return }
    if elements.count < capacity {
      elements.append(element)
    } else {
      elements[head] = element
      head = (head + 1) % capacity
    }
  }

  func replay(to observer: (Event<Element>) -> Void) {
    for index in 0..<elements.count {
      observer(.next(elements[(head + index) % elements.count]))
    }
  }
}
