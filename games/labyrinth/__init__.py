"""Pokémon Labyrinth: set-up, secret targets, the shifting maze, classic and glow scoring."""
