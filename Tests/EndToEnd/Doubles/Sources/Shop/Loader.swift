/// Completion handlers, variadics, a closure that does not escape, typed throws.
// @mockable
protocol Loader: Sendable {
    func load(id: String, completion: @escaping @Sendable (Result<Int, LoadError>) -> Void)
    func prefetch(_ ids: String...)
    func forEach(_ body: (Int) -> Void)
    func validate(_ id: String) throws(LoadError) -> Int
}

enum LoadError: Error, Equatable {
    case notFound
}
