// Crash isolation for test processes that link SpecDSL.
//
// Before `main`, the test process forks: the child runs the tests as usual (the *worker*), the
// parent (the *supervisor*) waits for it. The worker writes a journal of what it runs (XCTest's
// tests, each example, each `spec()` and suite hook) to a file the supervisor made; under Swift
// Testing, the worker's event stream says which tests ended. When the worker dies of a crash, or
// exits while something runs, the supervisor learns from them what was running, notes it in the
// journal as crashed, and starts the test binary again for the tests that had not run: the new
// worker reads the journal, reports the crashed example as failed and skips what ran already.
// The supervisor exits as the last worker did, or fails when anything crashed.
//
// Off with `SPECKIT_CRASH_ISOLATION=off`, when a debugger or valgrind watches the process (they
// would watch the supervisor, not the tests), and outside Linux.

#define _GNU_SOURCE
#include "SpecSupervisor.h"
#include "Internal.h"

#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define JOURNAL_VARIABLE "SPECKIT_JOURNAL_FD"
#define SWITCH_VARIABLE "SPECKIT_CRASH_ISOLATION"
/// After this many crashes in one run, the supervisor starts no more workers.
#define MOST_CRASHES 1000

/// Swift's runtime: the arguments `CommandLine` gives from now on.
extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) __attribute__((weak));
/// SpecDSL's XCTest adapter: starts writing the journal of XCTest's tests.
extern void speckit_worker_will_run(void) __attribute__((weak));
/// SpecDSL: writes the run's JUnit reports from the journal alone.
extern void speckit_write_reports(void) __attribute__((weak));

#define REPORT_ONLY_VARIABLE "SPECKIT_REPORT_ONLY"

int speckit_journal_descriptor(void) { return journal; }

// MARK: Deciding to supervise

static int says_off(const char *value) {
    return value && (!strcmp(value, "0") || !strcasecmp(value, "off") || !strcasecmp(value, "false") || !strcasecmp(value, "no"));
}

/// The number after `field` in /proc/self/status, or -1.
static long status_field(const char *field) {
    FILE *file = fopen("/proc/self/status", "re");
    if (!file) return -1;
    char line[256];
    long value = -1;
    size_t length = strlen(field);
    while (fgets(line, sizeof line, file)) {
        if (!strncmp(line, field, length)) {
            value = strtol(line + length, NULL, 10);
            break;
        }
    }
    fclose(file);
    return value;
}

/// Whether this process runs tests that a supervisor can watch.
static int should_supervise(int argc, char **argv) {
    if (says_off(getenv(SWITCH_VARIABLE))) return 0;
    // A debugger follows the process it started, which would be the supervisor; valgrind would
    // count the supervisor's instructions, not the tests'.
    if (status_field("TracerPid:") > 0) return 0;
    const char *preload = getenv("LD_PRELOAD");
    if (preload && strstr(preload, "vgpreload")) return 0;
    for (int i = 1; i < argc; i++) {
        const char *argument = argv[i];
        if (!strcmp(argument, "--list-tests") || !strcmp(argument, "-l") || !strcmp(argument, "--dump-tests-json")
            || !strcmp(argument, "--help") || !strcmp(argument, "-h")) return 0;
    }
    // Forking is only safe while one thread runs.
    return status_field("Threads:") == 1;
}

static int is_swift_testing(int argc, char **argv) {
    for (int i = 1; i + 1 < argc; i++) {
        if (!strcmp(argv[i], "--testing-library") && !strcmp(argv[i + 1], "swift-testing")) return 1;
    }
    return 0;
}

static int runs_serially(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-parallel")) return 1;
    }
    return 0;
}

// MARK: Workers

static volatile sig_atomic_t worker = 0;

/// In a worker: the journal is this process's alone; programs the tests start do not inherit it,
/// nor the variable that names it.
static void keep_journal_to_this_process(void) {
    unsetenv(JOURNAL_VARIABLE);
    fcntl(journal, F_SETFD, FD_CLOEXEC);
    if (speckit_worker_will_run) speckit_worker_will_run();
}

/// A request to end the supervisor goes to the worker; the supervisor then ends as it does.
static void forward(int number) {
    if (worker > 0) kill((pid_t)worker, number);
}

static void install_forwarding(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    int forwarded[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2 };
    for (size_t i = 0; i < sizeof forwarded / sizeof forwarded[0]; i++) sigaction(forwarded[i], &action, NULL);
}

/// Ends the supervisor as the worker ended: with its status, or by its signal (with no core file
/// of its own).
static void end_like(int status) {
    fflush(NULL);
    if (WIFSIGNALED(status)) {
        int number = WTERMSIG(status);
        prctl(PR_SET_DUMPABLE, 0);
        struct rlimit none = { 0, 0 };
        setrlimit(RLIMIT_CORE, &none);
        signal(number, SIG_DFL);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, number);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        raise(number);
        _exit(128 + number);
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

/// Starts a worker that runs `path` with `argv`.
static pid_t start_worker(const char *path, char **argv) {
    fflush(NULL);
    pid_t supervisor = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != supervisor) _exit(1);
        execv(path, argv);
        _exit(127);
    }
    return pid;
}

static int is_crash_signal(int number) {
    switch (number) {
    case SIGILL: case SIGTRAP: case SIGABRT: case SIGBUS: case SIGFPE: case SIGSEGV: case SIGSYS: case SIGKILL:
        return 1;
    default:
        return 0;
    }
}

static const char *signal_name(int number) {
    switch (number) {
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGSEGV: return "SIGSEGV";
    case SIGSYS: return "SIGSYS";
    case SIGKILL: return "SIGKILL";
    default: return "a signal";
    }
}

// MARK: After a crash

/// What crashed and how to go on: the journal's `C` entry and the words for the console.
typedef struct {
    char *record;
    char *doing;
    /// Several tests ran at once: the rest of the run goes on one test at a time.
    int parallel;
    /// A test (XCTest's or Swift Testing's id) that no worker runs again.
    char *skip;
} Blame;

static void blame_free(Blame *blame) {
    free(blame->record);
    free(blame->doing);
    free(blame->skip);
}

static void blame_example(Blame *blame, const char *cause, const char *key) {
    blame->record = joined("C\t", cause, "\texample\t", key);
    char *name = copy(key);
    char *tab = strchr(name, '\t');
    if (tab) *tab = '.';
    blame->doing = joined("while ", name, " ran", "");
    free(name);
}

/// Blames what ran in an XCTest worker; 0 when nothing SpecKit knows of ran.
static int blame_xctest(const Progress *progress, const char *cause, Blame *blame) {
    if (progress->open_examples.count == 1) {
        blame_example(blame, cause, progress->open_examples.items[0]);
    } else if (progress->open_activity) {
        blame->record = joined("C\t", cause, "\tactivity\t", progress->open_activity);
        blame->doing = joined("while ", progress->open_activity, " ran", "");
    } else if (progress->last_test && progress->test_open) {
        // A plain test, or a spec class outside its examples: the run goes on after it.
        int spec_class = progress->last_is_class;
        blame->record = joined("C\t", cause, spec_class ? "\tclass\t" : "\ttest\t", progress->last_test);
        blame->doing = joined(spec_class ? "in the spec class " : "while ", progress->last_test,
                              spec_class ? ", outside its examples" : " ran", "");
        blame->skip = copy(progress->last_test);
    } else {
        return 0;
    }
    return 1;
}

/// Blames what ran in a Swift Testing worker; 0 when nothing SpecKit knows of ran. A worker that
/// ran tests in parallel blames no one test unless its events show that only one ran.
static int blame_swift_testing(const Progress *progress, const SwiftTestingRun *run, int parallel, const char *cause,
                               Blame *blame) {
    size_t running = progress->open_examples.count + run->open_functions.count;
    if ((parallel && !run->known) || running > 1) {
        blame->record = joined("C\t", cause, "\tparallel", "");
        blame->doing = copy("while several tests ran at once");
        blame->parallel = 1;
    } else if (progress->open_examples.count == 1) {
        blame_example(blame, cause, progress->open_examples.items[0]);
    } else if (run->open_functions.count == 1) {
        const char *id = run->open_functions.items[0];
        blame->record = joined("C\t", cause, "\ttest\t", id);
        blame->doing = joined("while ", id, " ran", "");
        blame->skip = copy(id);
    } else if (progress->open_activity) {
        blame->record = joined("C\t", cause, "\tactivity\t", progress->open_activity);
        blame->doing = joined("while ", progress->open_activity, " ran", "");
    } else if (run->open_spec_tests.count == 1) {
        const char *id = run->open_spec_tests.items[0];
        blame->record = joined("C\t", cause, "\tclass\t", id);
        blame->doing = joined("in the spec class test ", id, ", outside its examples", "");
        blame->skip = copy(id);
    } else {
        return 0;
    }
    return 1;
}

/// When the run cannot go on: a worker that runs no test writes the JUnit reports from the
/// journal, so that they hold every case that ended and the crash, not an earlier run's results.
static void write_reports(const char *path, char **argv) {
    if (!getenv("SPECKIT_XUNIT_OUTPUT") && !getenv("XML_OUTPUT_FILE")) return;
    append_journal("W\n");
    setenv(REPORT_ONLY_VARIABLE, "1", 1);
    char *arguments[] = { argv[0], NULL };
    pid_t pid = start_worker(path, arguments);
    if (pid > 0) wait_for(pid);
    unsetenv(REPORT_ONLY_VARIABLE);
}

/// The last line of a run in which something crashed; the XCTest totals of the whole run.
static void print_totals(size_t crashes, size_t processes, int swift_testing) {
    fflush(stdout);
    printf("SpecKit: %zu crash%s in this run, each reported above", crashes, crashes == 1 ? "" : "es");
    if (!swift_testing) {
        // XCTest's totals above are each process's own.
        long executed, failed;
        count_cases(&executed, &failed);
        printf("; %zu test processes executed %ld test%s in all, with %ld failure%s", processes, executed,
               executed == 1 ? "" : "s", failed, failed == 1 ? "" : "s");
    }
    printf("; the run fails\n");
    fflush(stdout);
}

static void say(const char *first, const char *second, const char *third) {
    fflush(stdout);
    printf("SpecKit: the test process %s%s%s\n", first, second, third);
    fflush(stdout);
}

// MARK: The supervisor

static void supervise(int argc, char **argv) {
    int descriptor = memfd_create("speckit-journal", 0);
    if (descriptor < 0) return;
    // Lines from the worker's threads and from the supervisor each land whole at the end.
    fcntl(descriptor, F_SETFL, O_APPEND);
    char path[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) {
        close(descriptor);
        return;
    }
    path[length] = 0;
    char number[32];
    snprintf(number, sizeof number, "%d", descriptor);
    setenv(JOURNAL_VARIABLE, number, 1);
    journal = descriptor;
    // The first entry: when the run started, for the closing summary's time.
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    char first[64];
    snprintf(first, sizeof first, "W\t%lld.%06ld\n", (long long)now.tv_sec, now.tv_nsec / 1000);
    append_journal(first);

    int swift_testing = is_swift_testing(argc, argv);
    int serial = runs_serially(argc, argv);
    SwiftTestingRun run = { 0 };
    if (swift_testing) swift_testing_prepare(argc, argv);

    pid_t supervisor = getpid();
    pid_t pid;
    if (swift_testing && !_swift_stdlib_overrideUnsafeArgvArgc) {
        pid = start_worker(path, swift_testing_arguments(argc, argv, serial, &run));
    } else {
        pid = fork();
        if (pid == 0) {
            // The first worker goes on into `main`, with the event stream's arguments under Swift Testing.
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (getppid() != supervisor) _exit(1);
            if (swift_testing) {
                char **arguments = swift_testing_arguments(argc, argv, serial, &run);
                int count = 0;
                while (arguments[count]) count++;
                _swift_stdlib_overrideUnsafeArgvArgc(arguments, count);
            }
            keep_journal_to_this_process();
            return;
        }
    }
    if (pid < 0) {
        unsetenv(JOURNAL_VARIABLE);
        close(descriptor);
        journal = -1;
        return;
    }
    worker = pid;
    install_forwarding();

    const char *selection = argc > 1 && argv[1][0] != '-' ? argv[1] : NULL;
    List crashes = { 0 };
    // XCTest's tests that crashed a worker outside any example: no worker runs them again.
    List excluded = { 0 };
    Progress progress = { 0 };
    for (;;) {
        int status = wait_for(pid);
        worker = 0;
        read_last_worker(&progress);
        size_t ended_before = run.ended.count;
        if (swift_testing) swift_testing_read(&run);
        int open = progress.open_examples.count > 0 || progress.open_activity || progress.test_open;
        int crashed = (WIFSIGNALED(status) && is_crash_signal(WTERMSIG(status))) || (WIFEXITED(status) && open);
        if (!crashed) {
            if (crashes.count == 0) end_like(status);
            print_totals(crashes.count, crashes.count + 1, swift_testing);
            _exit(WIFEXITED(status) && WEXITSTATUS(status) != 0 ? WEXITSTATUS(status) : 1);
        }
        // The journal names the cause by the signal's number, or `exit`; the console in words.
        char cause[16], words[64];
        if (WIFSIGNALED(status)) {
            snprintf(cause, sizeof cause, "%d", WTERMSIG(status));
            snprintf(words, sizeof words, "crashed with signal %d (%s) ", WTERMSIG(status), signal_name(WTERMSIG(status)));
        } else {
            snprintf(cause, sizeof cause, "exit");
            snprintf(words, sizeof words, "called exit(_:) ");
        }
        Blame blame = { 0 };
        int known = swift_testing ? blame_swift_testing(&progress, &run, !serial, cause, &blame)
                                  : blame_xctest(&progress, cause, &blame);
        if (!known) {
            say(words, "outside any test SpecKit knew of, so the run cannot go on without it", "");
            char *record = joined("C\t", cause, "\tunknown\n", "");
            append_journal(record);
            free(record);
            write_reports(path, argv);
            if (crashes.count == 0) end_like(status);
            print_totals(crashes.count + 1, crashes.count + 1, swift_testing);
            _exit(1);
        }
        int progressed = progress.ended > 0 || run.ended.count > ended_before;
        if ((list_contains(&crashes, blame.record) && !progressed) || crashes.count >= MOST_CRASHES) {
            say(words, blame.doing, " again; the run stops here");
            write_reports(path, argv);
            print_totals(crashes.count + 1, crashes.count + 1, swift_testing);
            _exit(1);
        }
        list_add(&crashes, copy(blame.record));
        char *record = joined(blame.record, "\n", "W\n", "");
        append_journal(record);
        free(record);

        char **next;
        char *remainder = NULL;
        if (swift_testing) {
            serial |= blame.parallel;
            if (blame.skip && !list_contains(&run.ended, blame.skip)) list_add(&run.ended, copy(blame.skip));
            swift_testing_reset();
            next = swift_testing_arguments(argc, argv, serial, &run);
        } else {
            if (blame.skip) list_add(&excluded, copy(blame.skip));
            List ended = { 0 };
            read_ended_tests(&ended);
            remainder = remaining_xctests(path, selection, &ended, &excluded);
            list_clear(&ended);
            free(ended.items);
            if (!remainder) {
                // No later worker reports it as a failed test: the run fails here.
                say(words, blame.doing, "; no test was left to run");
                write_reports(path, argv);
                print_totals(crashes.count, crashes.count, swift_testing);
                _exit(1);
            }
            next = calloc(3, sizeof(char *));
            if (!next) abort();
            next[0] = argv[0];
            next[1] = remainder;
        }
        say(words, blame.doing, blame.parallel ? "; the tests that had not ended go on in a new process, one at a time"
                                               : "; the tests that had not run go on in a new process");
        pid = start_worker(path, next);
        free(next);
        free(remainder);
        blame_free(&blame);
        if (pid < 0) _exit(1);
        worker = pid;
    }
}

// MARK: A filter that selects no XCTest test

/// When `swift test --filter` matched no XCTest test, SwiftPM runs the XCTest binary with `''`:
/// a filter written as SpecKit prints an example's name (`Class.example`) selects nothing, since
/// an example is not one of XCTest's tests. Says how to select examples.
static void explain_empty_selection(int argc, char **argv) {
    if (argc != 2 || strcmp(argv[1], "''")) return;
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/cmdline", (int)getppid());
    char comm[64] = { 0 };
    char comm_path[64];
    snprintf(comm_path, sizeof comm_path, "/proc/%d/comm", (int)getppid());
    FILE *file = fopen(comm_path, "re");
    if (!file) return;
    int named = fgets(comm, sizeof comm, file) != NULL && !strncmp(comm, "swift-test", 10);
    fclose(file);
    if (!named) return;
    file = fopen(path, "re");
    if (!file) return;
    char arguments[8192];
    size_t length = fread(arguments, 1, sizeof arguments - 1, file);
    fclose(file);
    arguments[length] = 0;
    for (size_t at = 0; at < length; at += strlen(arguments + at) + 1) {
        const char *argument = arguments + at;
        if (strcmp(argument, "--filter") || at + strlen(argument) + 1 >= length) continue;
        // `Class.example` or `Module.Class.example`: the class is before the last dot.
        const char *pattern = argument + strlen(argument) + 1;
        const char *dot = strrchr(pattern, '.');
        if (!dot || dot == pattern || !dot[1]) continue;
        const char *simple = pattern;
        for (const char *c = pattern; c < dot; c++) {
            if (*c == '.') simple = c + 1;
        }
        printf("SpecKit: swift test --filter '%s' matches no XCTest test; an example is not one. To run examples, select "
               "their class with --filter and the examples with SPECKIT_FILTER: SPECKIT_FILTER='%.*s\\.%s' swift test --filter %.*s\n",
               pattern, (int)(dot - simple), simple, dot + 1, (int)(dot - pattern), pattern);
        fflush(stdout);
        return;
    }
}

__attribute__((constructor)) static void speckit_start(int argc, char **argv, char **envp) {
    (void)envp;
    const char *inherited = getenv(JOURNAL_VARIABLE);
    if (inherited) {
        // A worker the supervisor started again: it made the journal.
        char *end = NULL;
        long value = strtol(inherited, &end, 10);
        if (end && *end == 0 && value >= 0 && fcntl((int)value, F_GETFD) != -1) {
            journal = (int)value;
            if (getenv(REPORT_ONLY_VARIABLE)) {
                if (speckit_write_reports) speckit_write_reports();
                _exit(0);
            }
            keep_journal_to_this_process();
        } else {
            unsetenv(JOURNAL_VARIABLE);
        }
        return;
    }
    if (argc < 1) return;
    explain_empty_selection(argc, argv);
    if (!should_supervise(argc, argv)) return;
    supervise(argc, argv);
}

#else

int speckit_journal_descriptor(void) { return -1; }

#endif
