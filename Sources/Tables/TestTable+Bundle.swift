import Foundation

extension TestTable {
    /// Loads a table by file name from a test target's resources.
    ///
    /// Declare the tables as resources of the test target, e.g.
    /// `.testTarget(name: "MyTests", resources: [.copy("Tables")])`, then pass `Bundle.module`.
    /// The file is found at the bundle's top level (`.process`) or in any folder inside it
    /// (`.copy`). Without a bundle, every SwiftPM resource bundle next to the test executable is
    /// searched.
    ///
    /// ```swift
    /// let table = try TestTable(named: "IsValidPassword", bundle: .module)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The file name, with or without the `.testkit` extension.
    ///   - bundle: The bundle holding the table; usually `Bundle.module` of the test target.
    /// - Throws: ``TableError`` naming the bundles and folders searched when no file (or more
    ///   than one) has that name, or when the file is not a valid table.
    public init(named name: String, bundle: Bundle? = nil) throws(TableError) {
        try self.init(contentsOf: Self.locate(named: name, bundle: bundle))
    }

    static func locate(named name: String, bundle: Bundle?) throws(TableError) -> URL {
        let fileName = name.hasSuffix(".testkit") ? name : name + ".testkit"
        let roots = bundle.map { [$0.resourceURL ?? $0.bundleURL] } ?? resourceBundleRoots()
        var found: [URL] = []
        for root in roots {
            found += filesNamed(fileName, under: root)
        }
        if found.count == 1 { return found[0] }
        let searched = roots.map(\.path).joined(separator: ", ")
        if found.isEmpty {
            throw TableError(file: fileName, problem: "no such table; searched (with subfolders): \(searched.isEmpty ? "no resource bundles found" : searched). "
                + "Add the file to the test target's resources (resources: [.copy(\"Tables\")]) and pass bundle: .module")
        }
        throw TableError(file: fileName, problem: "\(found.count) files have this name: \(found.map(\.path).joined(separator: ", ")); "
            + "rename one, or load it with TestTable(contentsOf:)")
    }

    /// SwiftPM puts each target's resources in `<Package>_<Target>.resources` (Linux) or
    /// `.bundle` (Darwin) next to the test executable, which is where `Bundle.module` looks too.
    private static func resourceBundleRoots() -> [URL] {
        var roots: [URL] = []
        for base in [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()] {
            let entries = (try? FileManager.default.contentsOfDirectory(at: base, includingPropertiesForKeys: nil)) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path })
            where entry.pathExtension == "resources" || entry.pathExtension == "bundle" {
                roots.append(entry)
            }
        }
        #if canImport(Darwin)
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            roots.append(bundle.resourceURL ?? bundle.bundleURL)
        }
        #endif
        return roots
    }

    /// The file at the top of `root` (where `.process` puts it) wins; otherwise every folder is
    /// searched (`.copy` keeps the folder). Top level first also means a stale `.copy` folder
    /// left in the build directory after switching to `.process` does not make a name ambiguous.
    private static func filesNamed(_ fileName: String, under root: URL) -> [URL] {
        let topLevel = root.appendingPathComponent(fileName)
        if FileManager.default.fileExists(atPath: topLevel.path) { return [topLevel] }
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var matches: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent == fileName {
            matches.append(url)
        }
        return matches.sorted { $0.path < $1.path }
    }
}
