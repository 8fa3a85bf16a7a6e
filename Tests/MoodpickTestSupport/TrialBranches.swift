/// The branch list of the user trial (issue 33): 30 names like a team's repository has them,
/// `feature/JIRA-1101-login-page` … `feature/JIRA-1115-i18n-german`, three of them about the
/// user onboarding (1106 and 1107 alike but for the number), three bugfixes, six releases
/// `release/2024.01` … `release/2024.06`, two hotfixes and two chores.
public enum TrialBranches {
    /// The 30 branch names, in order.
    public static let lines: [String] = ["main", "develop"]
        + [
            "login-page", "password-reset", "payment-refactor", "dark-mode", "search-filters", "user-onboarding-flow",
            "user-onboarding-flow", "user-onboarding-emails", "export-csv", "rate-limiter", "audit-logging", "slack-alerts",
            "feature-flags", "image-resizing", "i18n-german",
        ].enumerated().map { "feature/JIRA-\(1101 + $0.offset)-\($0.element)" }
        + ["null-deref", "timezone-offset", "retry-webhooks"].enumerated().map { "bugfix/JIRA-\(1120 + $0.offset)-\($0.element)" }
        + (1...6).map { "release/2024.0\($0)" }
        + ["hotfix/2024.03.1-login-crash", "hotfix/2024.05.2-payment-timeout", "chore/upgrade-postgres", "chore/update-deps"]

    /// The list as standard input: one name a line.
    public static let input = lines.map { $0 + "\n" }.joined()
}
