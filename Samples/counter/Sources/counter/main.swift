// The counter sample: ReactorKit's counter with a delayed change and a
// loading indicator.
import CounterSample
import Foundation
import SampleSupport

exit(SampleRunner.main(CounterApp.self))
