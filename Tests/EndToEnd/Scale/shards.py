#!/usr/bin/env python3
"""Checks the JUnit reports of the shards of one run against the report of the unsharded run:
the union of the shards' cases is the unsharded run's, name by name, no case is in two shards,
the shards' sizes differ by at most one, and each shard's report says which shard it is.
With --by-time STATUS (shards balanced by the times a saved status records) the sizes may
differ; instead the shards' times must be balanced: the slowest shard's time predicted from
STATUS's seconds within a tenth of the ideal, which is the total over the shards or the longest
example, whichever is larger; with --measured too, the slowest shard's time measured from the
reports' times within a fifth of its ideal (sleeps and machine load blur it).
Prints one line per problem and exits 1 when there is any.
Usage: shards.py [--by-time STATUS [--measured]] WHOLE_REPORT SHARD_REPORT... (the shards in order, 1 to N)"""
import sys
import xml.etree.ElementTree as ET


def cases(path):
    return [(f"{case.get('classname')}.{case.get('name')}", float(case.get("time") or 0))
            for case in ET.parse(path).getroot().iter("testcase")]


def names(path):
    return [name for name, _ in cases(path)]


def shard_properties(path):
    return {prop.get("value") for prop in ET.parse(path).getroot().iter("property") if prop.get("name") == "shard"}


def recorded(path):
    """The seconds of each case of a saved status, by name."""
    times = {}
    for line in open(path, encoding="utf-8"):
        columns = [column.strip() for column in line.rstrip("\n").split(" | ")]
        if line.startswith("#") or len(columns) < 3:
            continue
        try:
            times[" | ".join(columns[:-2])] = float(columns[-1])
        except ValueError:
            pass
    return times


def balance(label, loads, longest, within):
    ideal = max(sum(loads) / len(loads), longest)
    slowest = max(loads)
    shown = ", ".join(f"{load:.3f}" for load in loads)
    print(f"{label} seconds per shard: {shown}; ideal {ideal:.3f}, slowest {slowest:.3f}")
    if slowest > ideal * (1 + within):
        return [f"the slowest shard's {label} time {slowest:.3f} s is more than {within:.0%} over the ideal {ideal:.3f} s"]
    return []


arguments = sys.argv[1:]
status = None
if arguments[:1] == ["--by-time"]:
    status, arguments = arguments[1], arguments[2:]
check_measured = arguments[:1] == ["--measured"]
if check_measured:
    arguments = arguments[1:]
whole_path, shard_paths = arguments[0], arguments[1:]
whole = names(whole_path)
problems = []
if len(whole) != len(set(whole)):
    problems.append(f"the unsharded report lists {len(whole) - len(set(whole))} cases twice")
seen = {}
sizes = []
measured = []
for index, path in enumerate(shard_paths, start=1):
    shard = cases(path)
    sizes.append(len(shard))
    measured.append([time for _, time in shard])
    expected = f"{index}/{len(shard_paths)}"
    if len(shard_paths) > 0 and shard_properties(path) != {expected}:
        problems.append(f"shard {expected}: the report's shard property is {sorted(shard_properties(path))}")
    for name, _ in shard:
        if name in seen:
            problems.append(f"{name} is in shard {seen[name]} and in shard {index}")
        seen[name] = index
missing = set(whole) - set(seen)
extra = set(seen) - set(whole)
for name in sorted(missing)[:10]:
    problems.append(f"{name} ran unsharded but in no shard")
for name in sorted(extra)[:10]:
    problems.append(f"{name} ran in shard {seen[name]} but not unsharded")
if status is None:
    if sizes and max(sizes) - min(sizes) > 1:
        problems.append(f"the shards' sizes differ by more than one: {sizes}")
else:
    times = recorded(status)
    predicted = [[times.get(name, 0.0) for name in names(path)] for path in shard_paths]
    problems += balance("predicted", [sum(shard) for shard in predicted], max(max(shard, default=0) for shard in predicted), 0.10)
    if check_measured:
        problems += balance("measured", [sum(shard) for shard in measured], max(max(shard, default=0) for shard in measured), 0.20)
for problem in problems:
    print(problem)
print(f"{len(whole)} cases unsharded; {len(shard_paths)} shards of {sizes}; {len(problems)} problems")
sys.exit(1 if problems else 0)
