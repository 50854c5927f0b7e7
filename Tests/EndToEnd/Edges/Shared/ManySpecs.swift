import Matchers
import SpecDSL

// Ten classes of three passing examples: one test process each writes to one report.

final class Many01Spec: Spec {
    override class func spec() {
        it("passes one") { expect(1) == 1 }
        it("passes two") { expect(1) == 1 }
        it("passes three") { expect(1) == 1 }
    }
}

final class Many02Spec: Spec {
    override class func spec() {
        it("passes one") { expect(2) == 2 }
        it("passes two") { expect(2) == 2 }
        it("passes three") { expect(2) == 2 }
    }
}

final class Many03Spec: Spec {
    override class func spec() {
        it("passes one") { expect(3) == 3 }
        it("passes two") { expect(3) == 3 }
        it("passes three") { expect(3) == 3 }
    }
}

final class Many04Spec: Spec {
    override class func spec() {
        it("passes one") { expect(4) == 4 }
        it("passes two") { expect(4) == 4 }
        it("passes three") { expect(4) == 4 }
    }
}

final class Many05Spec: Spec {
    override class func spec() {
        it("passes one") { expect(5) == 5 }
        it("passes two") { expect(5) == 5 }
        it("passes three") { expect(5) == 5 }
    }
}

final class Many06Spec: Spec {
    override class func spec() {
        it("passes one") { expect(6) == 6 }
        it("passes two") { expect(6) == 6 }
        it("passes three") { expect(6) == 6 }
    }
}

final class Many07Spec: Spec {
    override class func spec() {
        it("passes one") { expect(7) == 7 }
        it("passes two") { expect(7) == 7 }
        it("passes three") { expect(7) == 7 }
    }
}

final class Many08Spec: Spec {
    override class func spec() {
        it("passes one") { expect(8) == 8 }
        it("passes two") { expect(8) == 8 }
        it("passes three") { expect(8) == 8 }
    }
}

final class Many09Spec: Spec {
    override class func spec() {
        it("passes one") { expect(9) == 9 }
        it("passes two") { expect(9) == 9 }
        it("passes three") { expect(9) == 9 }
    }
}

final class Many10Spec: Spec {
    override class func spec() {
        it("passes one") { expect(10) == 10 }
        it("passes two") { expect(10) == 10 }
        it("passes three") { expect(10) == 10 }
    }
}
