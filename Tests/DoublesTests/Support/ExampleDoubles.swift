// Doubles written exactly as a user would write them, compiled in Swift 6 language mode
// with complete strict concurrency (the test target's mode): if these need an annotation
// or produce a warning, so would the users' doubles.
import Doubles
import Foundation

// MARK: The guideline's form: hand-written Stubs and Captures structs

protocol ExampleProtocol {
    var testVar: String { get }
    func doFunction(value: String)
    func returnFunction(number: Int, otherNumber: Int) -> String
}

final class ExampleProtocolMock: ExampleProtocol {
    struct Stubs {
        var testVar = String()
        var returnFunction = String()
    }

    struct Captures {
        struct DoFunction: Equatable {
            let value: String
        }

        struct ReturnFunction: Equatable {
            let number: Int
            let otherNumber: Int
        }

        var doFunction: DoFunction?
        var returnFunction: ReturnFunction?
    }

    var stubs = Stubs()
    var captures = Captures()

    var testVar: String { stubs.testVar }

    func doFunction(value: String) {
        captures.doFunction = .init(value: value)
    }

    func returnFunction(number: Int, otherNumber: Int) -> String {
        captures.returnFunction = .init(number: number, otherNumber: otherNumber)
        return stubs.returnFunction
    }
}

// MARK: The same convention with the building blocks, Sendable

struct Profile: Equatable, Sendable {
    var name: String
    var age: Int
}

extension Profile: Fixture {
    static func fixture(label: String) -> Profile { compose(Profile.init(name:age:), label: label) }
}

enum StoreError: Error, Equatable {
    case offline
}

protocol ProfileStore: Sendable {
    func load(id: String) async throws -> Profile
    func save(_ profile: Profile, overwrite: Bool)
    func count() -> Int
}

final class ProfileStoreMock: ProfileStore {
    struct Stubs {
        let load = Stub<String, Profile>(owner: "ProfileStoreMock")
        let count = Stub<Void, Int>(owner: "ProfileStoreMock")
    }

    struct Captures {
        struct Save: Equatable {
            let profile: Profile
            let overwrite: Bool
        }

        let load = Capture<String>()
        let save = Capture<Save>()
    }

    let stubs = Stubs()
    let captures = Captures()

    func load(id: String) async throws -> Profile {
        captures.load.record(id)
        return try await stubs.load.answerThrowing(id)
    }

    func save(_ profile: Profile, overwrite: Bool) {
        captures.save.record(.init(profile: profile, overwrite: overwrite))
    }

    func count() -> Int {
        stubs.count.answer()
    }
}

// MARK: Type-inferred spies

protocol Printer: Sendable {
    var volume: Int { get set }
    func identifier() -> String
    func print(_ message: String, copies: Int) -> Bool
    func warmUp() async throws
    func status(of job: Int) throws -> String
    func decode<T>(_ raw: String, as type: T.Type) throws -> T
    func reset()
}

/// Spies grouped in a `Spies` struct (a method without parameters has the same name as a
/// property, so spies cannot sit next to the methods they record).
final class PrinterMock: Printer {
    struct Spies {
        let identifier = Spy(of: PrinterMock.identifier)
        let print = Spy(of: PrinterMock.print(_:copies:))
        let warmUp = Spy(of: PrinterMock.warmUp)
        let status = Spy(of: PrinterMock.status(of:))
        let decode = AnySpy(owner: "PrinterMock")
        let reset = Spy(of: PrinterMock.reset)
        let volume = PropertySpy(3, owner: "PrinterMock")
    }

    let spies = Spies()

    var volume: Int {
        get { spies.volume.get() }
        set { spies.volume.set(newValue) }
    }

    func identifier() -> String { spies.identifier.call() }
    static let printLine: UInt = #line + 1
    func print(_ message: String, copies: Int) -> Bool { spies.print.call(message, copies) }
    func warmUp() async throws { try await spies.warmUp.callThrowing() }
    func status(of job: Int) throws -> String { try spies.status.callThrowing(job) }
    func decode<T>(_ raw: String, as type: T.Type) throws -> T { try spies.decode.callThrowing(raw, type) }
    func reset() { spies.reset.call() }
}

/// Moxture's form: `lazy var` spies inferred from the applied method. Not Sendable.
final class LazyPrinterMock {
    lazy var printSpy = Spy(self.print(_:copies:))

    func print(_ message: String, copies: Int) -> Bool { printSpy.call(message, copies) }
}
