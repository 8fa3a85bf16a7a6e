// SIGWINCH (a flag) and SIGCHLD: a wake-up byte on a pipe, nothing else (a Swift handler
// cannot be made async-signal-safe). The loop polls the pipe beside the terminal, so a resize
// or a command that ended is seen even while it sleeps with no deadline.
#include "shim.h"

static volatile sig_atomic_t resized_flag = 0;
static int wake_write_fd = -1;
static struct sigaction previous_winch;
static struct sigaction previous_chld;
static int watching = 0;

static void wake(void) {
    if (wake_write_fd >= 0) {
        char byte = 1;
        (void)write(wake_write_fd, &byte, 1);  // non-blocking: a full pipe already wakes the loop
    }
}

static void on_window_change(int sig) {
    (void)sig;
    int saved_errno = errno;
    resized_flag = 1;
    wake();
    errno = saved_errno;
}

// A child ended: only a wake-up; the loop reaps whatever has ended.
static void on_child(int sig) {
    (void)sig;
    int saved_errno = errno;
    wake();
    errno = saved_errno;
}

int moodpick_watch_resize(int wake_fd) {
    wake_write_fd = wake_fd;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_window_change;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGWINCH, &action, &previous_winch) != 0) { return -1; }
    action.sa_handler = on_child;
    action.sa_flags = SA_NOCLDSTOP;
    if (sigaction(SIGCHLD, &action, &previous_chld) != 0) { return -1; }
    watching = 1;
    return 0;
}

void moodpick_unwatch_resize(void) {
    if (watching) {
        sigaction(SIGWINCH, &previous_winch, NULL);
        sigaction(SIGCHLD, &previous_chld, NULL);
    }
    watching = 0;
    wake_write_fd = -1;
}

int moodpick_take_resized(void) {
    int value = resized_flag;
    resized_flag = 0;
    return value;
}
