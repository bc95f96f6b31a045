"""The ``harness`` command: a thin shell over the Python API, one module per command."""

from __future__ import annotations

import gc
from typing import NoReturn

GC_THRESHOLD = (200_000, 20, 10)
"""The ``harness`` command's cyclic-garbage collector thresholds (Python's are 700, 10, 10). A run
makes millions of objects that live to its end (records, passages, compiled code, modules, the
reader's tables) or are freed by reference counting when dropped; with Python's thresholds the
collector ran about 145 times in a warm nda-mini run and scanned those survivors again and again
(8-10 % of the run's CPU). With 200,000 a warm nda-mini run (about 65,000 new container objects
after start-up) is not interrupted at all; a longer run collects every 200,000 new objects, so an
unreachable cycle is still freed (within a few dozen MiB). Set before the command's modules are
imported (``script``): their import alone made 28 collections."""


def script() -> NoReturn:
    """The ``harness`` console script: the collector's thresholds and the pattern store first
    (``harness.core.pattern_store``: the libraries' patterns are compiled as they are imported),
    then the command (``harness.cli.main.script``, which imports the command's modules)."""
    gc.set_threshold(*GC_THRESHOLD)
    from harness.core import pattern_store

    pattern_store.install()
    from harness.cli.main import script as command

    command()
