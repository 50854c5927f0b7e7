// NimbleCompat: the Nimble 14 forms that `Matchers` leaves out on purpose because they slow
// down the type checking of every `expect(x) == y` line — `==`/`!=` on tuples and
// `expect({ … })` with a closure in parentheses — plus the overloads for Foundation's untyped
// collections and `==` with a date tolerance. A test target migrating from Nimble imports
// this module instead of `Matchers` (`import Nimble` → `import NimbleCompat`) and pays that
// cost only in its own files; see the article *Moving from Quick and Nimble* (SpecDSL.docc).
@_exported import Matchers
