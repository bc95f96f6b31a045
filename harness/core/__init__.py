"""The lowest layer: records, file I/O, errors, settings, the plug-in registry and statistics."""
