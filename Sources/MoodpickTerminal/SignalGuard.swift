import CTerminfo

/// Our signal handlers (in the C shim): SIGTERM, SIGHUP, SIGINT, SIGQUIT, the fatal ones and
/// every other signal whose default action ends the process (SIGUSR1, SIGALRM, SIGPIPE,
/// SIGXCPU, real-time signals…) restore the terminal and re-raise, so the shell sees 128+N;
/// SIGTSTP restores and stops, SIGCONT flags the resume. A signal that comes while stopped
/// after Ctrl-Z (`kill %1`), or while in the background, ends the process at once and writes
/// nothing: the terminal is already the shell's. Each handler writes the undo list (every mode
/// moodpick turned on, the picture's teardown) before the saved terminal modes go back.
package enum SignalGuard {
    package static func install() { moodpick_install_signal_handlers() }
    package static func uninstall() { moodpick_uninstall_signal_handlers() }
}
