// Declarations shared by the supervisor's files; not part of the module's interface.
#ifndef SPEC_SUPERVISOR_INTERNAL_H
#define SPEC_SUPERVISOR_INTERNAL_H

#if defined(__linux__)
#include <stddef.h>
#include <sys/types.h>

// MARK: Strings and lists (Text.c)

/// A list of strings the supervisor owns.
typedef struct {
    char **items;
    size_t count;
    size_t capacity;
} List;

void list_add(List *list, char *item);
void list_remove_at(List *list, size_t index);
void list_clear(List *list);
int list_contains(const List *list, const char *item);
char *copy(const char *text);
char *copy_part(const char *text, size_t length);
/// `a` to `d` in one new string.
char *joined(const char *a, const char *b, const char *c, const char *d);

// MARK: Processes (Processes.c)

/// Waits for `pid` to end; its status.
int wait_for(pid_t pid);
/// Runs `path` with `argv`, its standard output read into a new string; NULL when it failed.
char *output_of(const char *path, char *const argv[]);
/// Reads the whole file behind `descriptor` from its start, without moving its offset.
char *read_all(int descriptor);

// MARK: The journal (Journal.c)

extern int journal;
void append_journal(const char *line);

/// What the last worker was doing when it ended, from its part of the journal.
typedef struct {
    /// `class<TAB>example` of each example started and not ended.
    List open_examples;
    /// The XCTest id of the last plain test or spec class started, and whether it ended.
    char *last_test;
    int last_is_class;
    int test_open;
    /// What ran outside any example (a `spec()`, a suite hook, a `configure(_:)`), if something did.
    char *open_activity;
    /// Lines that say something ended: proof that a worker got further than the one before.
    long ended;
} Progress;

void read_last_worker(Progress *progress);
/// The XCTest cases every worker ran to their end, and how many of them failed.
void count_cases(long *executed, long *failed);
/// Adds to `ended` the XCTest id of every plain test and spec class that ended in any worker.
void read_ended_tests(List *ended);

// MARK: XCTest (XCTestRun.c)

/// XCTest's selection (the command-line argument) of the tests that `selection` selects and that
/// neither ended in a worker (`ended`) nor crashed one (`excluded`); NULL when none remain or the
/// list could not be read.
char *remaining_xctests(const char *path, const char *selection, const List *ended, const List *excluded);

// MARK: Swift Testing (SwiftTestingRun.c)

/// What the Swift Testing runs of the workers so far tell, from their event streams.
typedef struct {
    /// The test IDs that ended in any worker: the next worker skips them.
    List ended;
    /// The functions (not suites) started and not ended in the last worker, SpecKit's own tests apart.
    List open_functions;
    /// SpecKit's spec-class tests open in the last worker.
    List open_spec_tests;
    /// Whether the last worker's events could be read.
    int known;
} SwiftTestingRun;

/// Prepares the event stream the workers write, unless the arguments name one already.
void swift_testing_prepare(int argc, char **argv);
/// The arguments of the next worker: the same, with the event stream, serial when asked, and
/// skipping every test that ended in a worker so far.
char **swift_testing_arguments(int argc, char **argv, int serial, const SwiftTestingRun *run);
/// Reads the last worker's events into `run`.
void swift_testing_read(SwiftTestingRun *run);
/// Empties the event stream before a worker starts.
void swift_testing_reset(void);

#endif
#endif
