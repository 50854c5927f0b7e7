/// Requirements and parameters named like the double's own members or the names it gives a `_`
/// parameter, twins that differ only by `async`, and parameters passed `borrowing` or
/// `consuming`: their doubles must compile.
// @mockable
protocol Session {
    func reset()
    static var spies: Int { get }
    var staticSpies: String { get }
    func load() async -> Int
    func load() -> Int
    func keep(_ token: borrowing String, _ count: consuming Int)
    func configure(spies: Int) -> Int
    static func make(staticSpies: Int) -> Int
    func pair(_: Int, argument0: Int) -> Int
    func size(Int: Int) -> Int
    func count(speckitUnstubbed: Int) -> Int
}

/// A main-actor protocol with a static requirement: its double's static spies are read from any
/// context, as those of other doubles are.
// @mockable
@MainActor
protocol Theme {
    static func apply(_ name: String)
}

#if DEBUG
/// Only in debug builds: its double is generated under the same condition, so a release build
/// compiles without it.
// @mockable
protocol DebugMenu {
    func open()
}
#else
/// Only in release builds.
// @mockable
protocol ReleaseBanner {
    func show()
}
#endif

/// Named like a type of Foundation, which the generated file imports for another protocol
/// (Storage's): the double names it through its module.
// @mockable
protocol FileManager {
    func fileExists(atPath path: String) -> Bool
}

/// What a request answers.
protocol Request {
    associatedtype Response
}

/// A generic method whose `where` clause has a same-type requirement.
// @mockable
protocol Requesting {
    func execute<T: Request, V>(request: T) async throws -> V where T.Response == V
}

/// Static members answering `Self`: unstubbed, they answer a new double.
// @mockable
protocol Composing {
    static var empty: Self { get }
    static func joined(_ first: Self, _ second: Self) -> Self
}

/// A main-actor protocol with async requirements, as view models' services have.
// @mockable
@MainActor
protocol Feed {
    var unread: Int { get async }
    func refresh() async -> Int
    func latest(after id: String) async throws -> String
    static func count() async -> Int
    func copy() async -> Self
}
