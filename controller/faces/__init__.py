"""The box's faces, one package each with its own sink: the terminal, the speaker (sounds and speech),
the pages (web), its screen and MQTT. A face's sink turns the loop's events into what it shows, plays or
sends, on its own queue and thread."""
