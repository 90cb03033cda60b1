// swift-format-ignore-file
// A code block of the StreamsForRxSwiftUsers article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import Foundation
import Streams

final class SearchViewModel {
  let query = PublishSubject<String>()
  let disposeBag = DisposeBag()

  init(search: @escaping (String) -> Observable<[String]>) {
    query
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .distinctUntilChanged()
      .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
      .flatMapLatest { text in search(text) }     // cancels the previous search
      .subscribe(onNext: { results in print(results) })
      .disposed(by: disposeBag)
  }
}
