#!/usr/bin/env python3
"""Writes two Swift test files with the same checks: MatchersChecks.swift (with `expect`) and
XCTAssertChecks.swift (with XCTAssert).

    generate.py COUNT OUT_DIR [SHAPE]

Without SHAPE the six shapes below rotate (the mixed benchmark); with SHAPE (0-5) every line
has that shape. Values vary per line so that no two lines are identical."""
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out_dir = sys.argv[2] if len(sys.argv) > 2 else "."
only = int(sys.argv[3]) if len(sys.argv) > 3 else None
per_function = 100

# (name, Matchers form, XCTAssert form); k varies the values.
SHAPES = [
    ("expect(x) == y", lambda k: f"expect(x{k % 7}) == y{k % 7}",
                       lambda k: f"XCTAssertEqual(x{k % 7}, y{k % 7})"),
    ("expect(a + b * c) == d - e", lambda k: f"expect(a + b * c + {k}) == d - e + {k}",
                                   lambda k: f"XCTAssertEqual(a + b * c + {k}, d - e + {k})"),
    ("expect(arr).to(contain(3))", lambda k: f"expect(arr).to(contain({k % 3 + 1}))",
                                   lambda k: f"XCTAssertTrue(arr.contains({k % 3 + 1}))"),
    ("expect(s).to(beginWith(\"a\"))", lambda k: f"expect(s).to(beginWith(\"a{'b' * (k % 2)}\"))",
                                      lambda k: f"XCTAssertTrue(s.hasPrefix(\"a{'b' * (k % 2)}\"))"),
    ("expect(opt).to(beNil())", lambda k: f"expect(opt{k % 3}).to(beNil())",
                                lambda k: f"XCTAssertNil(opt{k % 3})"),
    ("expect(n) > 1", lambda k: f"expect(n + {k}) > {k}",
                      lambda k: f"XCTAssertGreaterThan(n + {k}, {k})"),
]

lines = []
for i in range(count):
    shape = SHAPES[only if only is not None else i % len(SHAPES)]
    k = i // len(SHAPES)
    lines.append((shape[1](k), shape[2](k)))

prelude = """        let x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6
        let y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6
        let a = 2, b = 3, c = 4, d = 15, e = 1
        let arr = [1, 2, 3]
        let s = "abc"
        let opt0: Int? = nil, opt1: String? = nil, opt2: [Int]? = nil
        let n = 5
        _ = (x0, x1, x2, x3, x4, x5, x6, y0, y1, y2, y3, y4, y5, y6, a, b, c, d, e, arr, s, opt0, opt1, opt2, n)"""

for index, (name, imports) in enumerate([("MatchersChecks", "import Matchers\nimport XCTest\n"),
                                           ("XCTAssertChecks", "import XCTest\n")]):
    body = [imports, f"final class {name}: XCTestCase {{"]
    for start in range(0, count, per_function):
        body.append(f"    func test{start // per_function}() {{")
        body.append(prelude)
        for pair in lines[start:start + per_function]:
            body.append("        " + pair[index])
        body.append("    }")
    body.append("}")
    with open(f"{out_dir}/{name}.swift", "w") as f:
        f.write("\n".join(body) + "\n")

