// The only C in moodpick. Why it exists:
// - SwiftPM drops pkg-config's -D flags, so wide-character ncurses must be asked for here.
// - Swift 6 rejects ncurses' mutable globals (stdscr, LINES, COLS) and cannot call the
//   variadic tiparm or function-like macros: static inline accessors wrap them.
// - A Swift signal handler cannot be made async-signal-safe, so the handler that restores the
//   terminal on SIGTERM, SIGHUP, SIGTSTP or a crash lives here: it only writes precomputed
//   bytes, resets the saved termios, and re-raises. No other logic is in C.
#ifndef MOODPICK_CNCURSESW_SHIM_H
#define MOODPICK_CNCURSESW_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// MARK: - Accessors for globals and macros

static inline WINDOW *moodpick_stdscr(void) { return stdscr; }
static inline int moodpick_lines(void) { return LINES; }
static inline int moodpick_cols(void) { return COLS; }
static inline int moodpick_key_code_yes(void) { return KEY_CODE_YES; }

/// `cursor_address` expanded for (row, column), 0-based; NULL when the terminal has none.
static inline const char *moodpick_cursor_address(int row, int column) {
    if (cursor_address == NULL) { return NULL; }
    return tiparm(cursor_address, row, column);
}

/// A terminfo string capability by its short name, or NULL when absent or cancelled.
static inline const char *moodpick_string_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) { return NULL; }
    return value;
}

static inline const char *moodpick_codeset(void) { return nl_langinfo(CODESET); }

// MARK: - The async-signal-safe restore

static int moodpick_restore_fd = -1;
static struct termios moodpick_saved_termios;
static int moodpick_have_saved_termios = 0;
static char moodpick_reset_bytes[512];
static size_t moodpick_reset_length = 0;
static volatile sig_atomic_t moodpick_resumed_flag = 0;
static struct sigaction moodpick_previous_actions[65];

/// Remembers the terminal's file descriptor and its modes as found, before anything changes them.
static inline int moodpick_save_terminal(int fd) {
    moodpick_restore_fd = fd;
    if (tcgetattr(fd, &moodpick_saved_termios) != 0) { return -1; }
    moodpick_have_saved_termios = 1;
    return 0;
}

/// The bytes that undo our modes (mouse, paste, keypad, cursor, alternate screen); set once the
/// terminal's capabilities are known, written by the handlers and by the normal teardown.
static inline void moodpick_set_reset_bytes(const char *bytes, size_t length) {
    if (length > sizeof(moodpick_reset_bytes)) { length = sizeof(moodpick_reset_bytes); }
    memcpy(moodpick_reset_bytes, bytes, length);
    moodpick_reset_length = length;
}

/// Writes the reset bytes and puts the saved modes back. Async-signal-safe.
static inline void moodpick_restore_terminal(void) {
    if (moodpick_restore_fd < 0) { return; }
    size_t done = 0;
    while (done < moodpick_reset_length) {
        ssize_t n = write(moodpick_restore_fd, moodpick_reset_bytes + done, moodpick_reset_length - done);
        if (n <= 0) { if (n < 0 && errno == EINTR) { continue; } break; }
        done += (size_t)n;
    }
    if (moodpick_have_saved_termios) { tcsetattr(moodpick_restore_fd, TCSADRAIN, &moodpick_saved_termios); }
}

/// Terminating and fatal signals: restore, put the previous action back, re-raise.
/// For a fault the faulting instruction runs again under the previous action.
static void moodpick_on_terminating_signal(int sig) {
    int saved_errno = errno;
    moodpick_restore_terminal();
    sigaction(sig, &moodpick_previous_actions[sig], NULL);
    raise(sig);
    errno = saved_errno;
}

/// SIGTSTP: restore, stop for real, and on SIGCONT reinstall and tell the loop to bring the
/// modes and the screen back.
static void moodpick_on_stop_signal(int sig) {
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
    moodpick_resumed_flag = 1;
    errno = saved_errno;
}

/// SIGCONT after a stop we did not see (SIGSTOP): the screen must be drawn again.
static void moodpick_on_continue_signal(int sig) {
    (void)sig;
    moodpick_resumed_flag = 1;
}

/// Installs the handlers. No SA_RESTART: a blocking read returns so the loop can act on a flag.
static inline void moodpick_install_signal_handlers(void) {
    static const int terminating[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL,
                                      SIGTRAP, SIGABRT, SIGFPE};
    for (size_t i = 0; i < sizeof(terminating) / sizeof(terminating[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = moodpick_on_terminating_signal;
        sigemptyset(&action.sa_mask);
        sigaction(terminating[i], &action, &moodpick_previous_actions[terminating[i]]);
    }
    struct sigaction stop;
    memset(&stop, 0, sizeof(stop));
    stop.sa_handler = moodpick_on_stop_signal;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, NULL);
    struct sigaction cont;
    memset(&cont, 0, sizeof(cont));
    cont.sa_handler = moodpick_on_continue_signal;
    sigemptyset(&cont.sa_mask);
    sigaction(SIGCONT, &cont, NULL);
}

/// Puts the default actions back (before the result is printed, the terminal already restored).
static inline void moodpick_uninstall_signal_handlers(void) {
    static const int all[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL,
                              SIGTRAP, SIGABRT, SIGFPE};
    for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
        sigaction(all[i], &moodpick_previous_actions[all[i]], NULL);
    }
    signal(SIGTSTP, SIG_DFL);
    signal(SIGCONT, SIG_DFL);
    moodpick_restore_fd = -1;
}

/// Reads and clears the "we were stopped and continued" flag.
static inline int moodpick_take_resumed(void) {
    int value = moodpick_resumed_flag;
    moodpick_resumed_flag = 0;
    return value;
}

#endif
