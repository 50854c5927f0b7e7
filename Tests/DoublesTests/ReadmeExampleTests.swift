// The "Test doubles" article's example (Sources/Doubles/Doubles.docc/TestDoubles.md): the same
// protocol, double, fixture and code under test, with the spec's examples as plain XCTest methods
// (the article itself uses SpecDSL). Keep the two in step.
import Doubles
import Matchers
import XCTest

protocol Forecasts {
    func temperature(in city: String) throws -> Double
    func publish(_ line: String)
}

struct City: Equatable, Fixture {
    var name: String
    var population: Int

    static func fixture(label: String) -> City { compose(City.init(name:population:), label: label) }
}

final class ForecastsMock: Forecasts {
    struct Stubs {
        let temperature = Stub<String, Double>(owner: "ForecastsMock")
    }

    struct Captures {
        struct Publish: Equatable {
            let line: String
        }

        let temperature = Capture<String>()
        let publish = Capture<Publish>()
    }

    var stubs = Stubs()
    var captures = Captures()

    func temperature(in city: String) throws -> Double {
        captures.temperature.record(city)
        return try stubs.temperature.answerThrowing(city)
    }

    func publish(_ line: String) {
        captures.publish.record(.init(line: line))
    }
}

final class WeatherReporter {
    private let forecasts: Forecasts

    init(forecasts: Forecasts) {
        self.forecasts = forecasts
    }

    func report(on city: City) {
        guard let degrees = try? forecasts.temperature(in: city.name) else {
            return forecasts.publish("\(city.name): no forecast")
        }
        forecasts.publish("\(city.name): \(degrees)°")
    }
}

final class ReadmeExampleTests: XCTestCase {
    private var forecasts: ForecastsMock!
    private var journal: CallJournal!
    private var sut: WeatherReporter!

    override func setUp() {
        super.setUp()
        forecasts = ForecastsMock()
        journal = CallJournal()
        journal.track(forecasts, as: "forecasts")
        sut = WeatherReporter(forecasts: forecasts)
    }

    func testAsksForTheCitysTemperature() {
        forecasts.stubs.temperature.returns(21.5)
        sut.report(on: .fixture { $0.name = "Oslo" })
        expect(self.forecasts.captures.temperature).to(haveBeenCalled(with: "Oslo"))
        expect(self.forecasts.captures.publish).to(haveBeenCalled(with: .init(line: "Oslo: 21.5°")))
        expect(self.journal).to(haveReceived([
            "forecasts.temperature(in: \"Oslo\")",
            "forecasts.publish(\"Oslo: 21.5°\")",
        ]))
    }

    func testPublishesNoForecastWhenTheServiceFails() {
        forecasts.stubs.temperature.throws(URLError(.notConnectedToInternet))
        sut.report(on: .fixture)
        expect(self.forecasts.captures.publish.last?.line) == "fixture-0: no forecast"
    }
}
