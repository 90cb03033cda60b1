// The config sample: a settings table of enum sections and items, each
// item shown by its own cell type.
import ConfigSample
import Foundation
import SampleSupport

exit(SampleRunner.main(ConfigApp.self))
