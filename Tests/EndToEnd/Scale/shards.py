#!/usr/bin/env python3
"""Checks the JUnit reports of the shards of one run against the report of the unsharded run:
the union of the shards' cases is the unsharded run's, name by name, no case is in two shards,
the shards' sizes differ by at most one, and each shard's report says which shard it is.
Prints one line per problem and exits 1 when there is any.
Usage: shards.py WHOLE_REPORT SHARD_REPORT... (the shards in order, 1 to N)"""
import sys
import xml.etree.ElementTree as ET


def names(path):
    return [f"{case.get('classname')}.{case.get('name')}" for case in ET.parse(path).getroot().iter("testcase")]


def shard_properties(path):
    return {prop.get("value") for prop in ET.parse(path).getroot().iter("property") if prop.get("name") == "shard"}


whole_path, shard_paths = sys.argv[1], sys.argv[2:]
whole = names(whole_path)
problems = []
if len(whole) != len(set(whole)):
    problems.append(f"the unsharded report lists {len(whole) - len(set(whole))} cases twice")
seen = {}
sizes = []
for index, path in enumerate(shard_paths, start=1):
    shard = names(path)
    sizes.append(len(shard))
    expected = f"{index}/{len(shard_paths)}"
    if len(shard_paths) > 0 and shard_properties(path) != {expected}:
        problems.append(f"shard {expected}: the report's shard property is {sorted(shard_properties(path))}")
    for name in shard:
        if name in seen:
            problems.append(f"{name} is in shard {seen[name]} and in shard {index}")
        seen[name] = index
missing = set(whole) - set(seen)
extra = set(seen) - set(whole)
for name in sorted(missing)[:10]:
    problems.append(f"{name} ran unsharded but in no shard")
for name in sorted(extra)[:10]:
    problems.append(f"{name} ran in shard {seen[name]} but not unsharded")
if sizes and max(sizes) - min(sizes) > 1:
    problems.append(f"the shards' sizes differ by more than one: {sizes}")
for problem in problems:
    print(problem)
print(f"{len(whole)} cases unsharded; {len(shard_paths)} shards of {sizes}; {len(problems)} problems")
sys.exit(1 if problems else 0)
