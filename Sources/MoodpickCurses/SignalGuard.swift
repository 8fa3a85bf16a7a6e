import CNcursesw

/// Our signal handlers (in the C shim): SIGTERM, SIGHUP, SIGINT, SIGQUIT and the fatal ones
/// restore the terminal and re-raise, so the shell sees 128+N; SIGTSTP restores and stops,
/// SIGCONT flags the resume. Installed before ncurses starts, so ncurses keeps its own out.
public enum SignalGuard {
    public static func install() { moodpick_install_signal_handlers() }
    public static func uninstall() { moodpick_uninstall_signal_handlers() }
}
