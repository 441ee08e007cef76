"""The project's own link policy, imported from the folder of ``conf.py``."""
