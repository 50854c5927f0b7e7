import Doubles

/// The code under test, shared by the three kinds of tests.
func isValidPassword(_ text: String) -> Bool {
    text.count >= 8 && text.contains { $0.isNumber }
}

protocol Clock {
    func now() -> Int
}

final class ClockMock: Clock {
    struct Stubs {
        let now = Stub<Void, Int>(owner: "ClockMock")
    }

    let stubs = Stubs()
    let nowCalls = Capture<Int>()

    func now() -> Int {
        nowCalls.record(0)
        return stubs.now.answer()   // line 22: an unstubbed call fails here
    }
}

struct Broken: Error {}
