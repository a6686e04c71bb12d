"""The PAC-MAN board game (2019): pegs, ghost deck, scores, levels, lives."""
