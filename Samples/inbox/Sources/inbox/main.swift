// The inbox sample: navigation as state, with settings shared between
// screens.
import Foundation
import InboxSample
import SampleSupport

exit(SampleRunner.main(InboxApp.self))
