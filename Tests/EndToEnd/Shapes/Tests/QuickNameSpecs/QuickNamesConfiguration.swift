import SpecDSL

final class QuickNamesConfiguration: QuickConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeEach { print("E2E quick: configured") }
    }
}
