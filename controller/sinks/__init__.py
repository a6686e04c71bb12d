"""The box's outputs, one module each: terminal, sound, speech, the private screen, the web."""
