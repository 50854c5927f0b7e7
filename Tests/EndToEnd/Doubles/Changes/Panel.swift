/// A requirement with the name of the double's own `spies`.
// @mockable
protocol Panel {
    var spies: [String] { get }
}
