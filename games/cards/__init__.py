"""The PAC-MAN card game (1982): the deck and the scorekeeper."""
