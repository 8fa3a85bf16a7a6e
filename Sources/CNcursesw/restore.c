// The async-signal-safe terminal restore: the only C with state, because a Swift signal
// handler cannot be made async-signal-safe. It writes precomputed bytes, puts the saved
// terminal modes back and re-raises; nothing else.
#include "shim.h"

static int restore_fd = -1;
static struct termios saved_termios;
static int have_saved_termios = 0;
static char reset_bytes[512];
static size_t reset_length = 0;
static volatile sig_atomic_t resumed_flag = 0;
static struct sigaction previous_actions[NSIG];

// Signals that end the process: the terminal is restored, then the default action runs.
static const int terminating_signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
// Signals of a crash: restored too; a real fault then goes to the previous action (Swift's
// backtracer prints the backtrace), one sent by kill() or abort() dies by the default action.
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
enum {
    terminating_count = sizeof(terminating_signals) / sizeof(terminating_signals[0]),
    fatal_count = sizeof(fatal_signals) / sizeof(fatal_signals[0])
};

int moodpick_save_terminal(int fd) {
    restore_fd = fd;
    if (tcgetattr(fd, &saved_termios) != 0) { return -1; }
    have_saved_termios = 1;
    return 0;
}

void moodpick_set_reset_bytes(const char *bytes, size_t length) {
    if (length > sizeof(reset_bytes)) { length = sizeof(reset_bytes); }
    if (bytes != NULL && length > 0) { memcpy(reset_bytes, bytes, length); }
    reset_length = bytes == NULL ? 0 : length;
}

void moodpick_restore_terminal(void) {
    if (restore_fd < 0) { return; }
    size_t done = 0;
    while (done < reset_length) {
        ssize_t n = write(restore_fd, reset_bytes + done, reset_length - done);
        if (n < 0 && errno == EINTR) { continue; }
        if (n <= 0) { break; }
        done += (size_t)n;
    }
    if (have_saved_termios) { tcsetattr(restore_fd, TCSADRAIN, &saved_termios); }
}

// Terminating signals: restore, then die of the signal by its default action. The signal is
// blocked while its handler runs, so the re-raised one is delivered as the handler returns.
static void on_terminating_signal(int sig) {
    int saved_errno = errno;
    moodpick_restore_terminal();
    signal(sig, SIG_DFL);
    raise(sig);
    errno = saved_errno;
}

// Crash signals: restore; a hardware fault (si_code > 0) returns to the faulting instruction,
// which faults again under the previous action (a backtrace, then death); a signal that was sent
// (kill, raise, abort: si_code <= 0) would not come back, so it dies by the default action now,
// whatever the previous handler would have done.
static void on_fatal_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    moodpick_restore_terminal();
    if (info != NULL && info->si_code > 0) {
        sigaction(sig, &previous_actions[sig], NULL);
    } else {
        signal(sig, SIG_DFL);
        raise(sig);
    }
    errno = saved_errno;
}

// SIGTSTP: restore, stop for real; on SIGCONT reinstall and tell the loop to take the terminal back.
static void on_stop_signal(int sig) {
    int saved_errno = errno;
    moodpick_restore_terminal();
    struct sigaction ours;
    sigaction(sig, NULL, &ours);
    signal(sig, SIG_DFL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
    sigaction(sig, &ours, NULL);
    resumed_flag = 1;
    errno = saved_errno;
}

// SIGCONT after a stop we did not see (SIGSTOP): the screen must be drawn again.
static void on_continue_signal(int sig) {
    (void)sig;
    resumed_flag = 1;
}

static void install(int sig, void (*handler)(int), struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, previous);
}

void moodpick_install_signal_handlers(void) {
    for (int i = 0; i < terminating_count; i++) {
        int sig = terminating_signals[i];
        install(sig, on_terminating_signal, &previous_actions[sig]);
    }
    for (int i = 0; i < fatal_count; i++) {
        int sig = fatal_signals[i];
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_sigaction = on_fatal_signal;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        sigaction(sig, &action, &previous_actions[sig]);
    }
    install(SIGTSTP, on_stop_signal, &previous_actions[SIGTSTP]);
    install(SIGCONT, on_continue_signal, &previous_actions[SIGCONT]);
}

void moodpick_uninstall_signal_handlers(void) {
    for (int i = 0; i < terminating_count; i++) {
        int sig = terminating_signals[i];
        sigaction(sig, &previous_actions[sig], NULL);
    }
    for (int i = 0; i < fatal_count; i++) {
        int sig = fatal_signals[i];
        sigaction(sig, &previous_actions[sig], NULL);
    }
    sigaction(SIGTSTP, &previous_actions[SIGTSTP], NULL);
    sigaction(SIGCONT, &previous_actions[SIGCONT], NULL);
    restore_fd = -1;
}

int moodpick_take_resumed(void) {
    int value = resumed_flag;
    resumed_flag = 0;
    return value;
}
