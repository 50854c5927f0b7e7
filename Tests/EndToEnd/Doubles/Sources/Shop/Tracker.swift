/// Sendable, with a dictionary parameter.
// @mockable
protocol Tracker: Sendable {
    func track(_ event: String, properties: [String: String])
}
