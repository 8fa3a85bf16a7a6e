import CNcursesw
import MoodpickCore
