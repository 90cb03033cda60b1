// The text-files sample: real .txt files of a directory in an animated
// collection.
import Foundation
import SampleSupport
import TextFilesSample

// Ctrl-C removes the temporary directory too.
exit(SampleRunner.main(TextFilesApp.self, handlesInterrupt: true))
