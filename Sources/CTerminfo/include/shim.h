// The C that Swift cannot do itself. Why each part is here:
// - terminfo (setupterm, tigetstr, tiparm): tiparm is variadic and `cursor_address` a macro, so
//   static inline accessors wrap them. Only terminfo is used: no curses screen is ever made.
// - The async-signal-safe restore (restore.c), the wake-ups (wake.c) and the children's process
//   groups (children.c): a Swift signal handler cannot be made async-signal-safe, so every
//   handler lives here and only writes precomputed bytes, sets flags, signals and re-raises.
// - The one write-all loop (write_all.c), which the restore needs and Swift calls too.
#ifndef MOODPICK_CNCURSESW_SHIM_H
#define MOODPICK_CNCURSESW_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
// Debian's wide-character headers, or the system's own (macOS ships them as <curses.h>).
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

// MARK: - terminfo

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

/// Loads the terminfo entry for `term` (no screen is made: moodpick writes every byte itself).
/// Returns 0, or -1 when the type is unknown or the database is missing.
static inline int moodpick_setup_terminal(const char *term, int fd) {
    int error = 0;
    if (setupterm(term, fd, &error) != OK) { return -1; }
    return 0;
}

/// The window size of the terminal on `fd` (ioctl is variadic); 0 on success.
static inline int moodpick_window_size(int fd, int *out_rows, int *out_columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) { return -1; }
    *out_rows = size.ws_row;
    *out_columns = size.ws_col;
    return 0;
}

/// A numeric terminfo capability by its short name, or -1.
static inline int moodpick_numeric_capability(const char *name) { return tigetnum(name); }

// MARK: - Wake-ups (wake.c)

/// Catches SIGWINCH and SIGCHLD: sets a flag and writes a byte to `wake_fd` (a pipe the loop
/// polls), so a resize or an ended command wakes a loop that sleeps with no deadline. 0 on success.
int moodpick_watch_resize(int wake_fd);
/// Puts the previous actions back.
void moodpick_unwatch_resize(void);
/// Reads and clears the "the window changed size" flag.
int moodpick_take_resized(void);

/// Whether terminfo describes `term`: 1 yes, 0 not found, -1 no terminfo database. Tells an
/// unknown TERM apart from a setup that failed for another reason (memory, a huge screen).
static inline int moodpick_terminfo_status(const char *term, int fd) {
    int status = 0;
    TERMINAL *previous = cur_term;
    if (setupterm(term, fd, &status) != OK) { return status == 1 ? 1 : status; }
    del_curterm(cur_term);
    set_curterm(previous);
    return 1;
}

// MARK: - The async-signal-safe restore (restore.c)

/// Remembers the terminal's file descriptor and its modes as found, before anything changes them.
/// Modes with neither line editing nor echo (another picker's) are remembered as sane ones.
int moodpick_save_terminal(int fd);
/// When the modes found looked like another picker's, saves the modes of now instead (that
/// picker has ended by the time our input is read); still raw ones are made sane.
/// Whether the modes found at start looked raw: another program (a picker before this one in
/// a pipeline) holds the terminal.
int moodpick_saved_modes_look_raw(void);
void moodpick_save_terminal_again_if_raw(void);
/// The undo list's size: slots, and bytes a slot holds.
enum { MOODPICK_UNDO_SLOTS = 16, MOODPICK_UNDO_SLOT_BYTES = 512 };
/// Sets what undoes one change moodpick made to the terminal (a mode turned on, the picture
/// drawn): every exit path writes the slots in order, the handlers included. `length` 0 (or
/// `bytes` NULL) empties the slot. Copied. -1 when the slot or the length is out of range.
int moodpick_set_undo(int slot, const char *bytes, size_t length);
/// Writes the undo list and puts the saved modes back. Async-signal-safe.
void moodpick_restore_terminal(void);
/// Installs the handlers: SIGTERM, SIGHUP, SIGINT, SIGQUIT, the fatal signals and every other
/// signal whose default action ends the process (USR1, ALRM, PIPE, XCPU, real-time…, unless
/// ignored at start) restore and re-raise; SIGTSTP restores and stops; SIGCONT flags the
/// resume. While stopped, or in the background, a handler writes nothing and just dies. No
/// SA_RESTART, so a blocking read returns and the loop can act on the flag.
void moodpick_install_signal_handlers(void);
/// Puts the previous actions back.
void moodpick_uninstall_signal_handlers(void);
/// Reads and clears the "we were stopped and continued" flag.
int moodpick_take_resumed(void);

// MARK: - Writing (write_all.c)

/// Writes all `length` bytes, again after a signal and after a short write: 0, or -1 when the
/// descriptor refused them (errno says why). Async-signal-safe.
int moodpick_write_all(int fd, const void *bytes, size_t length);

// MARK: - Child processes (children.c)

/// Starts `sh -c command` in a session of its own (no controlling terminal, its own process
/// group), stdin /dev/null, stdout and stderr on `output_fd`, default signal actions; a command
/// of `moodpick_longest_argument` bytes or more, or one exec refuses (E2BIG: with the
/// environment past ARG_MAX), runs as `sh /dev/fd/3` from memory. 0 or errno.
int moodpick_spawn_shell(const char *command, int output_fd, pid_t *pid);
/// Remembers a child's process group for the signal handlers (at most 8 at once).
void moodpick_track_child(pid_t group);
void moodpick_untrack_child(pid_t group);
/// SIGKILL to every tracked group. Async-signal-safe.
void moodpick_kill_children(void);
/// SIGSTOP to every tracked group (moodpick is being suspended), and SIGCONT (resumed).
/// Async-signal-safe.
void moodpick_stop_children(void);
void moodpick_continue_children(void);
/// Whether child `pid` has ended, without reaping it (its group id stays reserved): 1 and its
/// wait status in `raw_status`, or 0 while it runs.
int moodpick_child_ended(pid_t pid, int *raw_status);
/// Commands at least this long (bytes) are passed to sh as a script in memory, not as one
/// argument: Linux refuses an argument of 128 KiB or more (MAX_ARG_STRLEN, E2BIG).
enum { moodpick_longest_argument = 128 * 1024 - 1 };
/// The portable form of the script in memory: `command` in a file of TMPDIR (or /tmp) that is
/// unlinked at once, close-on-exec, its offset at the start. The descriptor, or -1 (errno set).
/// Linux uses a memfd instead; this is what other systems use, and what the tests check here.
int moodpick_script_in_unlinked_file(const char *command, size_t length);

#endif
