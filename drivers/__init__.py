"""Hardware behind small interfaces: buttons, pegs, audio, speech, simulation.

Drivers know nothing of games: they turn pins and sound files into inputs and
outputs. Each hardware library is imported in exactly one module.
"""
