"""The box's core: the box, its loop, session, journal, publisher, scores, config and inputs."""
