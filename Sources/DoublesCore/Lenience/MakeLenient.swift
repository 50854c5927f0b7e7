import Matchers

/// Something whose unstubbed calls can get a default answer: ``Stub``, ``Spy``, ``AnySpy``.
protocol LenientAnswering: AnyObject {
    func lenient()
}

/// Makes every spy and stub of `double` lenient: a call nobody stubbed is recorded and
/// answers the result type's empty value (`nil`, `[]`, `[:]`, `""`, `0`, `false`) or its
/// `.fixture`, instead of failing (Moxture's and AzimoTestKit's default answers). Doubles are
/// strict unless told otherwise.
///
/// ```swift
/// let api = APIMock()
/// makeLenient(api)
/// api.fetch(id: "42")        // nil, no failure; still recorded
/// ```
/// - Parameter double: The double; its spies and stubs may sit in `spies`/`stubs` structs.
public func makeLenient(_ double: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
    let answering = DoubleContents(of: double).components.compactMap { $0 as? any LenientAnswering }
    guard !answering.isEmpty else {
        reportFailure(
            "makeLenient(_:) found no Spy, AnySpy or Stub in \(type(of: double)); "
                + "a hand-written double answers unstubbed calls itself",
            kind: .apiMisused, file: file, line: line)
        return
    }
    for component in answering { component.lenient() }
}
