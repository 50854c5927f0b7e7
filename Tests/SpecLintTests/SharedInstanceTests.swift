import SpecLintCore
import XCTest

final class SharedInstanceTests: XCTestCase {
    func testReportsStandardSharedAndDefaultOfATypeInsideTheSpec() {
        let source = spec("""
            describe("Settings") {
                beforeEach {
                    sut = Settings(defaults: UserDefaults.standard, session: URLSession.shared)
                }
                it("posts") { expect(NotificationCenter.default).to(receive(.changed)) }
            }
            """)
        let advice = "create a fresh instance or a double in beforeEach and inject it"
        XCTAssertEqual(reports(source, rules: [.sharedInstance]), [
            "F.swift:5: warning: [shared-instance] 'UserDefaults.standard' is shared by every example and every test run; \(advice)",
            "F.swift:5: warning: [shared-instance] 'URLSession.shared' is shared by every example and every test run; \(advice)",
            "F.swift:7: warning: [shared-instance] 'NotificationCenter.default' is shared by every example and every test run; \(advice)",
        ])
    }

    func testMainQueuesImplicitMembersAndOtherCodeAreFine() {
        let source = """
            let production = Settings(defaults: UserDefaults.standard)

            """ + spec("""
            describe("Settings") {
                beforeEach {
                    sut = Settings(defaults: UserDefaults(suiteName: "spec")!, style: .default, isShared: sharedFlag.shared)
                    DispatchQueue.main.async { sut.refresh() }
                }
                it("reads the default \\"UserDefaults.standard\\"") { expect(sut.mode) == .shared }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.sharedInstance]), [])
    }
}
