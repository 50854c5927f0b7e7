// One regression test per method shape: each double below infers its spies with
// `Spy(of: Type.method)` or `Spy(self.method)`. Before the arity-specific forms, the closure and
// variadic shapes crashed Swift 6.3 (signal 11) while compiling this file; now it compiles and
// every spy has the types the method has (checked by the explicit type annotations).
import Doubles
import Foundation
import Matchers
import XCTest

// MARK: Shapes app code has

protocol Refreshing {
    func refresh(completion: @escaping (Result<Int, StoreError>) -> Void)
    func load(id: String, completion: @escaping @Sendable (String?) -> Void)
    func upload(_ data: Data, progress: @escaping (Double) -> Void, completion: @escaping (Bool) -> Void)
    func sum(_ values: Int...) -> Int
    func log(_ level: Int, _ parts: String...)
    func fetch() async throws -> [String]
    func parse(_ raw: String) throws(ParseError) -> Int
    func wait(seconds: Double) async
    func transform(_ body: @escaping @Sendable (Int) async throws -> String) async throws -> String
}

enum ParseError: Error, Equatable {
    case empty
}

final class RefreshingMock: Refreshing, @unchecked Sendable {
    struct Spies {
        let refresh: Spy<(Result<Int, StoreError>) -> Void, Void> = Spy(of: RefreshingMock.refresh(completion:))
        let load: Spy<String, @Sendable (String?) -> Void, Void> = Spy(of: RefreshingMock.load(id:completion:))
        let upload = Spy(of: RefreshingMock.upload(_:progress:completion:))
        let sum: Spy<[Int], Int> = Spy(of: RefreshingMock.sum(_:))
        let log: Spy<Int, [String], Void> = Spy(of: RefreshingMock.log(_:_:))
        let fetch: Spy<[String]> = Spy(of: RefreshingMock.fetch)
        let parse: Spy<String, Int> = Spy(of: RefreshingMock.parse(_:))
        let wait: Spy<Double, Void> = Spy(of: RefreshingMock.wait(seconds:))
        let transform = Spy(of: RefreshingMock.transform(_:))
    }

    let spies = Spies()

    func refresh(completion: @escaping (Result<Int, StoreError>) -> Void) { spies.refresh.call(completion) }
    func load(id: String, completion: @escaping @Sendable (String?) -> Void) { spies.load.call(id, completion) }
    func upload(_ data: Data, progress: @escaping (Double) -> Void, completion: @escaping (Bool) -> Void) {
        spies.upload.call(data, progress, completion)
    }
    func sum(_ values: Int...) -> Int { spies.sum.call(values) }
    func log(_ level: Int, _ parts: String...) { spies.log.call(level, parts) }
    func fetch() async throws -> [String] { try await spies.fetch.callThrowing() }
    func parse(_ raw: String) throws(ParseError) -> Int {
        do { return try spies.parse.callThrowing(raw) } catch let error as ParseError { throw error } catch { return 0 }
    }
    func wait(seconds: Double) async { await spies.wait.call(seconds) }
    func transform(_ body: @escaping @Sendable (Int) async throws -> String) async throws -> String {
        try await spies.transform.callThrowing(body)
    }
}

/// Overloads that differ by label or by type: the label picks one; a type needs `as`.
final class OverloadsMock {
    struct Spies {
        let findByID = Spy(of: OverloadsMock.find(id:))
        let findByName = Spy(of: OverloadsMock.find(name:))
        let sendInt = Spy(of: OverloadsMock.send(_:) as (OverloadsMock) -> (Int) -> Bool)
        let sendText = Spy(of: OverloadsMock.send(_:) as (OverloadsMock) -> (String) -> Bool)
        /// A generic method: pick the type the double answers for (or use AnySpy for all).
        let decodeInt = Spy(of: OverloadsMock.decode(_:as:) as (OverloadsMock) -> (String, Int.Type) throws -> Int)
    }

    let spies = Spies()

    func find(id: Int) -> String { spies.findByID.call(id) }
    func find(name: String) -> String { spies.findByName.call(name) }
    func send(_ value: Int) -> Bool { spies.sendInt.call(value) }
    func send(_ value: String) -> Bool { spies.sendText.call(value) }
    func decode<T>(_ raw: String, as type: T.Type) throws -> T { fatalError("stubbed per type below") }
}

/// A delegate protocol (class-bound, `weak var delegate`), its double on the main actor.
@MainActor
protocol DownloadDelegate: AnyObject {
    func download(_ id: Int, didProgress fraction: Double)
    func downloadDidFinish(_ id: Int, data: @escaping @Sendable () -> Data)
}

@MainActor
final class DownloadDelegateMock: DownloadDelegate {
    struct Spies {
        let didProgress = Spy(of: DownloadDelegateMock.download(_:didProgress:))
        let didFinish = Spy(of: DownloadDelegateMock.downloadDidFinish(_:data:))
    }

    let spies = Spies()

    func download(_ id: Int, didProgress fraction: Double) { spies.didProgress.call(id, fraction) }
    func downloadDidFinish(_ id: Int, data: @escaping @Sendable () -> Data) { spies.didFinish.call(id, data) }
}

/// A generic repository: the double is generic too.
protocol Repository<Item> {
    associatedtype Item
    func save(_ item: Item, completion: @escaping (Bool) -> Void)
    func all() async throws -> [Item]
}

final class RepositoryMock<Item>: Repository {
    struct Spies {
        let save = Spy(of: RepositoryMock<Item>.save(_:completion:))
        let all = Spy(of: RepositoryMock<Item>.all)
    }

    let spies = Spies()

    func save(_ item: Item, completion: @escaping (Bool) -> Void) { spies.save.call(item, completion) }
    func all() async throws -> [Item] { try await spies.all.callThrowing() }
}

/// An actor's double: the spies are `Sendable` state of the actor.
protocol Counter: Actor {
    func add(_ amount: Int, then: @escaping @Sendable (Int) -> Void) async
}

actor CounterMock: Counter {
    struct Spies: Sendable {
        let add = Spy(of: CounterMock.add(_:then:))
    }

    nonisolated let spies = Spies()

    func add(_ amount: Int, then: @escaping @Sendable (Int) -> Void) async { await spies.add.call(amount, then) }
}

/// A non-escaping closure parameter: `Spy(of:)` infers an escaping closure, which the double
/// cannot pass on (the compiler refuses); it records the other arguments and calls the closure.
final class VisitorMock {
    struct Spies {
        let inferred: Spy<(Int) -> Void, Void> = Spy(of: VisitorMock.visit(_:))
        let visit = Spy<Void>(owner: "VisitorMock")
    }

    let spies = Spies()

    func visit(_ body: (Int) -> Void) {
        spies.visit.call()
        body(1)
    }
}

/// Moxture's applied form, with a closure parameter.
final class LazyRefreshingMock {
    lazy var refreshSpy = Spy(self.refresh(completion:))
    lazy var sumSpy = Spy(self.sum(_:))

    func refresh(completion: @escaping (Int) -> Void) { refreshSpy.call(completion) }
    func sum(_ values: Int...) -> Int { sumSpy.call(values) }
}

// MARK: Tests

final class SpyInferenceShapeTests: XCTestCase {
    func testACompletionHandlerIsRecordedAndCalledByTheStub() {
        let mock = RefreshingMock()
        mock.spies.refresh.answers { completion in completion(.success(7)) }
        var received: Result<Int, StoreError>?
        mock.refresh { received = $0 }
        XCTAssertEqual(received, .success(7))
        XCTAssertEqual(mock.spies.refresh.callCount, 1)
        XCTAssertEqual(mock.spies.refresh.name, "RefreshingMock.refresh(completion:)")
    }

    func testLabelledSendableAndSeveralClosureParameters() {
        let mock = RefreshingMock()
        mock.spies.load.answers { id, completion in completion(id.uppercased()) }
        mock.spies.upload.answers { data, progress, completion in
            progress(0.5)
            completion(data.count == 2)
        }
        let loaded = Locked<String?>(nil)
        mock.load(id: "ab") { value in loaded.set(value) }
        var progress: [Double] = []
        var finished: Bool?
        mock.upload(Data([1, 2]), progress: { progress.append($0) }, completion: { finished = $0 })
        XCTAssertEqual(loaded.value, "AB")
        XCTAssertEqual(progress, [0.5])
        XCTAssertEqual(finished, true)
        XCTAssertEqual(mock.spies.load.last?.0, "ab")
    }

    func testVariadicsAreRecordedAsArrays() {
        let mock = RefreshingMock()
        mock.spies.sum.answers { $0.reduce(0, +) }
        XCTAssertEqual(mock.sum(1, 2, 3), 6)
        mock.log(2, "a", "b")
        XCTAssertEqual(mock.spies.sum.last, [1, 2, 3])
        XCTAssertEqual(mock.spies.log.last?.1, ["a", "b"])
        let lazy = LazyRefreshingMock()
        lazy.sumSpy.returns(9)
        XCTAssertEqual(lazy.sum(4, 5), 9)
        XCTAssertEqual(lazy.sumSpy.last, [4, 5])
    }

    func testAsyncThrowsAndTypedThrows() async throws {
        let mock = RefreshingMock()
        mock.spies.fetch.returns(["a"])
        mock.spies.parse.throws(ParseError.empty)
        let fetched = try await mock.fetch()
        XCTAssertEqual(fetched, ["a"])
        XCTAssertThrowsError(try mock.parse("")) { XCTAssertEqual($0 as? ParseError, .empty) }
        await mock.wait(seconds: 1)
        XCTAssertEqual(mock.spies.wait.calls, [1])
        mock.spies.transform.answers { (body: @escaping @Sendable (Int) async throws -> String) async throws -> String in
            try await body(3)
        }
        let transformed = try await mock.transform { "\($0)" }
        XCTAssertEqual(transformed, "3")
    }

    func testOverloadsAndGenericMethods() throws {
        let mock = OverloadsMock()
        mock.spies.findByID.returns("by id")
        mock.spies.findByName.returns("by name")
        mock.spies.sendInt.returns(true)
        mock.spies.sendText.returns(false)
        XCTAssertEqual(mock.find(id: 1), "by id")
        XCTAssertEqual(mock.find(name: "x"), "by name")
        XCTAssertTrue(mock.send(1))
        XCTAssertFalse(mock.send("1"))
        mock.spies.decodeInt.returns(4)
        XCTAssertEqual(try mock.spies.decodeInt.callThrowing("4", Int.self), 4)
    }

    @MainActor
    func testAMainActorDelegate() {
        let delegate = DownloadDelegateMock()
        delegate.download(1, didProgress: 0.25)
        delegate.downloadDidFinish(1) { Data([7]) }
        XCTAssertEqual(delegate.spies.didProgress.last?.1, 0.25)
        XCTAssertEqual(delegate.spies.didFinish.last?.1(), Data([7]))
    }

    func testAGenericRepository() async throws {
        let repository = RepositoryMock<String>()
        repository.spies.save.answers { _, completion in completion(true) }
        repository.spies.all.returns(["saved"])
        var saved: Bool?
        repository.save("x") { saved = $0 }
        let all = try await repository.all()
        XCTAssertEqual(saved, true)
        XCTAssertEqual(all, ["saved"])
        XCTAssertEqual(repository.spies.save.last?.0, "x")
        XCTAssertEqual(repository.spies.save.name, "RepositoryMock<String>.save(_:completion:)")
    }

    func testANonEscapingClosureIsCalledByTheDouble() {
        let visitor = VisitorMock()
        var visited: [Int] = []
        visitor.visit { visited.append($0) }
        XCTAssertEqual(visited, [1])
        XCTAssertEqual(visitor.spies.visit.callCount, 1)
        XCTAssertEqual(visitor.spies.inferred.callCount, 0)
    }

    func testAnActor() async {
        let counter = CounterMock()
        counter.spies.add.answers { amount, then in then(amount * 2) }
        let result = Locked<String?>(nil)
        await counter.add(21) { result.set("\($0)") }
        XCTAssertEqual(result.value, "42")
    }
}

/// A value the closures above may set from a `@Sendable` closure.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
