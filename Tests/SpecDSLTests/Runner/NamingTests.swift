import XCTest

@testable import SpecDSL

final class NamingTests: XCTestCase {
    func testGroupAndExampleDescriptionsAreJoinedWithTwoUnderscores() {
        let plan = TreeHarness.plan {
            describe("MyClass") {
                describe("execute the function") {
                    it("sets the variable") {}
                }
            }
        }
        XCTAssertEqual(TreeHarness.names(plan), ["MyClass__execute_the_function__sets_the_variable"])
    }

    func testDescriptionsAreSanitisedToIdentifierCharacters() {
        XCTAssertEqual(TestName.sanitize("sets the value to true!"), "sets_the_value_to_true")
        XCTAssertEqual(TestName.sanitize("  leading and trailing  "), "leading_and_trailing")
        XCTAssertEqual(TestName.sanitize("a - b, c"), "a_b_c")
        XCTAssertEqual(TestName.sanitize("snake_case and  double__under"), "snake_case_and_double_under")
        XCTAssertEqual(TestName.sanitize("404 page"), "404_page")
        XCTAssertEqual(TestName.sanitize("returns [1, 2] for \"x\""), "returns_1_2_for_x")
        XCTAssertEqual(TestName.sanitize(""), "unnamed")
        XCTAssertEqual(TestName.sanitize("!!!"), "unnamed")
    }

    func testUnicodeLettersStayAndSymbolsBecomeUnderscores() {
        XCTAssertEqual(TestName.sanitize("café crème"), "café_crème")
        XCTAssertEqual(TestName.sanitize("日本語 テスト"), "日本語_テスト")
        XCTAssertEqual(TestName.sanitize("party 🎉 time"), "party_time")
        XCTAssertEqual(TestName.sanitize("Ünïcödé → ascii"), "Ünïcödé_ascii")
    }

    func testACombiningMarkStaysWithItsLetter() {
        // `e` and a combining acute accent read as `é`, and Swift compares the two spellings equal.
        XCTAssertEqual(Array(TestName.sanitize("caf\u{65}\u{301} ok").unicodeScalars), Array("caf\u{65}\u{301}_ok".unicodeScalars))
        XCTAssertEqual(TestName.sanitize("caf\u{65}\u{301}"), TestName.sanitize("caf\u{E9}"))
        // Alone, or after a character that was left out, it is left out too.
        XCTAssertEqual(TestName.sanitize("\u{301} x"), "x")
        XCTAssertEqual(TestName.sanitize("a !\u{301}b"), "a_b")
    }

    func testExamplesWithTheSameNameGetStableNumberedSuffixes() {
        let content = {
            describe("Cart") {
                it("adds an item") {}
                it("adds an item") {}
                it("adds an item!") {}
                it("adds an item_2") {}
            }
        }
        let expected = ["Cart__adds_an_item", "Cart__adds_an_item_2", "Cart__adds_an_item_3", "Cart__adds_an_item_2_2"]
        XCTAssertEqual(TreeHarness.names(TreeHarness.plan("HarnessSpec", content)), expected)
        // Names are a function of the tree: building again gives the same ones.
        XCTAssertEqual(TreeHarness.names(TreeHarness.plan("HarnessSpec", content)), expected)
    }

    func testGroupsWithTheSameNameNumberTheirExamplesTogether() {
        // Names are kept per group prefix: groups whose names sanitise to the same prefix, apart
        // or nested elsewhere, still share one numbering, in definition order.
        let plan = TreeHarness.plan {
            describe("Cart") {
                context("when empty") { it("adds an item") {} }
                context("when full") { it("adds an item") {} }
                context("when empty!") {
                    it("adds an item") {}
                    it("adds an item 2") {}
                }
            }
            describe("Cart") {
                it("when empty") {}
                context("when empty") { it("adds an item") {} }
            }
            it("Cart") {}
            it("Cart") {}
        }
        XCTAssertEqual(TreeHarness.names(plan), [
            "Cart__when_empty__adds_an_item", "Cart__when_full__adds_an_item", "Cart__when_empty__adds_an_item_2",
            "Cart__when_empty__adds_an_item_2_2", "Cart__when_empty", "Cart__when_empty__adds_an_item_3", "Cart", "Cart_2",
        ])
    }

    func testHundredsOfExamplesWithTheSameNameAreNumberedInOrder() {
        let plan = TreeHarness.plan {
            describe("Cart") {
                for _ in 0..<300 { it("adds an item") {} }
                it("adds an item_7") {}
                it("adds an item_301") {}
            }
        }
        let expected = ["Cart__adds_an_item"] + (2...300).map { "Cart__adds_an_item_\($0)" }
            + ["Cart__adds_an_item_7_2", "Cart__adds_an_item_301"]
        XCTAssertEqual(TreeHarness.names(plan), expected)
    }

    func testOnlyANameThatStartsWithADigitGetsAnUnderscore() {
        let plan = TreeHarness.plan {
            describe("Passwords") { it("1sdfD8sFlk") {} }
            describe("404 page") { it("2 links") {} }
        }
        XCTAssertEqual(TreeHarness.names(plan), ["Passwords__1sdfD8sFlk", "_404_page__2_links"])
    }

    func testAnExampleAtTheTopOfSpecThatStartsWithADigitGetsAnUnderscore() {
        let plan = TreeHarness.plan {
            it(" 2 links") {}
            it("é 3") {}
            describe("7") { it("!") {} }
        }
        let line = #line - 2
        XCTAssertEqual(TreeHarness.names(plan), ["_2_links", "é_3", "_7__example_at_line_\(line)"])
    }

    func testExamplesAtTheTopOfSpecHaveNoGroupPrefix() {
        let plan = TreeHarness.plan {
            it("works on its own") {}
        }
        XCTAssertEqual(TreeHarness.names(plan), ["works_on_its_own"])
    }

    func testBytesNextToLettersAndGroupsWithoutANameKeepTheirNames() {
        // The bytes just below and above `A`–`Z` and `a`–`z`, symbols around Unicode letters.
        XCTAssertEqual(TestName.sanitize("@a[b`c{d"), "a_b_c_d")
        XCTAssertEqual(TestName.sanitize("🎉 party🎉"), "party")
        XCTAssertEqual(TestName.sanitize("9🎉x é"), "9_x_é")
        let plan = TreeHarness.plan {
            describe("!!!") {
                describe("2nd level") { it("3rd") {} }
            }
            describe("9 lives") { it("#1") {} }
        }
        let line = #line - 5
        XCTAssertEqual(TreeHarness.names(plan), ["group_at_line_\(line)__2nd_level__3rd", "_9_lives__1"])
    }

    func testADescriptionShowsOnOneLineWithItsLineBreaksAndTabsSpelledOut() {
        XCTAssertEqual("reads a\nsecond line\r\tindented".onOneLine, "reads a\\nsecond line\\r\\tindented")
        XCTAssertEqual("a\u{2028}b".onOneLine, "a b", "another line break is a space")
        XCTAssertEqual("plain words".onOneLine, "plain words")
        XCTAssertEqual("red \u{1B}[31mtext\u{0}\u{7F}".onOneLine, "red \\u{1B}[31mtext\\u{0}\\u{7F}",
                       "another control character shows as Swift writes it, never as a terminal command")
        XCTAssertEqual("a dash — and a café, NBSP\u{A0}here".onOneLine, "a dash — and a café, NBSP\u{A0}here")
        let plan = TreeHarness.plan("PendingSpec") { pending("two\nlines \u{1B}[1m bold") }
        XCTAssertEqual(plan.examples.first?.disabledReason, "pending: two\\nlines \\u{1B}[1m bold",
                       "a pending example's reason repeats its description on one line, as the summary and the tree print it")
    }
}
