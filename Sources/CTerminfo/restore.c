// The async-signal-safe terminal restore, because a Swift signal handler cannot be made
// async-signal-safe. It writes precomputed bytes (the undo list), puts the saved terminal modes
// back and re-raises; nothing else.
#include "shim.h"

static int restore_fd = -1;
static struct termios saved_termios;
static int have_saved_termios = 0;

// The undo list: one slot for each thing moodpick changes on the terminal (a mode it turned on,
// the picture it drew), holding the bytes that undo it. Every exit path writes the slots in
// order, so a mode given a slot is undone by construction: by a choice, a signal and a crash
// alike. A slot's length is cleared before its bytes change and set after, so a handler that
// interrupts an update sees either the old bytes or none, never half of them.
static char undo_bytes[MOODPICK_UNDO_SLOTS][MOODPICK_UNDO_SLOT_BYTES];
static volatile sig_atomic_t undo_length[MOODPICK_UNDO_SLOTS];
static volatile sig_atomic_t resumed_flag = 0;
// Set while stopped by SIGTSTP: the terminal was given back before stopping.
static volatile sig_atomic_t suspended_flag = 0;
static struct sigaction previous_actions[NSIG];
static unsigned char installed[NSIG];

// Signals that end the process: the terminal is restored, then the default action runs.
static const int terminating_signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
// Every other signal whose default action ends the process (real-time ones are added at
// install). Each is caught only when it was not ignored at start: an ignored SIGPIPE stays
// ignored, so a closed stdout is an EPIPE the program reports.
static const int other_ending_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGSYS, SIGVTALRM, SIGPROF, SIGIO,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
// Signals of a crash: restored too; a real fault then goes to the previous action (Swift's
// backtracer prints the backtrace), one sent by kill() or abort() dies by the default action.
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
enum {
    terminating_count = sizeof(terminating_signals) / sizeof(terminating_signals[0]),
    fatal_count = sizeof(fatal_signals) / sizeof(fatal_signals[0]),
    other_count = sizeof(other_ending_signals) / sizeof(other_ending_signals[0])
};

// Whether a handler may write to the terminal and set its modes: not while stopped or
// continued in the background after Ctrl-Z (the terminal was restored before stopping, and
// the shell owns it now), and never from a background process group, where tcsetattr raises
// SIGTTOU and would stop the process inside its handler instead of letting it die.
static int may_touch_terminal(void) {
    if (suspended_flag) { return 0; }
    if (restore_fd < 0) { return 0; }
    pid_t foreground = tcgetpgrp(restore_fd);
    return foreground < 0 || foreground == getpgrp();
}

// The handlers' restore: the full restore when the terminal is ours, nothing otherwise.
static void restore_from_handler(void) {
    if (may_touch_terminal()) { moodpick_restore_terminal(); }
}

// Modes found with neither line editing nor echo belong to another full-screen program that
// is running now, not to the shell: `moodpick a b | moodpick` starts two pickers at once, and
// the second may save the first's raw modes. Restoring those would leave the terminal raw
// after both have gone. So such modes are saved again once the input is read (by then the
// first picker has ended and restored the shell's modes), and if they still look raw, line
// editing, echo, signals and output processing are put back into them (as `stty sane` does).
static int saved_looked_raw = 0;

static int looks_raw(const struct termios *modes) { return (modes->c_lflag & (ICANON | ECHO)) == 0; }

static void make_sane(struct termios *modes) {
    modes->c_lflag |= ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN;
    modes->c_iflag |= ICRNL | IXON;
    modes->c_iflag &= ~(INLCR | IGNCR);
    modes->c_oflag |= OPOST | ONLCR;
}

int moodpick_save_terminal(int fd) {
    restore_fd = fd;
    if (tcgetattr(fd, &saved_termios) != 0) { return -1; }
    saved_looked_raw = looks_raw(&saved_termios);
    if (saved_looked_raw) { make_sane(&saved_termios); }
    have_saved_termios = 1;
    return 0;
}

int moodpick_saved_modes_look_raw(void) { return saved_looked_raw; }

void moodpick_save_terminal_again_if_raw(void) {
    if (!saved_looked_raw || restore_fd < 0) { return; }
    struct termios now;
    if (tcgetattr(restore_fd, &now) != 0) { return; }
    if (looks_raw(&now)) { make_sane(&now); }
    saved_termios = now;
    saved_looked_raw = 0;
}

int moodpick_set_undo(int slot, const char *bytes, size_t length) {
    if (slot < 0 || slot >= MOODPICK_UNDO_SLOTS || length > MOODPICK_UNDO_SLOT_BYTES) { return -1; }
    undo_length[slot] = 0;
    if (bytes != NULL && length > 0) { memcpy(undo_bytes[slot], bytes, length); }
    undo_length[slot] = bytes == NULL ? 0 : (sig_atomic_t)length;
    return 0;
}

void moodpick_restore_terminal(void) {
    if (restore_fd < 0) { return; }
    for (int slot = 0; slot < MOODPICK_UNDO_SLOTS; slot++) {
        size_t length = (size_t)undo_length[slot];
        if (length > 0 && moodpick_write_all(restore_fd, undo_bytes[slot], length) != 0) { break; }
    }
    if (have_saved_termios) { tcsetattr(restore_fd, TCSADRAIN, &saved_termios); }
}

// Terminating signals: restore, then die of the signal by its default action. The signal is
// blocked while its handler runs, so the re-raised one is delivered as the handler returns.
static void on_terminating_signal(int sig) {
    int saved_errno = errno;
    moodpick_kill_children();
    restore_from_handler();
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
    moodpick_kill_children();
    restore_from_handler();
    if (info != NULL && info->si_code > 0) {
        sigaction(sig, &previous_actions[sig], NULL);
    } else {
        signal(sig, SIG_DFL);
        raise(sig);
    }
    errno = saved_errno;
}

// SIGTSTP: restore, stop for real; on SIGCONT reinstall and tell the loop to take the terminal back.
// The stop goes to the whole process group, as the terminal's own Ctrl-Z would, and only after
// the restore: inside a script, `sh -c` or a script's `$(…)`, the shell sees its job stop only
// when every process of it stops, and takes the terminal back only once it is restored.
static void on_stop_signal(int sig) {
    int saved_errno = errno;
    restore_from_handler();
    moodpick_stop_children();  // previews run in sessions of their own: the stop cannot reach them
    suspended_flag = 1;
    struct sigaction ours;
    sigaction(sig, NULL, &ours);
    // The rest of the group first, with the signal ignored and unblocked here, so that our own
    // copy is discarded (a blocked signal is kept pending even when ignored): kill(0) is
    // process-directed and may be taken by another of our threads after this one has gone on,
    // reinstalled the handler and stopped again. Then this thread stops itself with raise,
    // which is delivered to it before raise returns.
    signal(sig, SIG_IGN);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    kill(0, sig);
    signal(sig, SIG_DFL);
    raise(sig);
    // Continued: a signal that arrived while stopped (`kill %1` sends SIGTERM, then SIGCONT)
    // has run by now, with the flag set, and died without a byte written.
    suspended_flag = 0;
    moodpick_continue_children();
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

// Catches `sig` with the terminating handler unless it is ignored now.
static void install_unless_ignored(int sig) {
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0 || current.sa_handler == SIG_IGN) { return; }
    install(sig, on_terminating_signal, &previous_actions[sig]);
    installed[sig] = 1;
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
    for (int i = 0; i < other_count; i++) { install_unless_ignored(other_ending_signals[i]); }
#ifdef __linux__
    // The real-time signals end a process too; Darwin has none.
    for (int sig = SIGRTMIN; sig <= SIGRTMAX && sig < NSIG; sig++) { install_unless_ignored(sig); }
#endif
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
    for (int sig = 1; sig < NSIG; sig++) {
        if (installed[sig]) { sigaction(sig, &previous_actions[sig], NULL); }
        installed[sig] = 0;
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
