#!/usr/bin/env python3
"""Writes the compile-time corpus: each row's spec file three ways, into OUT_DIR/<row>/<kind>.swift.

    generate.py OUT_DIR [ROW…]

Kinds: `speckit` (SpecDSL + Matchers, a `Spec` subclass), `quick` (Quick 7 + Nimble 14, a
`QuickSpec` or `AsyncSpec`) and `xctest` (the same checks as XCTestCase methods with XCTAssert).
The speckit and quick files differ only in their imports and base class.

Rows (the default is all but the growth rows):

- group50, group200, group400: one `describe` holding N examples of the Guidelines' shape: a
  `var sut`, a `beforeEach` and an `afterEach`, and `it("…") { expect(sut + i) == i + 1 }`.
- nested: three levels of small groups (describe > 4 contexts > 5 contexts > 5 examples), a
  `beforeEach` at each level, arithmetic on both sides of `==`.
- matchers: 100 examples, ten contexts of ten, `expect(…).to(matcher)` and `.toNot` with ten
  different matchers.
- async: 100 `async` examples, ten contexts of ten: `let value = await …; expect(value) == …` and
  `await expect { await … } == …` in turn.
- shared: ten shared example groups of five examples each, included by ten contexts.

Growth rows, for `run.sh --growth`: groupN (any N), and the same N examples laid out three other
ways: contextsN (contexts of at most 50 examples in the one describe), describesN (top-level
describes of at most 50 examples, each with its own variable and hooks) and localN (the examples
in a local function of the describe, called once); these three for SpecKit and Quick only."""
import os
import re
import sys

KINDS = ("speckit", "quick", "xctest")


def spec_file(kind, name, body, async_spec=False, prelude=()):
    """A spec class whose `spec()` holds BODY (lines, indented for the class body's describe)."""
    if kind == "speckit":
        imports, base = ["import Matchers", "import SpecDSL"], "Spec"
    else:
        imports, base = ["import Nimble", "import Quick"], "AsyncSpec" if async_spec else "QuickSpec"
    lines = imports + [""] + list(prelude) + [f"final class {name}: {base} {{", "    override class func spec() {"]
    lines += ["        " + line if line else "" for line in body]
    return lines + ["    }", "}"]


def xctest_file(name, members, prelude=()):
    return ["import XCTest", ""] + list(prelude) + [f"final class {name}: XCTestCase {{"] + \
        ["    " + line if line else "" for line in members] + ["}"]


def check(i):
    return f"expect(sut + {i}) == {i} + 1"


def group(kind, n, layout="group"):
    """N examples of the Guidelines' shape; LAYOUT group (all in one describe), contexts (one
    describe, contexts of at most 50), describes (top-level describes of at most 50 each) or
    local (one describe, the examples in a local function)."""
    if kind == "xctest":
        members = ["var sut = 0", "override func setUp() { sut = 1 }", "override func tearDown() { sut = 0 }"]
        members += [f"func test_adds_{i}() {{ XCTAssertEqual(sut + {i}, {i} + 1) }}" for i in range(n)]
        return xctest_file("AdderTests", members)
    examples = [f'it("adds {i}") {{ {check(i)} }}' for i in range(n)]
    chunks = [examples[start:start + 50] for start in range(0, n, 50)]
    head = ["    var sut = 0", "    beforeEach { sut = 1 }", "    afterEach { sut = 0 }"]
    if layout == "describes":
        body = []
        for number, chunk in enumerate(chunks):
            body += [f'describe("Adder, part {number}") {{'] + head + ["    " + e for e in chunk] + ["}"]
        return spec_file(kind, "AdderSpec", body)
    body = ['describe("Adder") {'] + head
    if layout == "group":
        body += ["    " + e for e in examples]
    elif layout == "local":
        body += ["    func examples() {"] + ["        " + e for e in examples] + ["    }", "    examples()"]
    else:
        for number, chunk in enumerate(chunks):
            body += [f'    context("part {number}") {{'] + ["        " + e for e in chunk] + ["    }"]
    return spec_file(kind, "AdderSpec", body + ["}"])


def nested(kind):
    if kind == "xctest":
        members = ["var sut = 0", "override func setUp() { sut = 1; sut += 1; sut += 1 }", "override func tearDown() { sut = 0 }"]
        for a in range(4):
            for b in range(5):
                members += [f"func test_level_{a}_case_{b}_adds_{e}() {{ XCTAssertEqual(sut + {e}, {e} + 3) }}"
                            for e in range(5)]
        return xctest_file("NestedTests", members)
    body = ['describe("Adder") {', "    var sut = 0", "    beforeEach { sut = 1 }", "    afterEach { sut = 0 }"]
    for a in range(4):
        body += [f'    context("at level {a}") {{', "        beforeEach { sut += 1 }"]
        for b in range(5):
            body += [f'        context("in case {b}") {{', "            beforeEach { sut += 1 }"]
            body += [f'            it("adds {e}") {{ expect(sut + {e}) == {e} + 3 }}' for e in range(5)]
            body.append("        }")
        body.append("    }")
    return spec_file(kind, "NestedSpec", body + ["}"])


# (expect form, XCTAssert form) for the matchers row; k is the context's number.
MATCHER_SHAPES = [
    ("expect(number + {k}).to(equal({k} + 3))", "XCTAssertEqual(number + {k}, {k} + 3)"),
    ("expect(list).to(contain({k} % 3 + 1))", "XCTAssertTrue(list.contains({k} % 3 + 1))"),
    ('expect(text).to(beginWith("sp"))', 'XCTAssertTrue(text.hasPrefix("sp"))'),
    ("expect(optional).to(beNil())", "XCTAssertNil(optional)"),
    ("expect(number + {k}).to(beGreaterThan({k}))", "XCTAssertGreaterThan(number + {k}, {k})"),
    ("expect(Double(number) / 2).to(beCloseTo(1.5, within: 0.01))", "XCTAssertEqual(Double(number) / 2, 1.5, accuracy: 0.01)"),
    ("expect(list).toNot(beEmpty())", "XCTAssertFalse(list.isEmpty)"),
    ("expect(list).to(haveCount(3))", "XCTAssertEqual(list.count, 3)"),
    ("expect(text.isEmpty).to(beFalse())", "XCTAssertFalse(text.isEmpty)"),
    ("expect(list).to(equal([1, 2, {k} % 3 + 1]))", "XCTAssertEqual(list, [1, 2, {k} % 3 + 1])"),
]


def matchers(kind):
    if kind == "xctest":
        members = ["var number = 0", 'var text = ""', "var list: [Int] = []", "var optional: Int?",
                   'override func setUp() { number = 3; text = "spec"; list = [1, 2, 3]; optional = nil }']
        for k in range(10):
            members += [f"func test_set_{k}_check_{s}() {{ {x.format(k=k)} }}" for s, (_, x) in enumerate(MATCHER_SHAPES)]
        return xctest_file("MatcherTests", members)
    body = ['describe("Values") {', "    var number = 0", '    var text = ""', "    var list: [Int] = []",
            "    var optional: Int?",
            '    beforeEach { number = 3; text = "spec"; list = [1, 2, 3]; optional = nil }',
            "    afterEach { number = 0; text = \"\"; list = []; optional = nil }"]
    for k in range(10):
        body.append(f'    context("in set {k}") {{')
        body += [f'        it("checks {s}") {{ {e.format(k=k)} }}' for s, (e, _) in enumerate(MATCHER_SHAPES)]
        body.append("    }")
    return spec_file(kind, "MatcherSpec", body + ["}"])


ADDER = ["struct Adder: Sendable {", "    let base: Int", "    func add(_ value: Int) async -> Int { base + value }", "}", ""]


def async_examples(kind):
    if kind == "xctest":
        members = ["var sut = Adder(base: 0)", "override func setUp() { sut = Adder(base: 1) }"]
        for k in range(10):
            for e in range(10):
                members.append(f"func test_set_{k}_adds_{e}() async {{ let value = await sut.add({e}); XCTAssertEqual(value, {e} + 1) }}")
        return xctest_file("AdderTests", members, prelude=ADDER)
    body = ['describe("Adder") {', "    var sut = Adder(base: 0)", "    beforeEach { sut = Adder(base: 1) }",
            "    afterEach { sut = Adder(base: 0) }"]
    for k in range(10):
        body.append(f'    context("in set {k}") {{')
        for e in range(10):
            check_line = (f"let value = await sut.add({e}); expect(value) == {e} + 1" if e % 2 == 0
                          else f"await expect {{ await sut.add({e}) }} == {e} + 1")
            body.append(f'        it("adds {e}") {{ {check_line} }}')
        body.append("    }")
    return spec_file(kind, "AdderSpec", body + ["}"], async_spec=True, prelude=ADDER)


def shared(kind):
    if kind == "xctest":
        members = []
        for k in range(10):
            members += [f"func checkAdder{k}(_ sut: Int) {{"] + \
                [f"    XCTAssertEqual(sut + {e}, {k} + {e})" for e in range(5)] + ["}"]
        members += [f"func test_base_{k}() {{ checkAdder{k}({k}) }}" for k in range(10)]
        return xctest_file("SharedTests", members)
    body = []
    for k in range(10):
        body += [f'sharedExamples("an adder from {k}") {{ context in', "    var sut = 0",
                 '    beforeEach { sut = context()["base"] as? Int ?? 0 }']
        body += [f'    it("adds {e}") {{ expect(sut + {e}) == {k} + {e} }}' for e in range(5)]
        body.append("}")
    body.append('describe("Adders") {')
    for k in range(10):
        body += [f'    context("from {k}") {{', f'        itBehavesLike("an adder from {k}") {{ ["base": {k}] }}', "    }"]
    return spec_file(kind, "SharedSpec", body + ["}"])


def write(row, kind):
    match = re.fullmatch(r"(group|contexts|describes|local)(\d+)", row)
    if match:
        return group(kind, int(match.group(2)), match.group(1))
    return {"nested": nested, "matchers": matchers, "async": async_examples, "shared": shared}[row](kind)


ROWS = ["group50", "group200", "group400", "nested", "matchers", "async", "shared"]

if __name__ == "__main__":
    out_dir = sys.argv[1]
    for row in sys.argv[2:] or ROWS:
        os.makedirs(f"{out_dir}/{row}", exist_ok=True)
        for kind in KINDS:
            if kind != "xctest" or not row.startswith(("contexts", "describes", "local")):
                with open(f"{out_dir}/{row}/{kind}.swift", "w") as f:
                    f.write("\n".join(write(row, kind)) + "\n")
