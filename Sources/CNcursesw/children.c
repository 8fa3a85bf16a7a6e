// The process groups of the commands moodpick started (--preview, --on-change), so that a
// signal handler can end them too: no child outlives moodpick, whatever ends it.
// POSIX_SPAWN_SETSID is a GNU extension (glibc 2.26).
#define _GNU_SOURCE 1
#include "shim.h"

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

void moodpick_kill_children(void) {
    for (int i = 0; i < max_children; i++) {
        pid_t group = children[i];
        if (group > 0) { kill(-group, SIGKILL); }
    }
}

int moodpick_spawn_shell(const char *command, int output_fd, pid_t *pid) {
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
    char *const argv[] = {"sh", "-c", (char *)command, NULL};
    extern char **environ;
    int result = posix_spawn(pid, "/bin/sh", &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return result;
}
