import Foundation

/// Whether the crashes outside examples (in a spec() and in a beforeSuite) happen: on unless
/// E2E_CRASH_OUTSIDE_EXAMPLES=off, which a run needs to have no crash at all (every spec()
/// runs, and the beforeSuite runs before any example).
let crashesOutsideExamples = ProcessInfo.processInfo.environment["E2E_CRASH_OUTSIDE_EXAMPLES"] != "off"

/// Whether DefinitionCrashSpec's spec() crashes: with the crashes outside examples, or alone with
/// E2E_DEFINITION_CRASH=on.
let crashesWhileDefining = crashesOutsideExamples || ProcessInfo.processInfo.environment["E2E_DEFINITION_CRASH"] == "on"

/// Recurses until the stack overflows (the test of `n` keeps the compiler from calling it endless).
func recurse(_ n: Int) -> Int { n == -1 ? 0 : recurse(n + 1) + 1 }
