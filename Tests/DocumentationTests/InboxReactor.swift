// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/EffectsAndCancellation.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

/// The number of unread messages on a mail server, as a request.
protocol InboxService: Sendable {
  func unreadCount() -> Single<Int>
}

final class InboxReactor: Reactor {
  enum Action {
    case startPolling
    case refresh
    case showBanner(String)
    case leave
  }
  enum Mutation {
    case setUnread(Int)
    case setBanner(String?)
  }
  struct State: Equatable {
    var unread = 0
    var banner: String?
  }
  enum CancelID: Hashable, Sendable { case poll, refresh, banner }

  let initialState = State()
  let service: any InboxService
  let scheduler: SchedulerType

  init(service: any InboxService, scheduler: SchedulerType = MainScheduler.instance) {
    self.service = service
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .startPolling:
      // Every 30 seconds; starting again restarts the timer.
      return Observable<Int>.interval(.seconds(30), scheduler: scheduler)
        .flatMapLatest { [service] _ in service.unreadCount() }
        .map { .setUnread($0) }
        .cancellable(id: CancelID.poll, cancelInFlight: true)
    case .refresh:
      // One request at a time: a new refresh replaces the one in flight.
      return service.unreadCount().asObservable()
        .map { .setUnread($0) }
        .cancellable(id: CancelID.refresh, cancelInFlight: true)
    case .showBanner(let text):
      // Hidden 3 seconds after the latest banner was shown.
      return .concat(
        .just(.setBanner(text)),
        Observable.just(.setBanner(nil)).delay(.seconds(3), scheduler: scheduler)
          .cancellable(id: CancelID.banner, cancelInFlight: true))
    case .leave:
      // The screen goes away: stop the three.
      return .cancel(ids: [CancelID.poll, CancelID.refresh, CancelID.banner])
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setUnread(let count): state.unread = count
    case .setBanner(let text): state.banner = text
    }
    return state
  }
}
