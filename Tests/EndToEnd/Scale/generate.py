#!/usr/bin/env python3
"""Writes LargeSpecs: 30 spec classes of 100 examples each (3,000 in all), in 3 levels of groups
with hooks at every level; the last example of each class is an xit, so the shards deal skipped
examples too. The first class has a beforeSuite and an afterSuite that print a line each. Usage: generate.py FOLDER"""
import os
import sys

folder = sys.argv[1]
os.makedirs(folder, exist_ok=True)
for number in range(1, 31):
    lines = ["import Matchers", "import SpecDSL", "", f"final class Large{number:02d}Spec: Spec {{",
             "    override class func spec() {"]
    if number == 1:
        lines += ['        beforeSuite { print("E2E scale: beforeSuite ran") }', '        afterSuite { print("E2E scale: afterSuite ran") }']
    lines += [f'        describe("subject {number}") {{', "            var value = 0",
             "            beforeEach { value = 1 }", "            afterEach { value = 0 }"]
    for outer in range(5):
        lines += [f'            context("in context {outer}") {{', "                beforeEach { value += 1 }"]
        for inner in range(4):
            lines.append(f'                context("and case {inner}") {{')
            lines.append("                    beforeEach { value += 1 }")
            for example in range(5):
                last = outer == 4 and inner == 3 and example == 4
                lines.append(f'                    {"xit" if last else "it"}("does thing {example}") {{ expect(value) == 3 }}')
            lines.append("                }")
        lines.append("            }")
    lines += ["        }", "    }", "}", ""]
    with open(os.path.join(folder, f"Large{number:02d}Spec.swift"), "w") as file:
        file.write("\n".join(lines))
