/// A light switch; its specs use a double generated from this declaration.
// @mockable
public protocol Switch {
    func flip() -> Bool
}

#if DEBUG
/// Only in debug builds: its double is generated under the same condition.
// @mockable
public protocol DebugPanel {
    func open()
}
#else
/// Only in release builds: its double too.
// @mockable
public protocol ReleaseBanner {
    func show()
}
#endif
