/// An on/off setting (`SPECKIT_CRASH_ISOLATION`, `SPECKIT_PASS_WITH_NO_TESTS`), read with the
/// standard library alone: the crash supervisor reads them before `main`.
///
/// `1`, `on`, `true` and `yes` turn it on; `0`, `off`, `false` and `no` turn it off, in any case;
/// unset or empty leaves the default. Any other value is a ``SettingProblem``: `=disabled` never
/// passes for `off`.
enum Switch {
    /// The value of `variable` (`nil` when unset), or `fallback` when unset or empty.
    static func read(_ variable: String, _ value: String?, default fallback: Bool) throws(SettingProblem) -> Bool {
        let text = String(value?.filter { $0 != " " && $0 != "\t" } ?? "")
        switch text.lowercased() {
        case "": return fallback
        case "1", "on", "true", "yes": return true
        case "0", "off", "false", "no": return false
        default:
            let name = variable.dropFirst("SPECKIT_".count).lowercased()
            throw SettingProblem(caseName: "invalid_\(name)", message: "\(variable)='\(value ?? "")' is neither on nor off: "
                                 + "write \(variable)=1 or \(variable)=0 (on/off, true/false and yes/no work too), or unset it")
        }
    }
}
