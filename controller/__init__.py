"""The service: config, main loop, journal, scores, CLI. The only place that knows
both the games and the drivers."""
