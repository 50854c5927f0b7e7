import Foundation
import Matchers
import SpecDSL

// Ten classes of three passing examples: one test process each writes to one report. With
// E2E_EDGE=many, each class's first example marks that its process started (in the folder
// E2E_MARK names) and waits until all ten did, so that the processes overlap in time.

func waitForTheOthers(_ number: Int) {
    guard edge == "many", let folder = ProcessInfo.processInfo.environment["E2E_MARK"] else { return }
    FileManager.default.createFile(atPath: "\(folder)/\(number)", contents: nil)
    for _ in 0..<600 where ((try? FileManager.default.contentsOfDirectory(atPath: folder))?.count ?? 0) < 10 {
        Thread.sleep(forTimeInterval: 0.05)
    }
}

final class Many01Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(1)
            expect(1) == 1
        }
        it("passes two") { expect(1) == 1 }
        it("passes three") { expect(1) == 1 }
    }
}

final class Many02Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(2)
            expect(2) == 2
        }
        it("passes two") { expect(2) == 2 }
        it("passes three") { expect(2) == 2 }
    }
}

final class Many03Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(3)
            expect(3) == 3
        }
        it("passes two") { expect(3) == 3 }
        it("passes three") { expect(3) == 3 }
    }
}

final class Many04Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(4)
            expect(4) == 4
        }
        it("passes two") { expect(4) == 4 }
        it("passes three") { expect(4) == 4 }
    }
}

final class Many05Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(5)
            expect(5) == 5
        }
        it("passes two") { expect(5) == 5 }
        it("passes three") { expect(5) == 5 }
    }
}

final class Many06Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(6)
            expect(6) == 6
        }
        it("passes two") { expect(6) == 6 }
        it("passes three") { expect(6) == 6 }
    }
}

final class Many07Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(7)
            expect(7) == 7
        }
        it("passes two") { expect(7) == 7 }
        it("passes three") { expect(7) == 7 }
    }
}

final class Many08Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(8)
            expect(8) == 8
        }
        it("passes two") { expect(8) == 8 }
        it("passes three") { expect(8) == 8 }
    }
}

final class Many09Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(9)
            expect(9) == 9
        }
        it("passes two") { expect(9) == 9 }
        it("passes three") { expect(9) == 9 }
    }
}

final class Many10Spec: Spec {
    override class func spec() {
        it("passes one") {
            waitForTheOthers(10)
            expect(10) == 10
        }
        it("passes two") { expect(10) == 10 }
        it("passes three") { expect(10) == 10 }
    }
}
