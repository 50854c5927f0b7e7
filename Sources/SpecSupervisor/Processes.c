#define _GNU_SOURCE
#include "Internal.h"

#if defined(__linux__)
#include <errno.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int wait_for(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) return 1 << 8;
    }
    return status;
}

/// Reads `descriptor` to its end from `offset` on, with `pread` when `offset` is given.
static char *read_from(int descriptor, int positional) {
    size_t length = 0, capacity = 1 << 16;
    char *text = malloc(capacity);
    if (!text) abort();
    for (;;) {
        if (length + 1 >= capacity) {
            capacity *= 2;
            text = realloc(text, capacity);
            if (!text) abort();
        }
        ssize_t got = positional ? pread(descriptor, text + length, capacity - length - 1, (off_t)length)
                                 : read(descriptor, text + length, capacity - length - 1);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        length += (size_t)got;
    }
    text[length] = 0;
    return text;
}

char *read_all(int descriptor) { return read_from(descriptor, 1); }

char *output_of(const char *path, char *const argv[]) {
    int pipes[2];
    if (pipe(pipes) != 0) return NULL;
    pid_t pid = fork();
    if (pid < 0) return NULL;
    if (pid == 0) {
        dup2(pipes[1], STDOUT_FILENO);
        close(pipes[0]);
        close(pipes[1]);
        execv(path, argv);
        _exit(127);
    }
    close(pipes[1]);
    char *text = read_from(pipes[0], 0);
    close(pipes[0]);
    int status = wait_for(pid);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        free(text);
        return NULL;
    }
    return text;
}
#endif
