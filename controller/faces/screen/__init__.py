"""The box's own screen: the table view drawn with pygame (on the Pi's display, or into a PNG)."""
