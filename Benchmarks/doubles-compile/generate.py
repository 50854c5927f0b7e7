#!/usr/bin/env python3
"""Writes COUNT doubles of a six-method protocol to DIR/Inferred.swift (spies inferred with
`Spy(of: Type.method)`) and DIR/Explicit.swift (the same spies with their types spelled out,
`Spy<A, B, R>(owner:)`). With --closures both files also get a method with a completion handler
and one with a variadic parameter (shapes the parameter-pack `Spy(of:)` cannot compile)."""
import sys

count = int(sys.argv[1])
out = sys.argv[2]
closures = "--closures" in sys.argv

methods = [
    # (declaration, spy type arguments, call in the double)
    ("func ping()", "Void", "spies.ping{n}.call()"),
    ("func name(of id: Int) -> String?", "Int, String?", "spies.name{n}.call(id, orElse: nil)"),
    ("func send(_ message: String, priority: Int) -> Bool", "String, Int, Bool", "spies.send{n}.call(message, priority)"),
    ("func load(id: String) async throws -> [Int]", "String, [Int]", "try await spies.load{n}.callThrowing(id)"),
    ("func move(x: Double, y: Double, animated: Bool)", "Double, Double, Bool, Void", "spies.move{n}.call(x, y, animated)"),
    ("func count() throws -> Int", "Int", "try spies.count{n}.callThrowing()"),
]
if closures:
    methods += [
        ("func refresh(completion: @escaping @Sendable (Int) -> Void)", "@Sendable (Int) -> Void, Void", "spies.refresh{n}.call(completion)"),
        ("func sum(_ values: Int...) -> Int", "[Int], Int", "spies.sum{n}.call(values)"),
    ]


def name_of(declaration):
    return declaration.split("func ", 1)[1].split("(", 1)[0]


def selector(declaration):
    inner = declaration.split("(", 1)[1].rsplit(")", 1)[0]
    labels = []
    depth = 0
    current = ""
    for ch in inner:
        if ch in "([": depth += 1
        if ch in ")]": depth -= 1
        if ch == "," and depth == 0:
            labels.append(current); current = ""
        else:
            current += ch
    if current.strip(): labels.append(current)
    return "".join(label.strip().split(" ")[0].split(":")[0] + ":" for label in labels)


def write(path, explicit):
    lines = ["import Doubles", "import Foundation", ""]
    for n in range(count):
        lines.append(f"final class Service{n}Mock: @unchecked Sendable {{")
        lines.append("    struct Spies {")
        for declaration, types, _ in methods:
            method = name_of(declaration)
            if explicit:
                lines.append(f"        let {method}{n} = Spy<{types}>(owner: \"Service{n}Mock\")")
            else:
                sel = selector(declaration)
                ref = f"Service{n}Mock.{method}({sel})" if sel else f"Service{n}Mock.{method}"
                lines.append(f"        let {method}{n} = Spy(of: {ref})")
        lines.append("    }")
        lines.append("    let spies = Spies()")
        for declaration, _, call in methods:
            body = call.replace("{n}", str(n))
            lines.append(f"    {declaration} {{ {body} }}")
        lines.append("}")
        lines.append("")
    with open(path, "w") as handle:
        handle.write("\n".join(lines))


write(f"{out}/Inferred.swift", explicit=False)
write(f"{out}/Explicit.swift", explicit=True)
