"""The wiring: the box built from its config and a run request (``box.py``), the phones' side of it
(``phones.py``), and the config file read and checked against every face's and driver's own rules
(``config_file.py``, ``config_check.py``, the host's ``settings.py``). Above the faces, the hardware
and systemd; below the commands (``controller/cli``)."""
