import XCTest

@testable import SpecDSL

/// Reading SPECKIT_ORDER, SPECKIT_SHARD (and Bazel's variables), SPECKIT_FORMAT and
/// SPECKIT_PROFILE: what each value means, and what a wrong one says.
final class RunSettingsTests: XCTestCase {
    private func settings(_ environment: [String: String]) -> RunSettings {
        RunSettings(environment: environment, newSeed: { 4242 })
    }

    private func problem(_ environment: [String: String]) -> String? {
        settings(environment).problems.first?.message
    }

    func testASettingThatCannotBeReadFailsACaseAtTheSamePlaceOnBothRoutes() {
        let failing = settings(["SPECKIT_SHARD": "9/8"]).problems.first?.failingCase
        XCTAssertEqual(failing?.name, "invalid_shard")
        XCTAssertEqual(failing?.failures.map(\.listed).first?.hasPrefix("<environment>:1: SPECKIT_SHARD='9/8'"), true,
                       "line 1, which Swift Testing can record too")
    }

    func testNothingSetRunsEveryExampleInTheDefinedOrder() {
        let plain = settings([:])
        XCTAssertEqual(plain.order, .defined)
        XCTAssertNil(plain.shard)
        XCTAssertEqual(plain.format, .frameworkLines)
        XCTAssertNil(plain.profile)
        XCTAssertTrue(plain.keepsDefinedSelection)
        XCTAssertTrue(settings(["SPECKIT_SHARD": "", "SPECKIT_ORDER": "", "SPECKIT_FORMAT": ""]).keepsDefinedSelection,
                      "an empty value counts as unset")
    }

    func testSwitchesTakeOnAndOffInTheUsualWordsAndNothingElse() {
        XCTAssertTrue(try Switch.read("SPECKIT_CRASH_ISOLATION", nil, default: true))
        XCTAssertFalse(try Switch.read("SPECKIT_PASS_WITH_NO_TESTS", nil, default: false))
        for off in ["0", "off", "OFF", "false", "no", " No "] {
            XCTAssertFalse(try Switch.read("SPECKIT_CRASH_ISOLATION", off, default: true), off)
        }
        for on in ["1", "on", "True", "yes"] {
            XCTAssertTrue(try Switch.read("SPECKIT_PASS_WITH_NO_TESTS", on, default: false), on)
        }
        XCTAssertTrue(settings(["SPECKIT_CRASH_ISOLATION": ""]).problems.isEmpty, "an empty value counts as unset")

        let wrong = settings(["SPECKIT_CRASH_ISOLATION": "disabled", "SPECKIT_PASS_WITH_NO_TESTS": "maybe"])
        XCTAssertEqual(wrong.problems.map(\.caseName), ["invalid_crash_isolation", "invalid_pass_with_no_tests"])
        XCTAssertEqual(wrong.problems.first?.message, "SPECKIT_CRASH_ISOLATION='disabled' is neither on nor off: write "
                       + "SPECKIT_CRASH_ISOLATION=1 or SPECKIT_CRASH_ISOLATION=0 (on/off, true/false and yes/no work too), or unset it")
        XCTAssertFalse(wrong.keepsDefinedSelection, "the run runs no example")
    }

    func testAnExampleTimeoutIsAPositiveNumberOfSecondsOrAProblemOfTheRun() {
        XCTAssertNil(settings([:]).exampleTimeout)
        XCTAssertEqual(settings(["SPECKIT_EXAMPLE_TIMEOUT": "2.5"]).exampleTimeout, 2.5)
        let wrong = settings(["SPECKIT_EXAMPLE_TIMEOUT": "soon"])
        XCTAssertEqual(wrong.problems.map(\.caseName), ["invalid_example_timeout"])
        XCTAssertEqual(wrong.problems.first?.message, Misuse.invalidTimeout("soon"))
        XCTAssertFalse(wrong.keepsDefinedSelection, "the run runs no example")
    }

    func testSpeckitShardCountsFromOne() {
        XCTAssertEqual(settings(["SPECKIT_SHARD": "2/8"]).shard, Shard(index: 1, total: 8))
        XCTAssertEqual(settings(["SPECKIT_SHARD": " 1/1 "]).shard, Shard(index: 0, total: 1))
        XCTAssertEqual("\(Shard(index: 1, total: 8))", "2/8")
    }

    func testBazelsShardIndexCountsFromZero() {
        XCTAssertEqual(settings(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"]).shard, Shard(index: 0, total: 3))
        XCTAssertEqual(settings(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"]).shard, Shard(index: 2, total: 3))
    }

    func testAWrongShardSaysWhichVariableAndWhatIsWrong() {
        XCTAssertEqual(problem(["SPECKIT_SHARD": "3"]),
                       "SPECKIT_SHARD='3' is not INDEX/TOTAL: write e.g. SPECKIT_SHARD=2/8 for the second of eight shards")
        XCTAssertEqual(problem(["SPECKIT_SHARD": "0/8"]),
                       "SPECKIT_SHARD='0/8': the shard before the / counts from 1, so it is a whole number from 1 to 8")
        XCTAssertEqual(problem(["SPECKIT_SHARD": "9/8"]),
                       "SPECKIT_SHARD='9/8': the shard before the / counts from 1, so it is a whole number from 1 to 8")
        XCTAssertEqual(problem(["SPECKIT_SHARD": "1/0"]), "SPECKIT_SHARD='1/0': the number of shards after the / is at least 1")
        XCTAssertEqual(problem(["SPECKIT_SHARD": "a/b"]),
                       "SPECKIT_SHARD='a/b' is not INDEX/TOTAL: write e.g. SPECKIT_SHARD=2/8 for the second of eight shards")
        XCTAssertEqual(problem(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"]),
                       "TEST_SHARD_INDEX='3' is not a shard of 3: it counts from 0, so it is a whole number from 0 to 2")
        XCTAssertEqual(problem(["TEST_TOTAL_SHARDS": "zero", "TEST_SHARD_INDEX": "0"]),
                       "TEST_TOTAL_SHARDS='zero' is not a number of shards: it is a whole number of at least 1")
        XCTAssertEqual(problem(["TEST_TOTAL_SHARDS": "3"]),
                       "TEST_TOTAL_SHARDS='3' is set but TEST_SHARD_INDEX is not: set both, TEST_SHARD_INDEX counting from 0 (Bazel sets both)")
        XCTAssertEqual(problem(["TEST_SHARD_INDEX": "1"]),
                       "TEST_SHARD_INDEX='1' is set but TEST_TOTAL_SHARDS is not: set both (Bazel sets both)")
        XCTAssertEqual(problem(["SPECKIT_SHARD": "1/2", "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"]),
                       "SPECKIT_SHARD='1/2' and Bazel's TEST_TOTAL_SHARDS/TEST_SHARD_INDEX are both set: unset SPECKIT_SHARD when Bazel shards the test")
        XCTAssertEqual(settings(["SPECKIT_SHARD": "9/8"]).problems.first?.caseName, "invalid_shard")
        XCTAssertFalse(settings(["SPECKIT_SHARD": "9/8"]).keepsDefinedSelection, "a wrong value runs no example")
    }

    func testOrderIsDefinedRandomOrRandomWithASeed() {
        XCTAssertEqual(settings(["SPECKIT_ORDER": "defined"]).order, .defined)
        XCTAssertEqual(settings(["SPECKIT_ORDER": "random"]).order, .random(seed: 4242))
        XCTAssertEqual(settings(["SPECKIT_ORDER": "random:51923"]).order, .random(seed: 51923))
        XCTAssertEqual(settings(["SPECKIT_ORDER": "random:51923"]).reportProperties.map(\.value), ["51923"])
    }

    func testAWrongOrderSaysWhatWorks() {
        XCTAssertEqual(problem(["SPECKIT_ORDER": "sideways"]), "SPECKIT_ORDER='sideways' is not an order: use defined, random, "
                       + "random:SEED to repeat the order a run printed (e.g. random:51923), or list:PATH to run the examples a file "
                       + "lists, in its order")
        XCTAssertEqual(problem(["SPECKIT_ORDER": "random:-3"]), "SPECKIT_ORDER='random:-3': the seed after random: is a whole "
                       + "number from 0 to 18446744073709551615, as a run prints it (e.g. random:51923)")
        XCTAssertEqual(settings(["SPECKIT_ORDER": "random:"]).problems.first?.caseName, "invalid_order")
    }

    func testFormatAndProfile() {
        XCTAssertEqual(settings(["SPECKIT_FORMAT": "documentation"]).format, .documentation)
        XCTAssertEqual(problem(["SPECKIT_FORMAT": "fancy"]), "SPECKIT_FORMAT='fancy' is not a format: the one there is "
                       + "documentation; unset it for XCTest's and Swift Testing's own lines only")
        XCTAssertEqual(settings(["SPECKIT_PROFILE": "10"]).profile, 10)
        XCTAssertEqual(problem(["SPECKIT_PROFILE": "0"]), "SPECKIT_PROFILE='0' is not a number of examples: it is a whole "
                       + "number of at least 1, e.g. SPECKIT_PROFILE=10")
        XCTAssertEqual(settings(["SPECKIT_PROFILE": "ten"]).problems.first?.caseName, "invalid_profile")
    }

    func testEveryWrongValueIsReported() {
        let wrong = settings(["SPECKIT_ORDER": "x", "SPECKIT_SHARD": "x", "SPECKIT_FORMAT": "x", "SPECKIT_PROFILE": "x"])
        XCTAssertEqual(wrong.problems.map(\.caseName), ["invalid_order", "invalid_shard", "invalid_format", "invalid_profile"])
    }

    func testTheReportCarriesTheSeedAndTheShard() {
        let sharded = settings(["SPECKIT_ORDER": "random:7", "SPECKIT_SHARD": "3/4"])
        XCTAssertEqual(sharded.reportProperties.map { "\($0.name)=\($0.value)" }, ["seed=7", "shard=3/4"])
        XCTAssertEqual(settings([:]).reportProperties.count, 0)
    }
}
