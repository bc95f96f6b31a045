"""The ``harness`` command: a thin shell over the Python API, one module per command."""
