import Foundation

/// A file with `contents` in a fresh temporary directory.
func temporaryFile(_ contents: String) throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("restaurants-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let file = directory.appendingPathComponent("restaurants.json")
  try contents.write(to: file, atomically: true, encoding: .utf8)
  return file
}
