print("moodpick")
