/// Whether a group or example is focused (`fit`, `fdescribe`, `fcontext`) or disabled
/// (`xit`, `xdescribe`, `xcontext`, `pending`).
enum Mark: Equatable {
    case none
    case focused
    case disabled(reason: String)
}
