#!/usr/bin/env python3
"""Compares two SPECKIT_XUNIT_OUTPUT reports case by case: name, outcome, failures (file:line and
message). Cases that belong to the process, not to one class (beforeSuite, afterSuite, a
configuration's), are compared by name alone: each route reports them in the class that runs first.
A case named with --line-only is compared without its failures' messages (file:line only): each
route words a Swift Testing issue its own way. Prints one line per difference and exits 1 when
there is any.
Usage: compare.py XCTEST_REPORT SWIFT_TESTING_REPORT [--ignore NAME | --ignore-class CLASS | --line-only NAME]...
       [PROCESS_CASE_NAME ...]"""
import re
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
rest, ignored, ignored_classes, process_names, line_only = sys.argv[3:], set(), set(), set(), set()
while rest:
    if rest[0] == "--line-only":
        line_only.add(rest[1])
        rest = rest[2:]
    elif rest[0] == "--ignore":
        ignored.add(rest[1])
        rest = rest[2:]
    elif rest[0] == "--ignore-class":
        ignored_classes.add(rest[1])
        rest = rest[2:]
    else:
        process_names.add(rest[0])
        rest = rest[1:]
left, right = cases(xctest, process_names), cases(swift_testing, process_names)
for key in list(left) + list(right):
    if any(key.endswith(name) for name in ignored) or any(f".{name}." in f".{key}" for name in ignored_classes):
        left.pop(key, None)
        right.pop(key, None)
for found in (left, right):
    for key, (outcome, lines) in list(found.items()):
        if any(key.endswith(name) for name in line_only):
            found[key] = (outcome, tuple(sorted(re.sub(r"^(.*?:[0-9]+):.*$", r"\1", line, flags=re.S) for line in lines)))
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
