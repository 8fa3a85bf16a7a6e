// SIGWINCH: a flag and a wake-up byte on a pipe, nothing else (a Swift handler cannot be made
// async-signal-safe). The loop polls the pipe beside the terminal, so a resize is seen even
// while it sleeps with no deadline.
#include "shim.h"

static volatile sig_atomic_t resized_flag = 0;
static int resize_wake_fd = -1;
static struct sigaction previous_winch;
static int watching = 0;

static void on_window_change(int sig) {
    (void)sig;
    int saved_errno = errno;
    resized_flag = 1;
    if (resize_wake_fd >= 0) {
        char byte = 1;
        (void)write(resize_wake_fd, &byte, 1);  // non-blocking: a full pipe already wakes the loop
    }
    errno = saved_errno;
}

int moodpick_watch_resize(int wake_fd) {
    resize_wake_fd = wake_fd;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_window_change;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGWINCH, &action, &previous_winch) != 0) { return -1; }
    watching = 1;
    return 0;
}

void moodpick_unwatch_resize(void) {
    if (watching) { sigaction(SIGWINCH, &previous_winch, NULL); }
    watching = 0;
    resize_wake_fd = -1;
}

int moodpick_take_resized(void) {
    int value = resized_flag;
    resized_flag = 0;
    return value;
}
