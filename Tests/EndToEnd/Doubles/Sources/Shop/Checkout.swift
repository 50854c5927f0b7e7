/// The code under test: it uses the collaborators only through their protocols.
struct Checkout {
    let catalog: Catalog
    let formatter: PriceFormatting
    let tracker: Tracker
    let log: AuditLog

    func label(for id: Int) -> String {
        guard let product = catalog.product(id: id) else {
            log.write("missing \(id)")
            return "unavailable"
        }
        tracker.track("label", properties: ["id": "\(id)"])
        return "\(product.name): \(formatter.format(catalog.price(of: id)))"
    }
}
