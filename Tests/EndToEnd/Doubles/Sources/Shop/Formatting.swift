/// A protocol extension with default arguments is left alone: the double implements only the requirement.
// @mockable
public protocol PriceFormatting {
    func format(_ price: Double, currency: String, digits: Int) -> String
}

extension PriceFormatting {
    public func format(_ price: Double, currency: String = "EUR") -> String {
        format(price, currency: currency, digits: 2)
    }
}
