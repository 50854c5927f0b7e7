import Foundation

// Foundation's untyped collections (`NSArray`, `NSSet`, `NSDictionary`, `NSIndexSet`) are not
// Swift `Collection`s on Linux; these protocols give `haveCount`, `beEmpty`, `contain`,
// `beginWith` and `endWith` a form for them, with Nimble's names.

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
