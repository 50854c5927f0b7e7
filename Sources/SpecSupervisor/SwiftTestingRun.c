#define _GNU_SOURCE
#include "Internal.h"

#if defined(__linux__)
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/// The event stream the supervisor gives the workers, or -1 when the arguments name one.
static int events = -1;
static char events_path[64];
/// The event stream the arguments name (an IDE's), read when it is a file.
static const char *given_events;
/// The IDs of the functions the workers' event streams listed, suites apart.
static List functions;
/// The `--skip` patterns made so far, kept for the argument lists that point at them.
static List patterns;

void swift_testing_prepare(int argc, char **argv) {
    for (int i = 1; i + 1 < argc; i++) {
        if (!strcmp(argv[i], "--event-stream-output-path")) {
            given_events = argv[i + 1];
            return;
        }
    }
    events = memfd_create("speckit-events", 0);
    if (events >= 0) snprintf(events_path, sizeof events_path, "/proc/self/fd/%d", events);
}

void swift_testing_reset(void) {
    if (events >= 0 && ftruncate(events, 0) != 0) return;
}

/// `^id$` with the regular expression's special characters escaped.
static char *skip_pattern(const char *id) {
    size_t length = strlen(id);
    char *pattern = malloc(length * 2 + 3);
    if (!pattern) abort();
    size_t at = 0;
    pattern[at++] = '^';
    for (size_t i = 0; i < length; i++) {
        if (strchr("\\^$.|?*+()[]{}", id[i])) pattern[at++] = '\\';
        pattern[at++] = id[i];
    }
    pattern[at++] = '$';
    pattern[at] = 0;
    return pattern;
}

char **swift_testing_arguments(int argc, char **argv, int serial, const SwiftTestingRun *run) {
    char **next = calloc((size_t)argc + 6 + 2 * run->ended.count, sizeof(char *));
    if (!next) abort();
    size_t count = 0;
    next[count++] = argv[0];
    if (serial) next[count++] = "--no-parallel";
    for (int i = 1; i < argc; i++) {
        if (serial && (!strcmp(argv[i], "--parallel") || !strcmp(argv[i], "--no-parallel"))) continue;
        next[count++] = argv[i];
    }
    if (events >= 0) {
        next[count++] = "--event-stream-output-path";
        next[count++] = events_path;
        next[count++] = "--event-stream-version";
        next[count++] = "0";
    }
    for (size_t i = 0; i < run->ended.count; i++) {
        char *pattern = skip_pattern(run->ended.items[i]);
        list_add(&patterns, pattern);
        next[count++] = "--skip";
        next[count++] = pattern;
    }
    next[count] = NULL;
    return next;
}

/// The JSON string after `"key":"` in `line`, unescaped; NULL when the line has none.
static char *json_string(const char *line, const char *key) {
    char marker[32];
    snprintf(marker, sizeof marker, "\"%s\":\"", key);
    const char *start = strstr(line, marker);
    if (!start) return NULL;
    start += strlen(marker);
    char *text = malloc(strlen(start) + 1);
    if (!text) abort();
    size_t at = 0;
    for (const char *c = start; *c && *c != '"'; c++) {
        if (*c == '\\' && c[1]) {
            c++;
            switch (*c) {
            case 'n': text[at++] = '\n'; break;
            case 't': text[at++] = '\t'; break;
            default: text[at++] = *c; break;
            }
        } else {
            text[at++] = *c;
        }
    }
    text[at] = 0;
    return text;
}

static char *read_events(void) {
    if (events >= 0) return read_all(events);
    if (!given_events) return NULL;
    struct stat info;
    // A pipe an IDE reads cannot be read twice.
    if (stat(given_events, &info) != 0 || !S_ISREG(info.st_mode)) return NULL;
    int descriptor = open(given_events, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return NULL;
    char *text = read_all(descriptor);
    close(descriptor);
    return text;
}

void swift_testing_read(SwiftTestingRun *run) {
    list_clear(&run->open_functions);
    list_clear(&run->open_spec_tests);
    char *text = read_events();
    run->known = text != NULL;
    if (!text) return;
    List started = { 0 };
    char *line = text;
    while (line && *line) {
        char *end = strchr(line, '\n');
        if (end) *end = 0;
        if (!strncmp(line, "{\"kind\":\"test\"", 14)) {
            char *id = json_string(line, "id");
            if (id && !strstr(line, "\"kind\":\"suite\"") && !list_contains(&functions, id)) list_add(&functions, id);
            else free(id);
        } else if (strstr(line, "\"kind\":\"testStarted\"")) {
            char *id = json_string(line, "testID");
            if (id) list_add(&started, id);
        } else if (strstr(line, "\"kind\":\"testEnded\"") || strstr(line, "\"kind\":\"testSkipped\"")) {
            char *id = json_string(line, "testID");
            if (id) {
                for (size_t i = 0; i < started.count; i++) {
                    if (!strcmp(started.items[i], id)) {
                        list_remove_at(&started, i);
                        break;
                    }
                }
                if (!list_contains(&run->ended, id)) list_add(&run->ended, id);
                else free(id);
            }
        }
        line = end ? end + 1 : NULL;
    }
    free(text);
    for (size_t i = 0; i < started.count; i++) {
        const char *id = started.items[i];
        if (!list_contains(&functions, id)) continue;
        list_add(strstr(id, "__SpecKitExamples") ? &run->open_spec_tests : &run->open_functions, copy(id));
    }
    list_clear(&started);
    free(started.items);
}
#endif
