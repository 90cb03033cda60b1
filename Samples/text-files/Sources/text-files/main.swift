// The text-files sample: real .txt files of a directory in an animated
// collection.
import Foundation
import SampleSupport
import TextFilesSample

exit(SampleRunner.main(TextFilesApp.self))
