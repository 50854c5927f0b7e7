import SpecDSL

/// A spec class that defines no examples: one skipped case on both routes, which the summary lists
/// and counts apart from the examples.
final class EmptySpec: Spec {
    override class func spec() {}
}
