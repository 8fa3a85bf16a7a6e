public enum MoodpickCoreVersion { public static let string = "0.1.0" }
