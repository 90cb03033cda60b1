// The sectioned-list sample: two sections with headers and footers, and
// the selected item shown on the screen.
import Foundation
import SampleSupport
import SectionedListSample

exit(SampleRunner.main(SectionedListApp.self))
