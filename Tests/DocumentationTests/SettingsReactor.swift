// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/SharedState.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

struct AppSettings: Equatable, Sendable {
  var showsUnreadOnly = false
  var signature = ""
}

final class SettingsReactor: Reactor {
  enum Action { case toggleUnreadOnly, setSignature(String) }
  enum Mutation { case setSettings(AppSettings) }
  struct State: Equatable { var settings: AppSettings }

  let settings: Shared<AppSettings>
  let initialState: State

  init(settings: Shared<AppSettings>) {
    self.settings = settings
    initialState = State(settings: settings.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .toggleUnreadOnly: settings.withLock { $0.showsUnreadOnly.toggle() }
    case .setSignature(let signature): settings.withLock { $0.signature = signature }
    }
    return .empty()  // the change arrives through transform(mutation:)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(settings, as: Mutation.setSettings)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .setSettings(let settings): return State(settings: settings)
    }
  }
}
