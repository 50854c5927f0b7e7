/// Tracker whose new requirement changed its parameters: the spec written for the old one must not compile.
// @mockable
protocol Tracker: Sendable {
    func track(_ event: String, properties: [String: String])
    func identify(user: Int)
}
