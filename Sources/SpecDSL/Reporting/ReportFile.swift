import Foundation

/// What the files a run writes (the JUnit reports, the saved status) share: each is written to a
/// file beside it that replaces it, and the writers of one run take turns on a lock of its folder.
enum ReportFile {
    /// Why a file beside `path` cannot be made (the system's words), or `nil` when it can: a place
    /// that cannot be written is found before the run starts, not at its end.
    static func whyUnwritable(_ path: String) -> String? {
        // A file of this process's own, so that no other writer's file is touched.
        let probe = path + ".speckit-\(getpid())"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// Runs `body` while this process holds the lock of `path`'s folder, which the other writers of
    /// the file take too.
    static func whileLocking<T>(folderOf path: String, _ body: () throws -> T) rethrows -> T {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }
        return try body()
    }
}
