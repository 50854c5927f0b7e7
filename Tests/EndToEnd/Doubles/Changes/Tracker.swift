/// Tracker with a new requirement: the run replaces Sources/Shop/Tracker.swift with this file.
// @mockable
protocol Tracker: Sendable {
    func track(_ event: String, properties: [String: String])
    func identify(user: String)
}
