// The Swift source of recorded sessions (`Recording.testStoreSource`),
// kept in a module of its own so that an app or a sample can write tests
// without linking XCTest.
@_exported import ReactorTestSource
