import SpecDSL

/// An alias of SpecKit's base class in a library the test target depends on.
public typealias SharedSpecBase = SpecCase

/// A base class for specs in that library, and an alias of it.
open class SupportBaseSpec: SpecCase {}
public typealias SupportAlias = SupportBaseSpec
