#define _GNU_SOURCE
#include "Internal.h"

#if defined(__linux__)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void list_add(List *list, char *item) {
    if (list->count == list->capacity) {
        list->capacity = list->capacity ? list->capacity * 2 : 16;
        list->items = realloc(list->items, list->capacity * sizeof(char *));
        if (!list->items) abort();
    }
    list->items[list->count++] = item;
}

void list_remove_at(List *list, size_t index) {
    free(list->items[index]);
    memmove(list->items + index, list->items + index + 1, (list->count - index - 1) * sizeof(char *));
    list->count--;
}

void list_clear(List *list) {
    for (size_t i = 0; i < list->count; i++) free(list->items[i]);
    list->count = 0;
}

int list_contains(const List *list, const char *item) {
    for (size_t i = 0; i < list->count; i++) {
        if (!strcmp(list->items[i], item)) return 1;
    }
    return 0;
}

char *copy(const char *text) {
    char *made = strdup(text);
    if (!made) abort();
    return made;
}

char *copy_part(const char *text, size_t length) {
    char *made = strndup(text, length);
    if (!made) abort();
    return made;
}

char *joined(const char *a, const char *b, const char *c, const char *d) {
    size_t length = strlen(a) + strlen(b) + strlen(c) + strlen(d) + 1;
    char *text = malloc(length);
    if (!text) abort();
    snprintf(text, length, "%s%s%s%s", a, b, c, d);
    return text;
}
#endif
