"""The table server: the shared table page, the phones' seat pages and their JSON API (DESIGN.md)."""
