// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/SharedState.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

final class MailboxReactor: Reactor {
  struct Message: Equatable {
    var subject: String
    var isRead: Bool
  }

  enum Action { case receive(Message) }
  enum Mutation { case append(Message), setSettings(AppSettings) }
  struct State: Equatable {
    var messages: [Message] = []
    var settings: AppSettings

    var visibleSubjects: [String] {
      messages.filter { !settings.showsUnreadOnly || !$0.isRead }.map(\.subject)
    }
  }

  let settings: Shared<AppSettings>
  let initialState: State

  init(settings: Shared<AppSettings>) {
    self.settings = settings
    initialState = State(settings: settings.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .receive(let message): return .just(.append(message))
    }
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(settings, as: Mutation.setSettings)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .append(let message): state.messages.append(message)
    case .setSettings(let settings): state.settings = settings
    }
    return state
  }
}
