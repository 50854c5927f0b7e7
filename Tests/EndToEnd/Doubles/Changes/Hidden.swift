/// A private protocol: its double would be generated into another file, which cannot see it.
// @mockable
private protocol Hidden {
    func peek()
}
