/// Stands for the app's code; the layout specs are in scenes/.
public enum App {}
