/// `body` as a closure of its other arguments that receives `object`, held
/// weakly, first: once `object` is freed, calls do nothing (the
/// `subscribe(with:…)` family's rule). A `nil` body makes a closure that
/// does nothing, so that a handler left out still counts as given (an
/// error then ends the subscription quietly, as in RxSwift).
func unretained<Object: AnyObject, each Argument>(
  _ object: Object, _ body: ((Object, repeat each Argument) -> Void)?
) -> (repeat each Argument) -> Void {
  { [weak object] (argument: repeat each Argument) in
    guard let object else { return }
    body?(object, repeat each argument)
  }
}
