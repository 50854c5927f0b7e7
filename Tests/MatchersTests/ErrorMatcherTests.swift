import Foundation
import Matchers
import XCTest

final class ErrorMatcherTests: XCTestCase {
    enum BankError: Error, Equatable { case insufficientFunds, locked }
    struct Plain: Error {}

    func withdraw(_ error: BankError?) throws -> Int {
        if let error { throw error }
        return 10
    }

    func testThrowAnyError() {
        assertPasses {
            expect { try self.withdraw(.locked) }.to(throwError())
            expect { try self.withdraw(nil) }.toNot(throwError())
            expect { _ = try self.withdraw(nil) }.toNot(throwError())
        }
        assertFailures([
            "expected to throw any error, got no error",
            "expected to not throw any error, got <locked>",
        ]) {
            expect { try self.withdraw(nil) }.to(throwError())
            expect { try self.withdraw(.locked) }.toNot(throwError())
        }
    }

    func testThrowSpecificError() {
        assertPasses {
            expect { try self.withdraw(.locked) }.to(throwError(BankError.locked))
            expect { try self.withdraw(.locked) }.toNot(throwError(BankError.insufficientFunds))
            expect { throw Plain() }.to(throwError(Plain()))
            expect { try self.withdraw(.locked) }.to(throwError(errorType: BankError.self))
            expect { try self.withdraw(.locked) }.to(throwError { (error: BankError) in expect(error) == .locked })
            expect { try self.withdraw(.locked) }.to(throwError { error in expect(error is BankError) == true })
            expect { try self.withdraw(.locked) }.to(throwError(BankError.locked) { expect($0) == .locked })
        }
        assertFailures([
            "expected to throw error <insufficientFunds>, got <locked>",
            "expected to throw error <locked>, got no error",
            "expected to throw error from type <Plain>, got <locked>",
            "expected to equal <insufficientFunds>, got <locked>",
            "expected to throw error from type <BankError> that satisfies block, got <locked>",
            "nope",
            "expected to throw error that satisfies block, got <locked>",
        ]) {
            expect { try self.withdraw(.locked) }.to(throwError(BankError.insufficientFunds))
            expect { try self.withdraw(nil) }.to(throwError(BankError.locked))
            expect { try self.withdraw(.locked) }.to(throwError(errorType: Plain.self))
            expect { try self.withdraw(.locked) }.to(throwError { (error: BankError) in expect(error) == .insufficientFunds })
            expect { try self.withdraw(.locked) }.to(throwError { _ in fail("nope") })
        }
    }

    func testAClosureInParenthesesIsNotMistakenForNoError() {
        let message = "a closure that was never called (write expect { … } to call it)"
        assertFailures([
            "expected to throw any error, got \(message)",
            "expected to not throw any error, got \(message)",
        ]) {
            expect({ try self.withdraw(.locked) }).to(throwError())
            expect({ try self.withdraw(nil) }).toNot(throwError())
        }
        assertPasses { expect(closure: { try self.withdraw(.locked) }).to(throwError()) }
    }

    func testMatchError() {
        let error: any Error = BankError.locked
        assertPasses {
            expect(error).to(matchError(BankError.locked))
            expect(error).to(matchError(BankError.self))
            expect(error).toNot(matchError(Plain.self))
        }
        assertFailures([
            "expected to match error <insufficientFunds>, got <locked>",
            "expected to match error from type <Plain>, got <locked>",
            "expected to match error <locked>, got no error (use beNil() to match nils)",
        ]) {
            expect(error).to(matchError(BankError.insufficientFunds))
            expect(error).to(matchError(Plain.self))
            expect(nil as (any Error)?).to(matchError(BankError.locked))
        }
    }

    func testBeSuccessAndBeFailure() {
        let success: Result<Int, BankError> = .success(1)
        let failure: Result<Int, BankError> = .failure(.locked)
        assertPasses {
            expect(success).to(beSuccess())
            expect(success).to(beSuccess(1))
            expect(success).to(beSuccess { expect($0) == 1 })
            expect(success).to(beSuccess(beGreaterThan(0)))
            expect(failure).to(beFailure())
            expect(failure).to(beFailure { expect($0) == .locked })
            expect(failure).to(beFailure(equal(.locked)))
            expect(failure).toNot(beSuccess())
        }
        assertFailures([
            "expected to be <success(Int)>, got <failure(locked)>",
            "expected to be <success(Int)> that equals 2, got <success(1)>",
            "expected to equal <2>, got <1>",
            "expected to be <success(Int)> that satisfies block, got <success(1)>",
            "expected to be <success(Int)> that satisfies matcher, got <success(1)>\nexpected to be greater than <5>, got 1",
            "expected to be <failure(BankError)>, got <success(1)>",
            "expected to be <failure(BankError)> that satisfies matcher, got <failure(locked)>\nexpected to equal <insufficientFunds>, got locked",
        ]) {
            expect(failure).to(beSuccess())
            expect(success).to(beSuccess(2))
            expect(success).to(beSuccess { expect($0) == 2 })
            expect(success).to(beSuccess(beGreaterThan(5)))
            expect(success).to(beFailure())
            expect(failure).to(beFailure(equal(.insufficientFunds)))
        }
    }
}
