// The process groups of the commands moodpick started (--preview, --on-change), so that a
// signal handler can end them too: no child outlives moodpick, whatever ends it.
// POSIX_SPAWN_SETSID is a GNU extension (glibc 2.26; Darwin has it too); memfd_create is
// Linux's alone (glibc 2.27), with a portable path beside it.
#define _GNU_SOURCE 1
#include "shim.h"
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>

enum { max_children = 8 };
static volatile pid_t children[max_children];

void moodpick_track_child(pid_t group) {
    for (int i = 0; i < max_children; i++) {
        if (children[i] == 0) { children[i] = group; return; }
    }
}

void moodpick_untrack_child(pid_t group) {
    for (int i = 0; i < max_children; i++) {
        if (children[i] == group) { children[i] = 0; }
    }
}

// `sig` to every tracked group. A group's leader stays unreaped until its group has been
// killed, so the group id cannot have been reused by another process.
static void signal_children(int sig) {
    for (int i = 0; i < max_children; i++) {
        pid_t group = children[i];
        if (group > 0) { kill(-group, sig); }
    }
}

void moodpick_kill_children(void) { signal_children(SIGKILL); }

// SIGSTOP, not SIGTSTP: each group is an orphaned one in a session of its own, and the kernel
// discards SIGTSTP sent to an orphaned group.
void moodpick_stop_children(void) { signal_children(SIGSTOP); }

void moodpick_continue_children(void) { signal_children(SIGCONT); }

int moodpick_child_ended(pid_t pid, int *raw_status) {
    siginfo_t info;
    memset(&info, 0, sizeof(info));
    // WNOWAIT: the leader stays a zombie, holding its pid and so its group id, until reaped.
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid != pid) { return 0; }
    *raw_status = info.si_code == CLD_EXITED ? (info.si_status & 0xFF) << 8 : (info.si_status & 0x7F);
    return 1;
}

// Writes all of `command` to `fd` and rewinds it, so that `sh /dev/fd/3` reads it from the
// start where /dev/fd/N shares the descriptor's offset (Darwin) as where it reopens the file
// (Linux). `fd`, or -1 (closed) on failure.
static int filled_script(int fd, const char *command, size_t length) {
    size_t done = 0;
    while (done < length) {
        ssize_t n = write(fd, command + done, length - done);
        if (n < 0 && errno == EINTR) { continue; }
        if (n <= 0) { close(fd); return -1; }
        done += (size_t)n;
    }
    if (lseek(fd, 0, SEEK_SET) != 0) { close(fd); return -1; }
    return fd;
}

int moodpick_script_in_unlinked_file(const char *command, size_t length) {
    const char *folder = getenv("TMPDIR");
    char path[4096];
    int written = snprintf(path, sizeof(path), "%s/moodpick-command-XXXXXX", folder && *folder ? folder : "/tmp");
    if (written < 0 || (size_t)written >= sizeof(path)) { errno = ENAMETOOLONG; return -1; }
    int fd = mkstemp(path);
    if (fd < 0) { return -1; }
    unlink(path);
    if (fcntl(fd, F_SETFD, FD_CLOEXEC) != 0) { close(fd); return -1; }
    return filled_script(fd, command, length);
}

// A command too long for one argument (E2BIG past MAX_ARG_STRLEN, 128 KiB) is handed to sh as
// a script instead: `sh /dev/fd/3`, fd 3 holding the command. In memory on Linux (a memfd);
// elsewhere in a file unlinked at once. -1 on failure.
static int script_in_memory(const char *command, size_t length) {
#ifdef __linux__
    int fd = memfd_create("moodpick-command", MFD_CLOEXEC);
    if (fd < 0) { return -1; }
    return filled_script(fd, command, length);
#else
    return moodpick_script_in_unlinked_file(command, length);
#endif
}

// Starts sh with `argv`, in a session of its own; `script` (or -1) becomes its fd 3.
static int spawn(char *const argv[], int script, int output_fd, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    // Its own session: no controlling terminal, its own process group to end whole.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, output_fd, 1);
    posix_spawn_file_actions_adddup2(&actions, output_fd, 2);
    if (script >= 0) { posix_spawn_file_actions_adddup2(&actions, script, 3); }
    extern char **environ;
    int result = posix_spawn(pid, "/bin/sh", &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return result;
}

// `sh /dev/fd/3`, the command in memory on fd 3.
static int spawn_from_memory(const char *command, size_t length, int output_fd, pid_t *pid) {
    int script = script_in_memory(command, length);
    if (script < 0) { return errno; }
    char *const argv[] = {"sh", "/dev/fd/3", NULL};
    int result = spawn(argv, script, output_fd, pid);
    close(script);
    return result;
}

int moodpick_spawn_shell(const char *command, int output_fd, pid_t *pid) {
    size_t length = strlen(command);
    if (length >= moodpick_longest_argument) { return spawn_from_memory(command, length, output_fd, pid); }
    char *const argv[] = {"sh", "-c", (char *)command, NULL};
    int result = spawn(argv, -1, output_fd, pid);
    // The command and the environment together past what exec takes (ARG_MAX): the command
    // from memory leaves the room to the environment.
    if (result == E2BIG) { result = spawn_from_memory(command, length, output_fd, pid); }
    return result;
}
