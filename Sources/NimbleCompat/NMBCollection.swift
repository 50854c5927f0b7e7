import Foundation
import Matchers

// Foundation's untyped collections (`NSArray`, `NSSet`, `NSDictionary`, `NSIndexSet`) are not
// Swift `Collection`s on Linux; these protocols give `haveCount`, `beEmpty`, `contain`,
// `beginWith` and `endWith` a form for them, with Nimble's names. They live here, not in
// `Matchers`, because their broad overloads (`contain(_: Any?...)`) slow the type checking of
// every `contain(…)`/`beEmpty()` line.

/// A Foundation collection with a `count`: `NSArray`, `NSSet`, `NSIndexSet`, `NSDictionary`.
///
/// ```swift
/// expect(NSDictionary(dictionary: ["a": 1])).to(haveCount(1))
/// ```
public protocol NMBCollection {
    /// The number of elements.
    var count: Int { get }
}

/// A Foundation collection that can tell whether it holds an object: `NSArray`, `NSSet`.
public protocol NMBContainer {
    /// Whether `anObject` is an element.
    func contains(_ anObject: Any) -> Bool
}

/// A Foundation collection with positions: `NSArray`.
public protocol NMBOrderedCollection: NMBCollection {
    /// The element at `index`.
    func object(at index: Int) -> Any
}

extension NSArray: NMBOrderedCollection, NMBContainer {}
extension NSSet: NMBCollection, NMBContainer {}
extension NSIndexSet: NMBCollection {}
extension NSDictionary: NMBCollection {}

/// How `haveCount` names a Foundation collection's type.
func collectionTypeName(_ collection: Any) -> String {
    switch collection {
    case is NSArray: return "NSArray"
    case is NSDictionary: return "NSDictionary"
    case is NSSet: return "NSSet"
    case is NSIndexSet: return "NSIndexSet"
    default: return String(describing: type(of: collection))
    }
}

/// Whether two Foundation elements are equal (`isEqual`) or, for Swift values, `==` through `AnyHashable`.
func foundationElementsEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
    if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
    return false
}

/// `a, b, c`: the items of a message.
private func listed<S: Sequence>(_ items: S) -> String {
    items.map { stringify($0) }.joined(separator: ", ")
}

/// The `haveCount` for Foundation collections (`NSArray`, `NSSet`, `NSDictionary`, `NSIndexSet`).
///
/// ```swift
/// expect(NSArray(array: [1, 2])).to(haveCount(2))
/// // on failure: expected to have NSArray with count 3, got 2. Actual Value: (1, 2)
/// ```
/// - Parameter expectedValue: The wanted count.
/// - Returns: The matcher.
public func haveCount(_ expectedValue: Int) -> Matcher<any NMBCollection> {
    Matcher.define { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have a collection with count \(expectedValue)"))
        }
        let message = ExpectationMessage.expectedCustomValueTo(
            "have \(collectionTypeName(actual)) with count \(expectedValue)",
            actual: "\(actual.count). Actual Value: \(stringify(actual))")
        return MatcherResult(bool: actual.count == expectedValue, message: message)
    }
}

/// Passes when the actual `NSString` has no characters.
///
/// ```swift
/// expect(NSString()).to(beEmpty())
/// ```
public func beEmpty() -> Matcher<NSString> {
    Matcher.expectedTo("be empty") { $0.length == 0 }
}

/// Passes when the actual `NSDictionary` has no entries.
public func beEmpty() -> Matcher<NSDictionary> {
    Matcher.expectedTo("be empty") { $0.count == 0 }
}

/// Passes when the actual `NSArray` has no elements.
public func beEmpty() -> Matcher<NSArray> {
    Matcher.expectedTo("be empty") { $0.count == 0 }
}

/// Passes when the actual Foundation collection (`NSSet`, `NSIndexSet`, …) has no elements.
public func beEmpty() -> Matcher<any NMBCollection> {
    Matcher.expectedTo("be empty") { $0.count == 0 }
}

/// Passes when the actual `NSString` contains every one of `substrings`.
///
/// ```swift
/// expect(NSString(string: "hello")).to(contain(NSString(string: "ell")))
/// ```
public func contain(_ substrings: NSString...) -> Matcher<NSString> {
    contain(substrings)
}

/// Passes when the actual `NSString` contains every element of `substrings`.
@_disfavoredOverload
public func contain(_ substrings: [NSString]) -> Matcher<NSString> {
    Matcher.expectedTo("contain <\(listed(substrings))>") { actual in
        substrings.allSatisfy { $0.length == 0 || actual.range(of: $0 as String).length != 0 }
    }
}

/// Passes when the actual Foundation container (`NSArray`, `NSSet`) holds every one of `items`.
///
/// ```swift
/// expect(NSArray(array: [1, 2])).to(contain(2))
/// ```
@_disfavoredOverload
public func contain(_ items: Any?...) -> Matcher<any NMBContainer> {
    contain(items)
}

/// Passes when the actual Foundation container holds every element of `items`.
@_disfavoredOverload
public func contain(_ items: [Any?]) -> Matcher<any NMBContainer> {
    Matcher.expectedTo("contain <\(listed(items))>") { actual in
        items.allSatisfy { item in item.map { actual.contains($0) } ?? false }
    }
}

/// Passes when the first element of the actual `NSArray` equals `startingElement`.
///
/// ```swift
/// expect(NSArray(array: [1, 2])).to(beginWith(1))
/// ```
@_disfavoredOverload
public func beginWith(_ startingElement: Any) -> Matcher<any NMBOrderedCollection> {
    Matcher.expectedTo("begin with <\(stringify(startingElement))>") { actual in
        actual.count > 0 && foundationElementsEqual(actual.object(at: 0), startingElement)
    }
}

/// Passes when the last element of the actual `NSArray` equals `endingElement`.
///
/// ```swift
/// expect(NSArray(array: [1, 2])).to(endWith(2))
/// ```
@_disfavoredOverload
public func endWith(_ endingElement: Any) -> Matcher<any NMBOrderedCollection> {
    Matcher.expectedTo("end with <\(stringify(endingElement))>") { actual in
        actual.count > 0 && foundationElementsEqual(actual.object(at: actual.count - 1), endingElement)
    }
}
