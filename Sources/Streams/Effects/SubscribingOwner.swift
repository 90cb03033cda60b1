/// The owner of streams (``CancellationScope/owner``) an operator was
/// subscribed under, for the operators that make or subscribe streams later,
/// when an element or an error arrives (`flatMap`, `flatMapLatest`,
/// `flatMapFirst`, `concatMap`, `catch`): their closures run with it, so
/// that a `cancellable` stream they make belongs to the scope their chain
/// belongs to, whichever thread (a timer's, another reactor's delivery)
/// brings the element.
///
/// Holds the owner strongly (a reactor's storage, not the reactor) for as
/// long as the operator's subscription lives.
@usableFromInline
struct SubscribingOwner {
  private let owner: AnyObject?

  /// The owner of the thread's current call.
  init() { owner = CancellationScope.owner.current }

  /// Runs `body` with this owner as the thread's, unless it already is.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    if CancellationScope.owner.current === owner { return try body() }
    return try CancellationScope.owner.with(owner, body)
  }
}
