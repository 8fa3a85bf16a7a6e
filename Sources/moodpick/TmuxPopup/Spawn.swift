import MoodpickTerminal

/// Starting and reaping the child processes of `--tmux` (the `tmux` client, the picker in the
/// popup): each starts with no blocked signal and every signal at its default action, whatever
/// the parent has blocked or ignored, and with descriptors 0–2 as given.
enum Spawn {
    /// Starts `arguments[0]` (looked up on PATH when it has no `/`) with `environment` (nil:
    /// ours), `stdin`, `stdout` and `stderr` as its 0, 1 and 2 (nil: ours). The pid, or nil.
    static func start(_ arguments: [String], environment: [String]? = nil,
                      stdin: Int32? = nil, stdout: Int32? = nil, stderr: Int32? = nil) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            if let source { posix_spawn_file_actions_adddup2(&actions, source, target) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp ?? [] { free(pointer) }
        }
        var pid: pid_t = 0
        let result: Int32
        if let envp {
            result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        } else {
            result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        }
        return result == 0 ? pid : nil
    }

    /// Waits for `pid` and gives its status as a shell would: the exit code, or 128 + the signal.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 2 }
        }
        return shellStatus(status)
    }

    /// The exit code, or 128 + the signal, of a `waitpid` status.
    static func shellStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
