"""The box's faces, one package each with its own sink: the pages (web), its screen, MQTT."""
