#!/usr/bin/env python3
"""Compares two SPECKIT_XUNIT_OUTPUT reports case by case: name, outcome, failures (file:line and
message). Cases that belong to the process, not to one class (beforeSuite, afterSuite, a
configuration's), are compared by name alone: each route reports them in the class that runs first.
Prints one line per difference and exits 1 when there is any.
Usage: compare.py XCTEST_REPORT SWIFT_TESTING_REPORT [--ignore CLASS.NAME]... [PROCESS_CASE_NAME ...]"""
import sys
import xml.etree.ElementTree as ET


def cases(path, process_names):
    found = {}
    for case in ET.parse(path).getroot().iter("testcase"):
        name = case.get("name")
        key = name if name in process_names else f"{case.get('classname')}.{name}"
        if case.find("skipped") is not None:
            outcome = ("skipped", ())
        elif case.find("failure") is not None:
            outcome = ("failed", tuple(sorted(case.find("failure").text.split("\n"))))
        else:
            outcome = ("passed", ())
        if key in found:
            found[key] = ("reported twice", ())
        else:
            found[key] = outcome
    return found


xctest, swift_testing = sys.argv[1], sys.argv[2]
rest, ignored, process_names = sys.argv[3:], set(), set()
while rest:
    if rest[0] == "--ignore":
        ignored.add(rest[1])
        rest = rest[2:]
    else:
        process_names.add(rest[0])
        rest = rest[1:]
left, right = cases(xctest, process_names), cases(swift_testing, process_names)
for key in list(left) + list(right):
    if any(key.endswith(name) for name in ignored):
        left.pop(key, None)
        right.pop(key, None)
differences = 0
for key in sorted(set(left) | set(right)):
    a, b = left.get(key, ("missing", ())), right.get(key, ("missing", ()))
    if a != b:
        differences += 1
        print(f"differs  {key}\n  XCTest:        {a}\n  Swift Testing: {b}")
    else:
        print(f"same     {key}: {a[0]}")
print(f"{len(set(left) | set(right))} cases, {differences} differences")
sys.exit(1 if differences else 0)
