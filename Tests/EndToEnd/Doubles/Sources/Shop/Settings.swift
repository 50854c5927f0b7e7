/// Properties: get, get set, async throws getters, optionals.
// @mockable
protocol Settings {
    var volume: Int { get set }
    var userName: String { get }
    var theme: String? { get set }
    var token: String { get async throws }
}
