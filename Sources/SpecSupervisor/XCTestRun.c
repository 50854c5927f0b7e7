#define _GNU_SOURCE
#include "Internal.h"

#if defined(__linux__)
#include <stdlib.h>
#include <string.h>

/// Whether XCTest's command-line selection `selection` (`Module.Class` or `Module.Class/test`,
/// comma-separated; NULL for all) selects the test `id`.
static int selects(const char *selection, const char *id) {
    if (!selection) return 1;
    const char *slash = strchr(id, '/');
    size_t class_length = slash ? (size_t)(slash - id) : strlen(id);
    const char *item = selection;
    while (*item) {
        const char *comma = strchr(item, ',');
        size_t length = comma ? (size_t)(comma - item) : strlen(item);
        if ((length == strlen(id) || length == class_length) && !strncmp(item, id, length)) return 1;
        if (!comma) break;
        item = comma + 1;
    }
    return 0;
}

/// Whether `test` belongs to the class named by the first `length` characters of `id`.
static int same_class(const char *test, const char *id, size_t length) {
    return !strncmp(test, id, length) && test[length] == '/';
}

static void append(char **text, size_t *length, size_t *capacity, const char *part, size_t part_length) {
    while (*length + part_length + 2 > *capacity) {
        *capacity *= 2;
        *text = realloc(*text, *capacity);
        if (!*text) abort();
    }
    if (*length) (*text)[(*length)++] = ',';
    memcpy(*text + *length, part, part_length);
    *length += part_length;
    (*text)[*length] = 0;
}

char *remaining_xctests(const char *path, const char *selection, const List *ended, const List *excluded) {
    char *arguments[] = { (char *)path, "--list-tests", NULL };
    char *listing = output_of(path, arguments);
    if (!listing) return NULL;
    List selected = { 0 };
    for (char *line = strtok(listing, "\n"); line; line = strtok(NULL, "\n")) {
        if (strchr(line, '/') && !strchr(line, ' ') && selects(selection, line)) list_add(&selected, copy(line));
    }
    free(listing);
    size_t capacity = 1024, length = 0;
    char *result = malloc(capacity);
    if (!result) abort();
    result[0] = 0;
    for (size_t i = 0; i < selected.count; i++) {
        const char *id = selected.items[i];
        size_t class_length = (size_t)(strchr(id, '/') - id);
        // The selected tests of this class, which XCTest lists together.
        size_t next = i + 1;
        while (next < selected.count && same_class(selected.items[next], id, class_length)) next++;
        size_t remaining = 0;
        for (size_t j = i; j < next; j++) {
            remaining += !list_contains(ended, selected.items[j]) && !list_contains(excluded, selected.items[j]);
        }
        if (remaining == next - i) {
            // A class whose selected tests all remain is named once, which keeps the argument short.
            append(&result, &length, &capacity, id, class_length);
        } else {
            for (size_t j = i; j < next; j++) {
                const char *test = selected.items[j];
                if (!list_contains(ended, test) && !list_contains(excluded, test)) append(&result, &length, &capacity, test, strlen(test));
            }
        }
        i = next - 1;
    }
    list_clear(&selected);
    free(selected.items);
    if (length == 0) {
        free(result);
        return NULL;
    }
    return result;
}
#endif
