// swift-format-ignore-file
// A code block of the StreamsForRxSwiftUsers article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import Streams

struct Profile: Equatable {
  var name: String
}

protocol ProfileService {
  func profile(id: Int) -> Single<Profile>
}

final class ProfileViewModel {
  let reload = PublishRelay<Void>()
  let name: Driver<String>

  init(service: ProfileService, id: Int) {
    name = reload
      .flatMapFirst { service.profile(id: id).asObservable() }   // taps while loading are ignored
      .map(\.name)
      .asDriver(onErrorJustReturn: "unavailable")              // main thread, shared, never fails
  }
}

func showProfile(of model: ProfileViewModel, disposeBag: DisposeBag) {
  model.name
    .drive(onNext: { print("name:", $0) })
    .disposed(by: disposeBag)
}

func loadName(service: ProfileService) async throws -> String {
  try await service.profile(id: 1).value.name                   // a Single, awaited
}
