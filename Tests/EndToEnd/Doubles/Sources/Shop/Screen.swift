/// A main-actor protocol.
// @mockable
@MainActor
protocol Screen: AnyObject {
    var title: String? { get set }
    func show(_ message: String)
}

@MainActor
final class Banner {
    private let screen: Screen

    init(screen: Screen) {
        self.screen = screen
    }

    func announce(_ product: Product) {
        screen.title = product.name
        screen.show("New: \(product.name)")
    }
}
