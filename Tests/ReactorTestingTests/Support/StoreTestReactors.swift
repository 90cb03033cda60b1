import ReactorCore
import ReactorTesting
import Streams

// Sample reactors for the `TestStore` tests (the README's `CounterReactor`
// is Tests/ReadmeTests/CounterReactor.swift, linked into Support/).

/// Every action's mutations arrive synchronously: `reload` produces two
/// states (loading, then loaded), the others one or none.
final class ListReactor: Reactor {
  enum Action {
    case reload
    case rename(String)
    case refreshQuietly
    case doNothing
  }

  enum Mutation {
    case setLoading(Bool)
    case setItems([String])
    case setTitle(String)
  }

  struct State: Equatable {
    var title = "Inbox"
    var items: [String] = []
    var isLoading = false
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .reload:
      return .concat(.just(.setLoading(true)), .just(.setItems(["a", "b"])))
    case .rename(let title):
      return .just(.setTitle(title))
    case .refreshQuietly:
      // A mutation that leaves the state as it was.
      return .just(.setLoading(false))
    case .doNothing:
      return .empty()
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setLoading(let isLoading):
      state.isLoading = isLoading
    case .setItems(let items):
      state.items = items
      state.isLoading = false
    case .setTitle(let title):
      state.title = title
    }
    return state
  }
}

/// A state with nested structs, enums with payloads, optionals, arrays and
/// dictionaries, to check how failures print them.
final class ProfileReactor: Reactor {
  struct Address: Equatable {
    var city: String
    var zip: String?
  }

  struct User: Equatable {
    var name: String
    var address: Address
  }

  enum Mode: Equatable {
    case viewing
    case editing(field: String)
    case failed(String)
    case moved(from: Int, to: Int)
  }

  enum Action {
    case setName(String)
    case setCity(String)
    case setZip(String?)
    case addTag(String)
    case setScore(String, Int)
    case setMode(Mode)
  }

  typealias Mutation = Action

  struct State: Equatable {
    var user = User(name: "Ada", address: Address(city: "London", zip: nil))
    var tags: [String] = ["math"]
    var scores: [String: Int] = ["b": 2, "a": 1]
    var mode: Mode = .viewing
  }

  let initialState = State()

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setName(let name): state.user.name = name
    case .setCity(let city): state.user.address.city = city
    case .setZip(let zip): state.user.address.zip = zip
    case .addTag(let tag): state.tags.append(tag)
    case .setScore(let key, let score): state.scores[key] = score
    case .setMode(let mode): state.mode = mode
    }
    return state
  }
}

/// A reactor with a `@Pulse` field: saving shows a message, even the same
/// one twice.
final class MessageReactor: Reactor {
  enum Action {
    case save
    case rename(String)
  }

  typealias Mutation = Action

  struct State: Equatable {
    var name = "draft"
    @Pulse var message: String?
  }

  let initialState = State(message: nil)

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .save: state.message = "Saved \(state.name)"
    case .rename(let name): state.name = name
    }
    return state
  }
}

/// How a `TestStore`'s messages show the README counter's states after an
/// increase from zero: loading, then counted.
enum CounterStates {
  /// The message when `send(.decrease)` from zero was expected to make the
  /// value 1.
  static let decreaseExpectedToMakeOne = """
    State does not match the state after send(.decrease): (− expected, + actual)

      CounterReactor.State(
    −   value: 1,
    +   value: -1,
        isLoading: false,
        alertMessage: nil
      )
    """

  static let loadingAtOne = """
    CounterReactor.State(
      value: 1,
      isLoading: true,
      alertMessage: nil
    )
    """

  static let countedToOne = """
    CounterReactor.State(
      value: 1,
      isLoading: false,
      alertMessage: nil
    )
    """
}

/// Sends `reload` to `store`, asserting both of its states (loading, then
/// the two items): the `send(_:states:)` scenario that both frameworks run.
func sendReloadAssertingBothStates(
  to store: TestStore<ListReactor>, file: StaticString = #filePath, line: UInt = #line
) {
  store.send(
    .reload,
    states: { $0.isLoading = true },
    {
      $0.isLoading = false
      $0.items = ["a", "b"]
    }, filePath: file, line: line)
}

/// The store's message when `send(.save)` to a `MessageReactor` was
/// expected to show `expected` where the state shows "Saved draft".
func saveMismatchMessage(expected: String) -> String {
  """
  State does not match the state after send(.save): (− expected, + actual)

    MessageReactor.State(
      name: "draft",
  −   message: "\(expected)"
  +   message: "Saved draft"
    )
  """
}

/// The README's counter test, which both frameworks run: an increase
/// shows loading, counts after a second and stops loading; a decrease
/// counts down at once; nothing is left.
func increaseThenDecrease(
  _ store: TestStore<CounterReactor>, file: StaticString = #filePath, line: UInt = #line
) {
  store.send(.increase, assert: { $0.isLoading = true }, filePath: file, line: line)
  store.advance(by: .seconds(1))
  store.receive({ $0.value = 1 }, filePath: file, line: line)
  store.receive({ $0.isLoading = false }, filePath: file, line: line)
  store.send(.decrease, assert: { $0.value = 0 }, filePath: file, line: line)
  store.finish(filePath: file, line: line)
}
