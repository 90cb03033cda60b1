import HeadlessReactor
import ReactorTesting
import SampleSupport
import SectionedListSample
import TestSupport
import XCTest

final class SectionedListReactorTests: ScreenTestCase {
  private func makeStore(line: UInt = #line) -> TestStore<SectionedListReactor> {
    TestStore(
      reactor: SectionedListReactor(), scheduler: TestScheduler(initialClock: 0), line: line)
  }

  func test_initialState_holdsTheSeedsSectionsAndNoSelection() {
    let state = SectionedListReactor().initialState
    XCTAssertEqual(state.sections.map(\.sectionType), [.today, .week])
    XCTAssertEqual(state.sections[0].items, (0..<6).map { "today\($0)" })
    XCTAssertEqual(state.sections[1].items, (0..<6).map { "week\($0)" })
    XCTAssertNil(state.selected)
  }

  func test_select_choosesTheItemAtThePath() {
    let store = makeStore()
    store.send(.select(IndexPath(row: 2, section: 0))) { $0.selected = "today2" }
    store.send(.select(IndexPath(row: 3, section: 1))) { $0.selected = "week3" }
    store.finish()
  }

  func test_select_aPathOutsideTheSections_changesNothing() {
    let store = makeStore()
    store.send(.select(IndexPath(row: 6, section: 0)))
    store.send(.select(IndexPath(row: 0, section: 2)))
    store.finish()
  }

  func test_add_appendsTheTrimmedTextToItsSection() {
    let store = makeStore()
    store.send(.add(.week, "week6")) { $0.sections[1].items.append("week6") }
    store.send(.add(.today, "  call mom ")) { $0.sections[0].items.append("call mom") }
    store.send(.select(IndexPath(row: 6, section: 0))) { $0.selected = "call mom" }
    store.finish()
  }

  func test_add_blankTextOrASectionNotShown_isIgnored() {
    let store = makeStore()
    store.send(.add(.today, "   "))
    store.send(.add(.none, "lost"))
    store.finish()
  }

  func test_sectionModel_keepsItsTypeWithOtherItems() {
    let section = SampleSectionItem(sectionType: .week, items: ["a"])
    let copy = SampleSectionItem(original: section, items: ["b", "c"])
    XCTAssertEqual(copy, SampleSectionItem(sectionType: .week, items: ["b", "c"]))
    XCTAssertEqual(copy.footer, "2 items")
    XCTAssertEqual(section.footer, "1 item")
    XCTAssertEqual(SampleSectionItem.sectionType(at: 1), .week)
    XCTAssertEqual(SampleSectionItem.sectionType(at: 7), .none)
  }
}
