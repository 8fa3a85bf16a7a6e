/// A git branch list to browse in tests of text cells: `main`, `develop`, then 29 branches like
/// `feature/JIRA-1262-cache-user-sessions`, of three kinds and twenty topics.
public enum SampleBranches {
    static let topics = [
        "refactor-payment-flow", "add-login-page", "fix-null-deref", "update-deps", "cache-user-sessions",
        "remove-legacy-api", "improve-search", "dark-mode", "retry-webhooks", "split-billing-service",
        "audit-logging", "rate-limiter", "export-csv", "i18n-german", "onboarding-tour", "fix-timezone-bug",
        "upgrade-postgres", "feature-flags", "image-resizing", "slack-alerts",
    ]

    /// The 31 branch names, in order.
    public static let lines: [String] = ["main", "develop"] + (0..<29).map { i in
        let kind = i % 3 != 0 ? "feature" : (i % 2 != 0 ? "bugfix" : "release")
        return "\(kind)/JIRA-\(1234 + 7 * i)-\(topics[i % topics.count])"
    }
}
