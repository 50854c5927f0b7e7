#ifndef SPEC_SUPERVISOR_H
#define SPEC_SUPERVISOR_H

/// The file descriptor of the crash journal this test process writes, or -1 when no supervisor
/// watches it (crash isolation off, a debugger attached, or a platform without it).
///
/// A test process that links SpecDSL starts as a supervisor on Linux: before `main`, it forks the
/// process that runs the tests and waits for it. When that process crashes, the supervisor reads
/// the journal to learn what was running, and starts the test binary again for what had not run.
int speckit_journal_descriptor(void);

#endif
