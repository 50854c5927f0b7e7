import Matchers
import XCTest

final class MatchersChecks: XCTestCase {
    func test0() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x0) == y0
        expect(a + b * c + 0) == d - e + 0
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 0) > 0
        expect(x1) == y1
        expect(a + b * c + 1) == d - e + 1
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 1) > 1
        expect(x2) == y2
        expect(a + b * c + 2) == d - e + 2
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 2) > 2
        expect(x3) == y3
        expect(a + b * c + 3) == d - e + 3
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 3) > 3
        expect(x4) == y4
        expect(a + b * c + 4) == d - e + 4
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 4) > 4
        expect(x5) == y5
        expect(a + b * c + 5) == d - e + 5
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 5) > 5
        expect(x6) == y6
        expect(a + b * c + 6) == d - e + 6
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 6) > 6
        expect(x0) == y0
        expect(a + b * c + 7) == d - e + 7
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 7) > 7
        expect(x1) == y1
        expect(a + b * c + 8) == d - e + 8
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 8) > 8
        expect(x2) == y2
        expect(a + b * c + 9) == d - e + 9
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 9) > 9
        expect(x3) == y3
        expect(a + b * c + 10) == d - e + 10
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 10) > 10
        expect(x4) == y4
        expect(a + b * c + 11) == d - e + 11
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 11) > 11
        expect(x5) == y5
        expect(a + b * c + 12) == d - e + 12
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 12) > 12
        expect(x6) == y6
        expect(a + b * c + 13) == d - e + 13
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 13) > 13
        expect(x0) == y0
        expect(a + b * c + 14) == d - e + 14
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 14) > 14
        expect(x1) == y1
        expect(a + b * c + 15) == d - e + 15
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 15) > 15
        expect(x2) == y2
        expect(a + b * c + 16) == d - e + 16
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
    }
    func test1() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt1).to(beNil())
        expect(n + 16) > 16
        expect(x3) == y3
        expect(a + b * c + 17) == d - e + 17
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 17) > 17
        expect(x4) == y4
        expect(a + b * c + 18) == d - e + 18
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 18) > 18
        expect(x5) == y5
        expect(a + b * c + 19) == d - e + 19
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 19) > 19
        expect(x6) == y6
        expect(a + b * c + 20) == d - e + 20
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 20) > 20
        expect(x0) == y0
        expect(a + b * c + 21) == d - e + 21
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 21) > 21
        expect(x1) == y1
        expect(a + b * c + 22) == d - e + 22
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 22) > 22
        expect(x2) == y2
        expect(a + b * c + 23) == d - e + 23
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 23) > 23
        expect(x3) == y3
        expect(a + b * c + 24) == d - e + 24
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 24) > 24
        expect(x4) == y4
        expect(a + b * c + 25) == d - e + 25
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 25) > 25
        expect(x5) == y5
        expect(a + b * c + 26) == d - e + 26
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 26) > 26
        expect(x6) == y6
        expect(a + b * c + 27) == d - e + 27
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 27) > 27
        expect(x0) == y0
        expect(a + b * c + 28) == d - e + 28
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 28) > 28
        expect(x1) == y1
        expect(a + b * c + 29) == d - e + 29
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 29) > 29
        expect(x2) == y2
        expect(a + b * c + 30) == d - e + 30
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 30) > 30
        expect(x3) == y3
        expect(a + b * c + 31) == d - e + 31
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 31) > 31
        expect(x4) == y4
        expect(a + b * c + 32) == d - e + 32
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 32) > 32
        expect(x5) == y5
        expect(a + b * c + 33) == d - e + 33
    }
    func test2() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 33) > 33
        expect(x6) == y6
        expect(a + b * c + 34) == d - e + 34
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 34) > 34
        expect(x0) == y0
        expect(a + b * c + 35) == d - e + 35
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 35) > 35
        expect(x1) == y1
        expect(a + b * c + 36) == d - e + 36
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 36) > 36
        expect(x2) == y2
        expect(a + b * c + 37) == d - e + 37
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 37) > 37
        expect(x3) == y3
        expect(a + b * c + 38) == d - e + 38
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 38) > 38
        expect(x4) == y4
        expect(a + b * c + 39) == d - e + 39
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 39) > 39
        expect(x5) == y5
        expect(a + b * c + 40) == d - e + 40
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 40) > 40
        expect(x6) == y6
        expect(a + b * c + 41) == d - e + 41
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 41) > 41
        expect(x0) == y0
        expect(a + b * c + 42) == d - e + 42
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 42) > 42
        expect(x1) == y1
        expect(a + b * c + 43) == d - e + 43
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 43) > 43
        expect(x2) == y2
        expect(a + b * c + 44) == d - e + 44
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 44) > 44
        expect(x3) == y3
        expect(a + b * c + 45) == d - e + 45
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 45) > 45
        expect(x4) == y4
        expect(a + b * c + 46) == d - e + 46
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 46) > 46
        expect(x5) == y5
        expect(a + b * c + 47) == d - e + 47
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 47) > 47
        expect(x6) == y6
        expect(a + b * c + 48) == d - e + 48
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 48) > 48
        expect(x0) == y0
        expect(a + b * c + 49) == d - e + 49
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 49) > 49
    }
    func test3() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x1) == y1
        expect(a + b * c + 50) == d - e + 50
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 50) > 50
        expect(x2) == y2
        expect(a + b * c + 51) == d - e + 51
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 51) > 51
        expect(x3) == y3
        expect(a + b * c + 52) == d - e + 52
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 52) > 52
        expect(x4) == y4
        expect(a + b * c + 53) == d - e + 53
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 53) > 53
        expect(x5) == y5
        expect(a + b * c + 54) == d - e + 54
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 54) > 54
        expect(x6) == y6
        expect(a + b * c + 55) == d - e + 55
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 55) > 55
        expect(x0) == y0
        expect(a + b * c + 56) == d - e + 56
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 56) > 56
        expect(x1) == y1
        expect(a + b * c + 57) == d - e + 57
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 57) > 57
        expect(x2) == y2
        expect(a + b * c + 58) == d - e + 58
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 58) > 58
        expect(x3) == y3
        expect(a + b * c + 59) == d - e + 59
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 59) > 59
        expect(x4) == y4
        expect(a + b * c + 60) == d - e + 60
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 60) > 60
        expect(x5) == y5
        expect(a + b * c + 61) == d - e + 61
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 61) > 61
        expect(x6) == y6
        expect(a + b * c + 62) == d - e + 62
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 62) > 62
        expect(x0) == y0
        expect(a + b * c + 63) == d - e + 63
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 63) > 63
        expect(x1) == y1
        expect(a + b * c + 64) == d - e + 64
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 64) > 64
        expect(x2) == y2
        expect(a + b * c + 65) == d - e + 65
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 65) > 65
        expect(x3) == y3
        expect(a + b * c + 66) == d - e + 66
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
    }
    func test4() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt0).to(beNil())
        expect(n + 66) > 66
        expect(x4) == y4
        expect(a + b * c + 67) == d - e + 67
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 67) > 67
        expect(x5) == y5
        expect(a + b * c + 68) == d - e + 68
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 68) > 68
        expect(x6) == y6
        expect(a + b * c + 69) == d - e + 69
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 69) > 69
        expect(x0) == y0
        expect(a + b * c + 70) == d - e + 70
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 70) > 70
        expect(x1) == y1
        expect(a + b * c + 71) == d - e + 71
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 71) > 71
        expect(x2) == y2
        expect(a + b * c + 72) == d - e + 72
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 72) > 72
        expect(x3) == y3
        expect(a + b * c + 73) == d - e + 73
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 73) > 73
        expect(x4) == y4
        expect(a + b * c + 74) == d - e + 74
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 74) > 74
        expect(x5) == y5
        expect(a + b * c + 75) == d - e + 75
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 75) > 75
        expect(x6) == y6
        expect(a + b * c + 76) == d - e + 76
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 76) > 76
        expect(x0) == y0
        expect(a + b * c + 77) == d - e + 77
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 77) > 77
        expect(x1) == y1
        expect(a + b * c + 78) == d - e + 78
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 78) > 78
        expect(x2) == y2
        expect(a + b * c + 79) == d - e + 79
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 79) > 79
        expect(x3) == y3
        expect(a + b * c + 80) == d - e + 80
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 80) > 80
        expect(x4) == y4
        expect(a + b * c + 81) == d - e + 81
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 81) > 81
        expect(x5) == y5
        expect(a + b * c + 82) == d - e + 82
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 82) > 82
        expect(x6) == y6
        expect(a + b * c + 83) == d - e + 83
    }
    func test5() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 83) > 83
        expect(x0) == y0
        expect(a + b * c + 84) == d - e + 84
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 84) > 84
        expect(x1) == y1
        expect(a + b * c + 85) == d - e + 85
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 85) > 85
        expect(x2) == y2
        expect(a + b * c + 86) == d - e + 86
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 86) > 86
        expect(x3) == y3
        expect(a + b * c + 87) == d - e + 87
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 87) > 87
        expect(x4) == y4
        expect(a + b * c + 88) == d - e + 88
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 88) > 88
        expect(x5) == y5
        expect(a + b * c + 89) == d - e + 89
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 89) > 89
        expect(x6) == y6
        expect(a + b * c + 90) == d - e + 90
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 90) > 90
        expect(x0) == y0
        expect(a + b * c + 91) == d - e + 91
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 91) > 91
        expect(x1) == y1
        expect(a + b * c + 92) == d - e + 92
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 92) > 92
        expect(x2) == y2
        expect(a + b * c + 93) == d - e + 93
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 93) > 93
        expect(x3) == y3
        expect(a + b * c + 94) == d - e + 94
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 94) > 94
        expect(x4) == y4
        expect(a + b * c + 95) == d - e + 95
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 95) > 95
        expect(x5) == y5
        expect(a + b * c + 96) == d - e + 96
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 96) > 96
        expect(x6) == y6
        expect(a + b * c + 97) == d - e + 97
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 97) > 97
        expect(x0) == y0
        expect(a + b * c + 98) == d - e + 98
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 98) > 98
        expect(x1) == y1
        expect(a + b * c + 99) == d - e + 99
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 99) > 99
    }
    func test6() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x2) == y2
        expect(a + b * c + 100) == d - e + 100
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 100) > 100
        expect(x3) == y3
        expect(a + b * c + 101) == d - e + 101
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 101) > 101
        expect(x4) == y4
        expect(a + b * c + 102) == d - e + 102
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 102) > 102
        expect(x5) == y5
        expect(a + b * c + 103) == d - e + 103
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 103) > 103
        expect(x6) == y6
        expect(a + b * c + 104) == d - e + 104
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 104) > 104
        expect(x0) == y0
        expect(a + b * c + 105) == d - e + 105
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 105) > 105
        expect(x1) == y1
        expect(a + b * c + 106) == d - e + 106
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 106) > 106
        expect(x2) == y2
        expect(a + b * c + 107) == d - e + 107
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 107) > 107
        expect(x3) == y3
        expect(a + b * c + 108) == d - e + 108
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 108) > 108
        expect(x4) == y4
        expect(a + b * c + 109) == d - e + 109
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 109) > 109
        expect(x5) == y5
        expect(a + b * c + 110) == d - e + 110
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 110) > 110
        expect(x6) == y6
        expect(a + b * c + 111) == d - e + 111
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 111) > 111
        expect(x0) == y0
        expect(a + b * c + 112) == d - e + 112
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 112) > 112
        expect(x1) == y1
        expect(a + b * c + 113) == d - e + 113
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 113) > 113
        expect(x2) == y2
        expect(a + b * c + 114) == d - e + 114
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 114) > 114
        expect(x3) == y3
        expect(a + b * c + 115) == d - e + 115
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 115) > 115
        expect(x4) == y4
        expect(a + b * c + 116) == d - e + 116
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
    }
    func test7() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt2).to(beNil())
        expect(n + 116) > 116
        expect(x5) == y5
        expect(a + b * c + 117) == d - e + 117
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 117) > 117
        expect(x6) == y6
        expect(a + b * c + 118) == d - e + 118
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 118) > 118
        expect(x0) == y0
        expect(a + b * c + 119) == d - e + 119
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 119) > 119
        expect(x1) == y1
        expect(a + b * c + 120) == d - e + 120
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 120) > 120
        expect(x2) == y2
        expect(a + b * c + 121) == d - e + 121
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 121) > 121
        expect(x3) == y3
        expect(a + b * c + 122) == d - e + 122
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 122) > 122
        expect(x4) == y4
        expect(a + b * c + 123) == d - e + 123
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 123) > 123
        expect(x5) == y5
        expect(a + b * c + 124) == d - e + 124
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 124) > 124
        expect(x6) == y6
        expect(a + b * c + 125) == d - e + 125
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 125) > 125
        expect(x0) == y0
        expect(a + b * c + 126) == d - e + 126
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 126) > 126
        expect(x1) == y1
        expect(a + b * c + 127) == d - e + 127
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 127) > 127
        expect(x2) == y2
        expect(a + b * c + 128) == d - e + 128
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 128) > 128
        expect(x3) == y3
        expect(a + b * c + 129) == d - e + 129
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 129) > 129
        expect(x4) == y4
        expect(a + b * c + 130) == d - e + 130
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 130) > 130
        expect(x5) == y5
        expect(a + b * c + 131) == d - e + 131
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 131) > 131
        expect(x6) == y6
        expect(a + b * c + 132) == d - e + 132
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 132) > 132
        expect(x0) == y0
        expect(a + b * c + 133) == d - e + 133
    }
    func test8() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 133) > 133
        expect(x1) == y1
        expect(a + b * c + 134) == d - e + 134
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 134) > 134
        expect(x2) == y2
        expect(a + b * c + 135) == d - e + 135
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 135) > 135
        expect(x3) == y3
        expect(a + b * c + 136) == d - e + 136
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 136) > 136
        expect(x4) == y4
        expect(a + b * c + 137) == d - e + 137
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 137) > 137
        expect(x5) == y5
        expect(a + b * c + 138) == d - e + 138
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 138) > 138
        expect(x6) == y6
        expect(a + b * c + 139) == d - e + 139
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 139) > 139
        expect(x0) == y0
        expect(a + b * c + 140) == d - e + 140
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 140) > 140
        expect(x1) == y1
        expect(a + b * c + 141) == d - e + 141
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 141) > 141
        expect(x2) == y2
        expect(a + b * c + 142) == d - e + 142
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 142) > 142
        expect(x3) == y3
        expect(a + b * c + 143) == d - e + 143
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 143) > 143
        expect(x4) == y4
        expect(a + b * c + 144) == d - e + 144
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 144) > 144
        expect(x5) == y5
        expect(a + b * c + 145) == d - e + 145
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 145) > 145
        expect(x6) == y6
        expect(a + b * c + 146) == d - e + 146
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 146) > 146
        expect(x0) == y0
        expect(a + b * c + 147) == d - e + 147
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 147) > 147
        expect(x1) == y1
        expect(a + b * c + 148) == d - e + 148
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 148) > 148
        expect(x2) == y2
        expect(a + b * c + 149) == d - e + 149
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 149) > 149
    }
    func test9() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x3) == y3
        expect(a + b * c + 150) == d - e + 150
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 150) > 150
        expect(x4) == y4
        expect(a + b * c + 151) == d - e + 151
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 151) > 151
        expect(x5) == y5
        expect(a + b * c + 152) == d - e + 152
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 152) > 152
        expect(x6) == y6
        expect(a + b * c + 153) == d - e + 153
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 153) > 153
        expect(x0) == y0
        expect(a + b * c + 154) == d - e + 154
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 154) > 154
        expect(x1) == y1
        expect(a + b * c + 155) == d - e + 155
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 155) > 155
        expect(x2) == y2
        expect(a + b * c + 156) == d - e + 156
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 156) > 156
        expect(x3) == y3
        expect(a + b * c + 157) == d - e + 157
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 157) > 157
        expect(x4) == y4
        expect(a + b * c + 158) == d - e + 158
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 158) > 158
        expect(x5) == y5
        expect(a + b * c + 159) == d - e + 159
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 159) > 159
        expect(x6) == y6
        expect(a + b * c + 160) == d - e + 160
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 160) > 160
        expect(x0) == y0
        expect(a + b * c + 161) == d - e + 161
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 161) > 161
        expect(x1) == y1
        expect(a + b * c + 162) == d - e + 162
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 162) > 162
        expect(x2) == y2
        expect(a + b * c + 163) == d - e + 163
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 163) > 163
        expect(x3) == y3
        expect(a + b * c + 164) == d - e + 164
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 164) > 164
        expect(x4) == y4
        expect(a + b * c + 165) == d - e + 165
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 165) > 165
        expect(x5) == y5
        expect(a + b * c + 166) == d - e + 166
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
    }
    func test10() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt1).to(beNil())
        expect(n + 166) > 166
        expect(x6) == y6
        expect(a + b * c + 167) == d - e + 167
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 167) > 167
        expect(x0) == y0
        expect(a + b * c + 168) == d - e + 168
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 168) > 168
        expect(x1) == y1
        expect(a + b * c + 169) == d - e + 169
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 169) > 169
        expect(x2) == y2
        expect(a + b * c + 170) == d - e + 170
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 170) > 170
        expect(x3) == y3
        expect(a + b * c + 171) == d - e + 171
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 171) > 171
        expect(x4) == y4
        expect(a + b * c + 172) == d - e + 172
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 172) > 172
        expect(x5) == y5
        expect(a + b * c + 173) == d - e + 173
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 173) > 173
        expect(x6) == y6
        expect(a + b * c + 174) == d - e + 174
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 174) > 174
        expect(x0) == y0
        expect(a + b * c + 175) == d - e + 175
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 175) > 175
        expect(x1) == y1
        expect(a + b * c + 176) == d - e + 176
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 176) > 176
        expect(x2) == y2
        expect(a + b * c + 177) == d - e + 177
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 177) > 177
        expect(x3) == y3
        expect(a + b * c + 178) == d - e + 178
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 178) > 178
        expect(x4) == y4
        expect(a + b * c + 179) == d - e + 179
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 179) > 179
        expect(x5) == y5
        expect(a + b * c + 180) == d - e + 180
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 180) > 180
        expect(x6) == y6
        expect(a + b * c + 181) == d - e + 181
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 181) > 181
        expect(x0) == y0
        expect(a + b * c + 182) == d - e + 182
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 182) > 182
        expect(x1) == y1
        expect(a + b * c + 183) == d - e + 183
    }
    func test11() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 183) > 183
        expect(x2) == y2
        expect(a + b * c + 184) == d - e + 184
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 184) > 184
        expect(x3) == y3
        expect(a + b * c + 185) == d - e + 185
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 185) > 185
        expect(x4) == y4
        expect(a + b * c + 186) == d - e + 186
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 186) > 186
        expect(x5) == y5
        expect(a + b * c + 187) == d - e + 187
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 187) > 187
        expect(x6) == y6
        expect(a + b * c + 188) == d - e + 188
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 188) > 188
        expect(x0) == y0
        expect(a + b * c + 189) == d - e + 189
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 189) > 189
        expect(x1) == y1
        expect(a + b * c + 190) == d - e + 190
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 190) > 190
        expect(x2) == y2
        expect(a + b * c + 191) == d - e + 191
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 191) > 191
        expect(x3) == y3
        expect(a + b * c + 192) == d - e + 192
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 192) > 192
        expect(x4) == y4
        expect(a + b * c + 193) == d - e + 193
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 193) > 193
        expect(x5) == y5
        expect(a + b * c + 194) == d - e + 194
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 194) > 194
        expect(x6) == y6
        expect(a + b * c + 195) == d - e + 195
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 195) > 195
        expect(x0) == y0
        expect(a + b * c + 196) == d - e + 196
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 196) > 196
        expect(x1) == y1
        expect(a + b * c + 197) == d - e + 197
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 197) > 197
        expect(x2) == y2
        expect(a + b * c + 198) == d - e + 198
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 198) > 198
        expect(x3) == y3
        expect(a + b * c + 199) == d - e + 199
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 199) > 199
    }
    func test12() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x4) == y4
        expect(a + b * c + 200) == d - e + 200
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 200) > 200
        expect(x5) == y5
        expect(a + b * c + 201) == d - e + 201
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 201) > 201
        expect(x6) == y6
        expect(a + b * c + 202) == d - e + 202
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 202) > 202
        expect(x0) == y0
        expect(a + b * c + 203) == d - e + 203
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 203) > 203
        expect(x1) == y1
        expect(a + b * c + 204) == d - e + 204
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 204) > 204
        expect(x2) == y2
        expect(a + b * c + 205) == d - e + 205
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 205) > 205
        expect(x3) == y3
        expect(a + b * c + 206) == d - e + 206
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 206) > 206
        expect(x4) == y4
        expect(a + b * c + 207) == d - e + 207
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 207) > 207
        expect(x5) == y5
        expect(a + b * c + 208) == d - e + 208
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 208) > 208
        expect(x6) == y6
        expect(a + b * c + 209) == d - e + 209
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 209) > 209
        expect(x0) == y0
        expect(a + b * c + 210) == d - e + 210
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 210) > 210
        expect(x1) == y1
        expect(a + b * c + 211) == d - e + 211
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 211) > 211
        expect(x2) == y2
        expect(a + b * c + 212) == d - e + 212
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 212) > 212
        expect(x3) == y3
        expect(a + b * c + 213) == d - e + 213
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 213) > 213
        expect(x4) == y4
        expect(a + b * c + 214) == d - e + 214
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 214) > 214
        expect(x5) == y5
        expect(a + b * c + 215) == d - e + 215
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 215) > 215
        expect(x6) == y6
        expect(a + b * c + 216) == d - e + 216
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
    }
    func test13() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt0).to(beNil())
        expect(n + 216) > 216
        expect(x0) == y0
        expect(a + b * c + 217) == d - e + 217
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 217) > 217
        expect(x1) == y1
        expect(a + b * c + 218) == d - e + 218
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 218) > 218
        expect(x2) == y2
        expect(a + b * c + 219) == d - e + 219
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 219) > 219
        expect(x3) == y3
        expect(a + b * c + 220) == d - e + 220
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 220) > 220
        expect(x4) == y4
        expect(a + b * c + 221) == d - e + 221
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 221) > 221
        expect(x5) == y5
        expect(a + b * c + 222) == d - e + 222
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 222) > 222
        expect(x6) == y6
        expect(a + b * c + 223) == d - e + 223
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 223) > 223
        expect(x0) == y0
        expect(a + b * c + 224) == d - e + 224
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 224) > 224
        expect(x1) == y1
        expect(a + b * c + 225) == d - e + 225
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 225) > 225
        expect(x2) == y2
        expect(a + b * c + 226) == d - e + 226
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 226) > 226
        expect(x3) == y3
        expect(a + b * c + 227) == d - e + 227
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 227) > 227
        expect(x4) == y4
        expect(a + b * c + 228) == d - e + 228
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 228) > 228
        expect(x5) == y5
        expect(a + b * c + 229) == d - e + 229
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 229) > 229
        expect(x6) == y6
        expect(a + b * c + 230) == d - e + 230
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 230) > 230
        expect(x0) == y0
        expect(a + b * c + 231) == d - e + 231
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 231) > 231
        expect(x1) == y1
        expect(a + b * c + 232) == d - e + 232
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 232) > 232
        expect(x2) == y2
        expect(a + b * c + 233) == d - e + 233
    }
    func test14() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 233) > 233
        expect(x3) == y3
        expect(a + b * c + 234) == d - e + 234
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 234) > 234
        expect(x4) == y4
        expect(a + b * c + 235) == d - e + 235
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 235) > 235
        expect(x5) == y5
        expect(a + b * c + 236) == d - e + 236
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 236) > 236
        expect(x6) == y6
        expect(a + b * c + 237) == d - e + 237
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 237) > 237
        expect(x0) == y0
        expect(a + b * c + 238) == d - e + 238
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 238) > 238
        expect(x1) == y1
        expect(a + b * c + 239) == d - e + 239
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 239) > 239
        expect(x2) == y2
        expect(a + b * c + 240) == d - e + 240
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 240) > 240
        expect(x3) == y3
        expect(a + b * c + 241) == d - e + 241
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 241) > 241
        expect(x4) == y4
        expect(a + b * c + 242) == d - e + 242
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 242) > 242
        expect(x5) == y5
        expect(a + b * c + 243) == d - e + 243
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 243) > 243
        expect(x6) == y6
        expect(a + b * c + 244) == d - e + 244
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 244) > 244
        expect(x0) == y0
        expect(a + b * c + 245) == d - e + 245
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 245) > 245
        expect(x1) == y1
        expect(a + b * c + 246) == d - e + 246
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 246) > 246
        expect(x2) == y2
        expect(a + b * c + 247) == d - e + 247
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 247) > 247
        expect(x3) == y3
        expect(a + b * c + 248) == d - e + 248
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 248) > 248
        expect(x4) == y4
        expect(a + b * c + 249) == d - e + 249
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 249) > 249
    }
    func test15() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x5) == y5
        expect(a + b * c + 250) == d - e + 250
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 250) > 250
        expect(x6) == y6
        expect(a + b * c + 251) == d - e + 251
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 251) > 251
        expect(x0) == y0
        expect(a + b * c + 252) == d - e + 252
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 252) > 252
        expect(x1) == y1
        expect(a + b * c + 253) == d - e + 253
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 253) > 253
        expect(x2) == y2
        expect(a + b * c + 254) == d - e + 254
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 254) > 254
        expect(x3) == y3
        expect(a + b * c + 255) == d - e + 255
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 255) > 255
        expect(x4) == y4
        expect(a + b * c + 256) == d - e + 256
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 256) > 256
        expect(x5) == y5
        expect(a + b * c + 257) == d - e + 257
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 257) > 257
        expect(x6) == y6
        expect(a + b * c + 258) == d - e + 258
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 258) > 258
        expect(x0) == y0
        expect(a + b * c + 259) == d - e + 259
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 259) > 259
        expect(x1) == y1
        expect(a + b * c + 260) == d - e + 260
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 260) > 260
        expect(x2) == y2
        expect(a + b * c + 261) == d - e + 261
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 261) > 261
        expect(x3) == y3
        expect(a + b * c + 262) == d - e + 262
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 262) > 262
        expect(x4) == y4
        expect(a + b * c + 263) == d - e + 263
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 263) > 263
        expect(x5) == y5
        expect(a + b * c + 264) == d - e + 264
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 264) > 264
        expect(x6) == y6
        expect(a + b * c + 265) == d - e + 265
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 265) > 265
        expect(x0) == y0
        expect(a + b * c + 266) == d - e + 266
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
    }
    func test16() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt2).to(beNil())
        expect(n + 266) > 266
        expect(x1) == y1
        expect(a + b * c + 267) == d - e + 267
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 267) > 267
        expect(x2) == y2
        expect(a + b * c + 268) == d - e + 268
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 268) > 268
        expect(x3) == y3
        expect(a + b * c + 269) == d - e + 269
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 269) > 269
        expect(x4) == y4
        expect(a + b * c + 270) == d - e + 270
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 270) > 270
        expect(x5) == y5
        expect(a + b * c + 271) == d - e + 271
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 271) > 271
        expect(x6) == y6
        expect(a + b * c + 272) == d - e + 272
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 272) > 272
        expect(x0) == y0
        expect(a + b * c + 273) == d - e + 273
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 273) > 273
        expect(x1) == y1
        expect(a + b * c + 274) == d - e + 274
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 274) > 274
        expect(x2) == y2
        expect(a + b * c + 275) == d - e + 275
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 275) > 275
        expect(x3) == y3
        expect(a + b * c + 276) == d - e + 276
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 276) > 276
        expect(x4) == y4
        expect(a + b * c + 277) == d - e + 277
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 277) > 277
        expect(x5) == y5
        expect(a + b * c + 278) == d - e + 278
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 278) > 278
        expect(x6) == y6
        expect(a + b * c + 279) == d - e + 279
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 279) > 279
        expect(x0) == y0
        expect(a + b * c + 280) == d - e + 280
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 280) > 280
        expect(x1) == y1
        expect(a + b * c + 281) == d - e + 281
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 281) > 281
        expect(x2) == y2
        expect(a + b * c + 282) == d - e + 282
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 282) > 282
        expect(x3) == y3
        expect(a + b * c + 283) == d - e + 283
    }
    func test17() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 283) > 283
        expect(x4) == y4
        expect(a + b * c + 284) == d - e + 284
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 284) > 284
        expect(x5) == y5
        expect(a + b * c + 285) == d - e + 285
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 285) > 285
        expect(x6) == y6
        expect(a + b * c + 286) == d - e + 286
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 286) > 286
        expect(x0) == y0
        expect(a + b * c + 287) == d - e + 287
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 287) > 287
        expect(x1) == y1
        expect(a + b * c + 288) == d - e + 288
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 288) > 288
        expect(x2) == y2
        expect(a + b * c + 289) == d - e + 289
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 289) > 289
        expect(x3) == y3
        expect(a + b * c + 290) == d - e + 290
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 290) > 290
        expect(x4) == y4
        expect(a + b * c + 291) == d - e + 291
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 291) > 291
        expect(x5) == y5
        expect(a + b * c + 292) == d - e + 292
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 292) > 292
        expect(x6) == y6
        expect(a + b * c + 293) == d - e + 293
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 293) > 293
        expect(x0) == y0
        expect(a + b * c + 294) == d - e + 294
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 294) > 294
        expect(x1) == y1
        expect(a + b * c + 295) == d - e + 295
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 295) > 295
        expect(x2) == y2
        expect(a + b * c + 296) == d - e + 296
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 296) > 296
        expect(x3) == y3
        expect(a + b * c + 297) == d - e + 297
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 297) > 297
        expect(x4) == y4
        expect(a + b * c + 298) == d - e + 298
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 298) > 298
        expect(x5) == y5
        expect(a + b * c + 299) == d - e + 299
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 299) > 299
    }
    func test18() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(x6) == y6
        expect(a + b * c + 300) == d - e + 300
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 300) > 300
        expect(x0) == y0
        expect(a + b * c + 301) == d - e + 301
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 301) > 301
        expect(x1) == y1
        expect(a + b * c + 302) == d - e + 302
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 302) > 302
        expect(x2) == y2
        expect(a + b * c + 303) == d - e + 303
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 303) > 303
        expect(x3) == y3
        expect(a + b * c + 304) == d - e + 304
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 304) > 304
        expect(x4) == y4
        expect(a + b * c + 305) == d - e + 305
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 305) > 305
        expect(x5) == y5
        expect(a + b * c + 306) == d - e + 306
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 306) > 306
        expect(x6) == y6
        expect(a + b * c + 307) == d - e + 307
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 307) > 307
        expect(x0) == y0
        expect(a + b * c + 308) == d - e + 308
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 308) > 308
        expect(x1) == y1
        expect(a + b * c + 309) == d - e + 309
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 309) > 309
        expect(x2) == y2
        expect(a + b * c + 310) == d - e + 310
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 310) > 310
        expect(x3) == y3
        expect(a + b * c + 311) == d - e + 311
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 311) > 311
        expect(x4) == y4
        expect(a + b * c + 312) == d - e + 312
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 312) > 312
        expect(x5) == y5
        expect(a + b * c + 313) == d - e + 313
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 313) > 313
        expect(x6) == y6
        expect(a + b * c + 314) == d - e + 314
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 314) > 314
        expect(x0) == y0
        expect(a + b * c + 315) == d - e + 315
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 315) > 315
        expect(x1) == y1
        expect(a + b * c + 316) == d - e + 316
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
    }
    func test19() {
        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)
        expect(opt1).to(beNil())
        expect(n + 316) > 316
        expect(x2) == y2
        expect(a + b * c + 317) == d - e + 317
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 317) > 317
        expect(x3) == y3
        expect(a + b * c + 318) == d - e + 318
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 318) > 318
        expect(x4) == y4
        expect(a + b * c + 319) == d - e + 319
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 319) > 319
        expect(x5) == y5
        expect(a + b * c + 320) == d - e + 320
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 320) > 320
        expect(x6) == y6
        expect(a + b * c + 321) == d - e + 321
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 321) > 321
        expect(x0) == y0
        expect(a + b * c + 322) == d - e + 322
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 322) > 322
        expect(x1) == y1
        expect(a + b * c + 323) == d - e + 323
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 323) > 323
        expect(x2) == y2
        expect(a + b * c + 324) == d - e + 324
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 324) > 324
        expect(x3) == y3
        expect(a + b * c + 325) == d - e + 325
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 325) > 325
        expect(x4) == y4
        expect(a + b * c + 326) == d - e + 326
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 326) > 326
        expect(x5) == y5
        expect(a + b * c + 327) == d - e + 327
        expect(arr).to(contain(1))
        expect(s).to(beginWith("ab"))
        expect(opt0).to(beNil())
        expect(n + 327) > 327
        expect(x6) == y6
        expect(a + b * c + 328) == d - e + 328
        expect(arr).to(contain(2))
        expect(s).to(beginWith("a"))
        expect(opt1).to(beNil())
        expect(n + 328) > 328
        expect(x0) == y0
        expect(a + b * c + 329) == d - e + 329
        expect(arr).to(contain(3))
        expect(s).to(beginWith("ab"))
        expect(opt2).to(beNil())
        expect(n + 329) > 329
        expect(x1) == y1
        expect(a + b * c + 330) == d - e + 330
        expect(arr).to(contain(1))
        expect(s).to(beginWith("a"))
        expect(opt0).to(beNil())
        expect(n + 330) > 330
        expect(x2) == y2
        expect(a + b * c + 331) == d - e + 331
        expect(arr).to(contain(2))
        expect(s).to(beginWith("ab"))
        expect(opt1).to(beNil())
        expect(n + 331) > 331
        expect(x3) == y3
        expect(a + b * c + 332) == d - e + 332
        expect(arr).to(contain(3))
        expect(s).to(beginWith("a"))
        expect(opt2).to(beNil())
        expect(n + 332) > 332
        expect(x4) == y4
        expect(a + b * c + 333) == d - e + 333
    }
}
