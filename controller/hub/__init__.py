"""The café: the hub that collects every box's results, the league, and its page."""
