/// Quick 7's names for SpecKit's types, so Quick spec files compile after changing only their
/// imports. `QuickSpec`, `AsyncSpec` and `QuickConfiguration` are declared in each test target by
/// the `SpecDiscovery` plugin, like `Spec`: without the plugin these declarations are the ones
/// found, and the compiler reports the line to add instead of a run that silently runs nothing.
///
/// ```swift
/// final class LoginSpec: QuickSpec {
///     override class func spec() {
///         it("logs in") { expect(Login().isValid) == true }
///     }
/// }
/// ```
@available(*, unavailable, message: "add the SpecDiscovery plugin to this test target in Package.swift: plugins: [.plugin(name: \"SpecDiscovery\", package: \"SpecKit\")]; with the plugin, write the name without the SpecDSL. prefix; in a library target, subclass SpecCase, AsyncSpecCase or Configuration")
public typealias QuickSpec = SpecCase

/// Quick 7's async-first base class; the `SpecDiscovery` plugin declares it in each test target.
@available(*, unavailable, message: "add the SpecDiscovery plugin to this test target in Package.swift: plugins: [.plugin(name: \"SpecDiscovery\", package: \"SpecKit\")]; with the plugin, write the name without the SpecDSL. prefix; in a library target, subclass SpecCase, AsyncSpecCase or Configuration")
public typealias AsyncSpec = AsyncSpecCase

/// Quick 7's name for `Configuration`; the `SpecDiscovery` plugin declares it in each test target.
@available(*, unavailable, message: "add the SpecDiscovery plugin to this test target in Package.swift: plugins: [.plugin(name: \"SpecDiscovery\", package: \"SpecKit\")]; with the plugin, write the name without the SpecDSL. prefix; in a library target, subclass SpecCase, AsyncSpecCase or Configuration")
public typealias QuickConfiguration = Configuration

/// Quick 7's shared examples for `AsyncSpec`: the same as `Behavior`, whose examples may be `async`.
///
/// ```swift
/// final class SavesBehavior: AsyncBehavior<Store> {
///     override class func spec(_ aContext: @escaping () -> Store) {
///         it("saves") { try await aContext().save() }
///     }
/// }
/// ```
public typealias AsyncBehavior<Context> = Behavior<Context>
