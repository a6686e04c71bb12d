"""The speaker's face: the sound effects played for events (``effects.py``, from the files ``sound_files.py``
loads) and the sentences spoken (``voice.py``, through :mod:`drivers.speech`)."""
