// The engine types docs/CONTRACT.md §7 promises (StripLayout, Deceleration, Fling, SnapRule,
// VelocityTracker) are declared public in MoodpickCore and come with `import Moodpick`: one
// product, one import. Nothing else of MoodpickCore is public.
@_exported import MoodpickCore
