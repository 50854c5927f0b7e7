import Testing

// A plain Swift Testing function next to the specs: it runs once, whatever crashed.
@Test func plainTest() { #expect(1 + 1 == 2) }
