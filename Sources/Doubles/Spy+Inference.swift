@_exported import DoublesCore

// `Spy(of: Type.method)` and `Spy(self.method)`: the types of a spy inferred from the method,
// one overload per number of parameters (0 to 6), for every method shape: closure parameters
// (escaping, `@Sendable`, labelled), variadics, async, throws and typed throws, `@MainActor`.
//
// Why functions named like the type, in their own module: an initializer of `Spy<each Argument,
// Result>` can only infer the pack by converting the method to a pack-abstracted function, and
// Swift 6.3 crashes (signal 11, SILGen reabstraction thunks, swiftlang/swift#69028) when one of
// the parameters is a closure or a variadic. A function of fixed arity converts the method with
// ordinary generics and never builds that thunk. Swift rejects a function that shares its name
// with a type of the same module, so the type lives in `DoublesCore` and `Doubles` re-exports it.

// MARK: Unapplied: Spy(of: Type.method)

/// A spy for a method, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, Result>(of method: (Owner) -> () async throws -> Result) -> Spy<Result> {
    Spy<Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 1 parameter, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, Result>(of method: (Owner) -> (A) async throws -> Result) -> Spy<A, Result> {
    Spy<A, Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 2 parameters, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, Result>(of method: (Owner) -> (A, B) async throws -> Result) -> Spy<A, B, Result> {
    Spy<A, B, Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 3 parameters, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, C, Result>(of method: (Owner) -> (A, B, C) async throws -> Result) -> Spy<A, B, C, Result> {
    Spy<A, B, C, Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 4 parameters, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, C, D, Result>(of method: (Owner) -> (A, B, C, D) async throws -> Result) -> Spy<A, B, C, D, Result> {
    Spy<A, B, C, D, Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 5 parameters, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, C, D, E, Result>(of method: (Owner) -> (A, B, C, D, E) async throws -> Result) -> Spy<A, B, C, D, E, Result> {
    Spy<A, B, C, D, E, Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 6 parameters, e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, C, D, E, F, Result>(of method: (Owner) -> (A, B, C, D, E, F) async throws -> Result) -> Spy<A, B, C, D, E, F, Result> {
    Spy<A, B, C, D, E, F, Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 1 parameter whose last one is variadic (recorded as an array), e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, Result>(of method: (Owner) -> (A...) async throws -> Result) -> Spy<[A], Result> {
    Spy<[A], Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 2 parameters whose last one is variadic (recorded as an array), e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, Result>(of method: (Owner) -> (A, B...) async throws -> Result) -> Spy<A, [B], Result> {
    Spy<A, [B], Result>(owner: String(describing: Owner.self))
}

/// A spy for a method of 3 parameters whose last one is variadic (recorded as an array), e.g. `Spy(of: APIMock.fetch(id:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `APIMock.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner, A, B, C, Result>(of method: (Owner) -> (A, B, C...) async throws -> Result) -> Spy<A, B, [C], Result> {
    Spy<A, B, [C], Result>(owner: String(describing: Owner.self))
}

// MARK: Actors: Spy(of: ActorMock.method), whose methods take an isolated owner

/// A spy for an actor's method, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, Result>(of method: (isolated Owner) -> () async throws -> Result) -> Spy<Result> {
    Spy<Result>(owner: String(describing: Owner.self))
}

/// A spy for an actor's method of 1 parameter, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, A, Result>(of method: (isolated Owner) -> (A) async throws -> Result) -> Spy<A, Result> {
    Spy<A, Result>(owner: String(describing: Owner.self))
}

/// A spy for an actor's method of 2 parameters, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, A, B, Result>(of method: (isolated Owner) -> (A, B) async throws -> Result) -> Spy<A, B, Result> {
    Spy<A, B, Result>(owner: String(describing: Owner.self))
}

/// A spy for an actor's method of 3 parameters, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, A, B, C, Result>(of method: (isolated Owner) -> (A, B, C) async throws -> Result) -> Spy<A, B, C, Result> {
    Spy<A, B, C, Result>(owner: String(describing: Owner.self))
}

/// A spy for an actor's method of 4 parameters, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, A, B, C, D, Result>(of method: (isolated Owner) -> (A, B, C, D) async throws -> Result) -> Spy<A, B, C, D, Result> {
    Spy<A, B, C, D, Result>(owner: String(describing: Owner.self))
}

/// A spy for an actor's method of 5 parameters, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, A, B, C, D, E, Result>(of method: (isolated Owner) -> (A, B, C, D, E) async throws -> Result) -> Spy<A, B, C, D, E, Result> {
    Spy<A, B, C, D, E, Result>(owner: String(describing: Owner.self))
}

/// A spy for an actor's method of 6 parameters, e.g. `Spy(of: CounterMock.add(_:))`; failures name it after `Owner`.
/// The method is never called.
/// - Parameter method: The unapplied method, e.g. `CounterMock.add(_:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Owner: Actor, A, B, C, D, E, F, Result>(of method: (isolated Owner) -> (A, B, C, D, E, F) async throws -> Result) -> Spy<A, B, C, D, E, F, Result> {
    Spy<A, B, C, D, E, F, Result>(owner: String(describing: Owner.self))
}

// MARK: Applied: Spy(self.method)

/// A spy for a method, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<Result>(_ method: () async throws -> Result) -> Spy<Result> {
    Spy<Result>(owner: nil)
}

/// A spy for a method of 1 parameter, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, Result>(_ method: (A) async throws -> Result) -> Spy<A, Result> {
    Spy<A, Result>(owner: nil)
}

/// A spy for a method of 2 parameters, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, Result>(_ method: (A, B) async throws -> Result) -> Spy<A, B, Result> {
    Spy<A, B, Result>(owner: nil)
}

/// A spy for a method of 3 parameters, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, C, Result>(_ method: (A, B, C) async throws -> Result) -> Spy<A, B, C, Result> {
    Spy<A, B, C, Result>(owner: nil)
}

/// A spy for a method of 4 parameters, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, C, D, Result>(_ method: (A, B, C, D) async throws -> Result) -> Spy<A, B, C, D, Result> {
    Spy<A, B, C, D, Result>(owner: nil)
}

/// A spy for a method of 5 parameters, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, C, D, E, Result>(_ method: (A, B, C, D, E) async throws -> Result) -> Spy<A, B, C, D, E, Result> {
    Spy<A, B, C, D, E, Result>(owner: nil)
}

/// A spy for a method of 6 parameters, applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, C, D, E, F, Result>(_ method: (A, B, C, D, E, F) async throws -> Result) -> Spy<A, B, C, D, E, F, Result> {
    Spy<A, B, C, D, E, F, Result>(owner: nil)
}

/// A spy for a method of 1 parameter whose last one is variadic (recorded as an array), applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, Result>(_ method: (A...) async throws -> Result) -> Spy<[A], Result> {
    Spy<[A], Result>(owner: nil)
}

/// A spy for a method of 2 parameters whose last one is variadic (recorded as an array), applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, Result>(_ method: (A, B...) async throws -> Result) -> Spy<A, [B], Result> {
    Spy<A, [B], Result>(owner: nil)
}

/// A spy for a method of 3 parameters whose last one is variadic (recorded as an array), applied to its owner (Moxture's `lazy var fetchSpy = Spy(self.fetch(id:))`).
/// The method is never called.
/// - Parameter method: The method, e.g. `self.fetch(id:)`.
/// - Returns: A spy with the method's parameter and result types.
public func Spy<A, B, C, Result>(_ method: (A, B, C...) async throws -> Result) -> Spy<A, B, [C], Result> {
    Spy<A, B, [C], Result>(owner: nil)
}

// MARK: inout parameters: a clear error instead of an unrelated conversion error

/// Unavailable: a spy records values, and an `inout` parameter is not one.
@available(*, unavailable, message: "a Spy cannot record an inout parameter; spell the types out, e.g. Spy<Int, Void>(owner: \"CounterMock\"), and record the value the method received")
public func Spy<Owner, A, Result>(of method: (Owner) -> (inout A) async throws -> Result) -> Spy<A, Result> {
    fatalError("unavailable")
}

/// Unavailable: a spy records values, and an `inout` parameter is not one.
@available(*, unavailable, message: "a Spy cannot record an inout parameter; spell the types out, e.g. Spy<String, Int, Void>(owner: \"CounterMock\"), and record the value the method received")
public func Spy<Owner, A, B, Result>(of method: (Owner) -> (A, inout B) async throws -> Result) -> Spy<A, B, Result> {
    fatalError("unavailable")
}

/// Unavailable: a spy records values, and an `inout` parameter is not one.
@available(*, unavailable, message: "a Spy cannot record an inout parameter; spell the types out, e.g. Spy<Int, String, Void>(owner: \"CounterMock\"), and record the value the method received")
public func Spy<Owner, A, B, Result>(of method: (Owner) -> (inout A, B) async throws -> Result) -> Spy<A, B, Result> {
    fatalError("unavailable")
}
