#if canImport(Testing)
// The toolchain's Swift Testing (no package dependency), for how a case is shown there.
import Testing

extension TableCase: CustomTestStringConvertible {
    /// Swift Testing shows each case of `@Test(arguments: table.cases)` by its `name`.
    ///
    /// ```text
    /// ◇ Test case passing 1 argument testCase → Valid Passwords to isValidPassword(_:) started.
    /// ```
    public var testDescription: String { name }
}
#endif
