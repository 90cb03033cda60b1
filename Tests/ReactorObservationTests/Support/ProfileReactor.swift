import Foundation
import ReactorCore
import ReactorObservation
import Streams

/// A field that is not `Equatable`.
struct Avatar {
  var pixels: [UInt8]
}

/// A reactor with five fields, one of them not `Equatable`.
final class ProfileReactor: Reactor {
  enum Action: BindableAction {
    case rename(String)
    case birthday
    case toggle
    case tag(String)
    case setAvatar([UInt8])
    case binding(BindingAction<State>)
  }

  enum Mutation {
    case rename(String)
    case birthday
    case toggle
    case tag(String)
    case setAvatar([UInt8])
    case write(BindingAction<State>)
  }

  struct State {
    var name = "Ann"
    var age = 30
    var isOn = false
    var tags: [String] = []
    var avatar = Avatar(pixels: [])
  }

  let initialState: State

  init(initialState: State = State()) {
    self.initialState = initialState
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .rename(let name): return .just(.rename(name))
    case .birthday: return .just(.birthday)
    case .toggle: return .just(.toggle)
    case .tag(let tag): return .just(.tag(tag))
    case .setAvatar(let pixels): return .just(.setAvatar(pixels))
    case .binding(let write): return .just(.write(write))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .rename(let name): state.name = name
    case .birthday: state.age += 1
    case .toggle: state.isOn.toggle()
    case .tag(let tag): state.tags.append(tag)
    case .setAvatar(let pixels): state.avatar = Avatar(pixels: pixels)
    case .write(let write): write.apply(to: &state)
    }
    return state
  }
}
