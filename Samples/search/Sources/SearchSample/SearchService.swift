import HeadlessReactor

/// Searches something, a page at a time.
public protocol SearchServiceProtocol {
  /// How many results a full page has; a shorter page is the last one.
  var pageSize: Int { get }
  /// Page `page` (from 0) of the results for `query`.
  func search(query: String, page: Int) -> Single<[String]>
}

/// Searches ``Corpus`` in-process (case-insensitive substring match), each
/// request answering after a delay on a scheduler, as a server would.
///
/// Threading: results arrive on `scheduler`; a request disposed before
/// its delay has passed never answers.
public final class SearchService: SearchServiceProtocol {
  /// How many results a page has.
  public let pageSize: Int
  private let corpus: [String]
  private let delay: (String, Int) -> RxTimeInterval
  private let scheduler: SchedulerType

  /// Creates a service over `corpus` answering each request after
  /// `delay(query, page)` on `scheduler`.
  public init(
    corpus: [String] = Corpus.entries, pageSize: Int = 10,
    scheduler: SchedulerType = MainScheduler.instance,
    delay: @escaping (String, Int) -> RxTimeInterval = { _, _ in .milliseconds(100) }
  ) {
    self.corpus = corpus
    self.pageSize = pageSize
    self.scheduler = scheduler
    self.delay = delay
  }

  /// Creates a service whose every request takes `delay`.
  public convenience init(
    corpus: [String] = Corpus.entries, pageSize: Int = 10, delay: RxTimeInterval,
    scheduler: SchedulerType
  ) {
    self.init(corpus: corpus, pageSize: pageSize, scheduler: scheduler, delay: { _, _ in delay })
  }

  /// The entries containing `query`, page `page`, after the delay.
  public func search(query: String, page: Int) -> Single<[String]> {
    let needle = query.lowercased()
    let matches = corpus.filter { $0.lowercased().contains(needle) }
    let start = min(page * pageSize, matches.count)
    let items = Array(matches[start..<min(start + pageSize, matches.count)])
    // A timer rather than `delay`: a timer is due exactly that long after,
    // also on a virtual-time scheduler with millisecond ticks.
    return Observable<Int>.timer(delay(query, page), scheduler: scheduler).map { _ in items }
      .asSingle()
  }
}
