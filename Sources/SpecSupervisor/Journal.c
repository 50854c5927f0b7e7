#define _GNU_SOURCE
#include "Internal.h"

#if defined(__linux__)
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int journal = -1;

void append_journal(const char *line) {
    size_t length = strlen(line);
    while (length > 0) {
        ssize_t written = write(journal, line, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        line += written;
        length -= (size_t)written;
    }
}

static void progress_reset(Progress *progress) {
    list_clear(&progress->open_examples);
    free(progress->last_test);
    free(progress->open_activity);
    progress->last_test = progress->open_activity = NULL;
    progress->last_is_class = progress->test_open = 0;
    progress->ended = 0;
}

/// `class<TAB>name`: the first two fields of an `S` or `E` entry's body.
static char *example_key(const char *body) {
    const char *tab = strchr(body, '\t');
    if (!tab) return copy(body);
    const char *second = strchr(tab + 1, '\t');
    return copy_part(body, second ? (size_t)(second - body) : strlen(body));
}

/// Reads one entry (`kind`, and the text after its tab) into `progress`.
static void read_entry(Progress *progress, char kind, const char *body) {
    switch (kind) {
    case 'W':
        progress_reset(progress);
        break;
    case 'A':
    case 'T':
        free(progress->last_test);
        progress->last_test = copy(body);
        progress->last_is_class = kind == 'A';
        progress->test_open = 1;
        break;
    case 'a':
    case 't':
        progress->test_open = 0;
        progress->ended++;
        break;
    case 'S':
        list_add(&progress->open_examples, example_key(body));
        break;
    case 'E': {
        char *key = example_key(body);
        for (size_t i = 0; i < progress->open_examples.count; i++) {
            if (!strcmp(progress->open_examples.items[i], key)) {
                list_remove_at(&progress->open_examples, i);
                break;
            }
        }
        free(key);
        progress->ended++;
        break;
    }
    case 'P':
        free(progress->open_activity);
        progress->open_activity = copy(body);
        break;
    case 'p':
        free(progress->open_activity);
        progress->open_activity = NULL;
        progress->ended++;
        break;
    default:
        break;
    }
}

/// Whether the outcome field (the third after the kind of an `E` entry, the second of a `t`) says failed.
static int says_failed(const char *body, int field) {
    const char *at = body;
    for (int i = 0; i < field && at; i++) {
        at = strchr(at, '\t');
        if (at) at++;
    }
    return at && !strncmp(at, "failed", 6) && (at[6] == '\t' || at[6] == 0);
}

void count_cases(long *executed, long *failed) {
    *executed = *failed = 0;
    char *text = read_all(journal);
    char *line = text;
    // Whether the last crash was one that only a later worker reports, and none ran after it.
    int unreported = 0;
    while (line && *line) {
        char *end = strchr(line, '\n');
        if (end) *end = 0;
        if (line[0] != 'W') unreported = 0;
        if ((line[0] == 'E' || line[0] == 't') && line[1] == '\t') {
            *executed += 1;
            *failed += says_failed(line + 2, line[0] == 'E' ? 2 : 1);
        } else if (!strncmp(line, "C\t", 2)) {
            // A crashed plain test or spec class: no later worker runs it. The report lists it too.
            const char *kind = strchr(line + 2, '\t');
            if (kind && (!strncmp(kind, "\ttest\t", 6) || !strncmp(kind, "\tclass\t", 7))) {
                *executed += 1;
                *failed += 1;
            } else {
                unreported = 1;
            }
        }
        line = end ? end + 1 : NULL;
    }
    free(text);
    *executed += unreported;
    *failed += unreported;
}

void read_ended_tests(List *ended) {
    char *text = read_all(journal);
    char *line = text;
    while (line && *line) {
        char *end = strchr(line, '\n');
        if (end) *end = 0;
        if ((line[0] == 'a' || line[0] == 't') && line[1] == '\t') {
            // The id is the first field.
            char *tab = strchr(line + 2, '\t');
            char *id = tab ? copy_part(line + 2, (size_t)(tab - line - 2)) : copy(line + 2);
            if (!list_contains(ended, id)) list_add(ended, id);
            else free(id);
        }
        line = end ? end + 1 : NULL;
    }
    free(text);
}

void read_last_worker(Progress *progress) {
    progress_reset(progress);
    char *text = read_all(journal);
    char *line = text;
    while (line && *line) {
        char *end = strchr(line, '\n');
        if (end) *end = 0;
        if (line[0] && (line[1] == 0 || line[1] == '\t')) read_entry(progress, line[0], line[1] ? line + 2 : "");
        line = end ? end + 1 : NULL;
    }
    free(text);
}
#endif
