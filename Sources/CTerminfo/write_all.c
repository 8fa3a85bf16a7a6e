// The one write-all loop: the terminal, the output files, the history file and the signal
// handlers' restore all write through it. Async-signal-safe (write and errno only).
#include "shim.h"

int moodpick_write_all(int fd, const void *bytes, size_t length) {
    const char *next = bytes;
    size_t left = length;
    while (left > 0) {
        ssize_t n = write(fd, next, left);
        if (n < 0 && errno == EINTR) { continue; }
        if (n <= 0) { return -1; }
        next += n;
        left -= (size_t)n;
    }
    return 0;
}
