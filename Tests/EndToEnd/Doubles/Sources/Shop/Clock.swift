/// Static members.
// @mockable
protocol Clock {
    static var now: Int { get }
    static func advance(by seconds: Int)
    func format(_ time: Int) -> String
}
