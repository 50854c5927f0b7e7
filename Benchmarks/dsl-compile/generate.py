#!/usr/bin/env python3
"""Writes the same examples three ways, one class of 100 examples per file, into OUT_DIR/<kind>/:

    generate.py COUNT OUT_DIR

- spec/:  SpecDSL specs. Per class: describe > 5 contexts > 4 contexts > 5 its, a beforeEach and
  an afterEach at each of the 3 levels, one `expect(value) == 3` per example (issue 12's shape,
  the same as Benchmarks/dsl/run.sh).
- plain/: XCTestCase classes of 100 test methods doing the same work in setUp/tearDown, each
  with one `XCTAssertEqual(value, 3)`.
- quick/: the spec file written for Quick 7 + Nimble 14 (`QuickSpec`, `import Quick`/`Nimble`).

COUNT is rounded down to whole classes of 100."""
import os
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out_dir = sys.argv[2] if len(sys.argv) > 2 else "."


def spec_class(name, base, imports):
    lines = imports + [f"final class {name}: {base} {{", "    override class func spec() {",
                       f'        describe("Subject {name}") {{', "            var value = 0",
                       "            beforeEach { value = 1 }", "            afterEach { value = 0 }"]
    for k in range(5):
        lines += [f'            context("in context {k}") {{',
                  "                beforeEach { value += 1 }", "                afterEach { value -= 1 }"]
        for j in range(4):
            lines += [f'                context("and case {j}") {{',
                      "                    beforeEach { value += 1 }", "                    afterEach { value -= 1 }"]
            lines += [f'                    it("does thing {e}") {{ expect(value) == 3 }}' for e in range(5)]
            lines.append("                }")
        lines.append("            }")
    return lines + ["        }", "    }", "}"]


def plain_class(name):
    lines = ["import XCTest", "", f"final class {name}: XCTestCase {{", "    var value = 0",
             "    override func setUp() { value = 1; value += 1; value += 1 }",
             "    override func tearDown() { value -= 1; value -= 1; value = 0 }"]
    for k in range(5):
        for j in range(4):
            lines += [f"    func test_context_{k}_case_{j}_does_thing_{e}() {{ XCTAssertEqual(value, 3) }}"
                      for e in range(5)]
    return lines + ["}"]


kinds = {
    "spec": lambda name: spec_class(name, "Spec", ["import Matchers", "import SpecDSL", ""]),
    "plain": plain_class,
    "quick": lambda name: spec_class(name, "QuickSpec", ["import Nimble", "import Quick", ""]),
}
for kind, write in kinds.items():
    os.makedirs(f"{out_dir}/{kind}", exist_ok=True)
    for c in range(1, count // 100 + 1):
        name = f"C{c:03d}"
        with open(f"{out_dir}/{kind}/{name}.swift", "w") as f:
            f.write("\n".join(write(name)) + "\n")
