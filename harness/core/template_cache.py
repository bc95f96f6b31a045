"""jinja2 bytecode kept in the harness's cache folder, so a template (the report page, a prompt) is
compiled once, not every run.

An entry is named by the template and by everything that changes the code jinja2 compiles from
it (the jinja2 version and the environment's syntax and whitespace settings); jinja2 itself
recompiles when the template's source changes (the entry carries its checksum). An entry that
cannot be read is a miss, and a cache folder that cannot be written costs only the compile.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

import jinja2
from jinja2.bccache import Bucket

from harness.core.io import write_bytes_atomic
from harness.core.settings import cache_dir

log = logging.getLogger(__name__)

FOLDER = "templates"


def environment_signature(env: jinja2.Environment) -> str:
    """What, beyond the template source, decides the code jinja2 compiles for ``env``."""
    autoescape = env.autoescape if isinstance(env.autoescape, bool) else "function"
    parts = (
        jinja2.__version__,
        env.block_start_string,
        env.block_end_string,
        env.variable_start_string,
        env.variable_end_string,
        env.comment_start_string,
        env.comment_end_string,
        env.line_statement_prefix,
        env.line_comment_prefix,
        env.trim_blocks,
        env.lstrip_blocks,
        env.newline_sequence,
        env.keep_trailing_newline,
        autoescape,
        env.finalize is not None,
        env.is_async,
        env.optimized,
        tuple(sorted(env.extensions)),
    )
    return repr(parts)


class TemplateBytecodeCache(jinja2.BytecodeCache):
    """A ``jinja2.BytecodeCache`` in ``<cache_dir>/templates``, written atomically, never fatal."""

    def _path(self, bucket: Bucket) -> Path:
        name = f"{environment_signature(bucket.environment)}\0{bucket.key}"
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:32]
        return cache_dir() / FOLDER / f"{digest}.jinja2"

    def load_bytecode(self, bucket: Bucket) -> None:
        path: Path | str = FOLDER
        try:
            path = self._path(bucket)
            with path.open("rb") as fh:
                bucket.load_bytecode(fh)
        except FileNotFoundError:
            return
        except Exception as exc:  # a damaged entry is only a miss: jinja2 compiles and rewrites it
            log.warning("ignoring unreadable template cache entry %s: %s", path, exc)
            bucket.reset()

    def dump_bytecode(self, bucket: Bucket) -> None:
        path: Path | str = FOLDER
        try:
            path = self._path(bucket)
            path.parent.mkdir(parents=True, exist_ok=True)
            # A cache entry: replaced atomically (shared: concurrent runs), no fsync needed.
            write_bytes_atomic(path, bucket.bytecode_to_string(), shared=True, durable=False)
        except OSError as exc:
            log.warning("could not keep compiled template in %s: %s", path, exc)
