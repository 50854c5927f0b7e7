/// A marked protocol with a requirement SpecKit cannot double: the build fails at its line.
// @mockable
protocol Ledger {
    func balance() -> Int
    subscript(account: String) -> Int { get }
}
