"""The terminal's face: the lines printed for each event (``sink.py``) and one player's private screen
between prompts (``private_screen.py``)."""
