// The search sample: a debounced, cancelling, paging search over a local
// service.
import Foundation
import SampleSupport
import SearchSample

exit(SampleRunner.main(SearchApp.self))
