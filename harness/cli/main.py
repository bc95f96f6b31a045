"""Entry point of the ``harness`` command: lazy subcommands, one-line errors, exit code 2."""

from __future__ import annotations

import atexit
import gc
import importlib
import os
import sys
import threading
import warnings
from typing import Any, NoReturn, TextIO

import click

from harness import __version__
from harness.cli import GC_THRESHOLD
from harness.core import code_store
from harness.core.errors import HarnessError
from harness.text.escapes import visible_escapes

# The command's own process: code that dataclasses, typing, cattrs and attrs generate is compiled
# once per machine (``harness.core.code_store``), as modules are through their .pyc files.
code_store.install()

# command name -> ("module:attribute", one-line help); modules load only when their command runs.
COMMANDS: dict[str, tuple[str, str]] = {
    "corpus": ("harness.cli.corpus:corpus", "Inspect a corpus: documents, passages, labels."),
    "retrieve": ("harness.cli.retrieve:retrieve", "BM25 search over a corpus's passages."),
    "questions": ("harness.cli.questions:questions", "Build, check and show protocol question sets."),
    "run": ("harness.cli.run:run", "Run a generator over the protocol and grade it."),
    "grade": ("harness.cli.grade:grade", "(Re)grade a finished run without calling the generator."),
    "report": ("harness.cli.report:report", "Write report.json, report.md and report.html for a run."),
    "gate": ("harness.cli.gate:gate", "Ship or reject a candidate run against a baseline."),
    "compare": ("harness.cli.compare:compare", "Table and plot of many runs' headline figures."),
    "label": ("harness.cli.label:label", "Label answers by hand for a gold pass."),
    "agreement": ("harness.cli.label:agreement", "Agreement between two labelers' gold files."),
    "calibrate": ("harness.cli.calibrate:calibrate", "Calibrate a grader against a gold pass."),
    "export-requests": (
        "harness.cli.batch:export_requests",
        "A run's unanswered prompts as a batch input file.",
    ),
    "import-answers": ("harness.cli.batch:import_answers", "Append a batch output file's answers to a run."),
    "import": (
        "harness.cli.import_records:import_records",
        "Import your pipeline's records as a run folder.",
    ),
    "export": (
        "harness.cli.export:export",
        "A run or protocol as a Hugging Face dataset folder or an Inspect log.",
    ),
    "plugins": ("harness.cli.plugins:plugins", "List the registered corpora, generators and graders."),
    "merge": ("harness.cli.merge:merge", "Join the shard folders of one run into one run folder."),
    "repair": ("harness.cli.repair:repair", "Drop a torn last line from a run folder's JSONL files."),
}


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use (keeps ``--help`` fast)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module, _, attr = COMMANDS[cmd_name][0].partition(":")
        command = getattr(importlib.import_module(module), attr)
        if not isinstance(command, click.Command):
            raise TypeError(f"{module}:{attr} is not a click command")
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with formatter.section("Commands"):
            formatter.write_dl([(name, COMMANDS[name][1]) for name in self.list_commands(ctx)])


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="rubric-harness")
def cli() -> None:
    """Score a retrieval-augmented QA pipeline on the refusal-aware rubric."""


def _warning_line(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: TextIO | None = None,
    line: str | None = None,
) -> None:
    click.echo(visible_escapes(f"warning: {message}"), err=True)


def main(argv: list[str] | None = None) -> Any:
    """Run the CLI; user errors print one line on stderr and exit with code 2; warnings one line."""
    try:
        with warnings.catch_warnings():
            warnings.showwarning = _warning_line
            return cli.main(args=argv, prog_name="harness", standalone_mode=False)
    except HarnessError as exc:
        click.echo(visible_escapes(f"error: {exc.one_line()}"), err=True)  # paths and names may hold any
        sys.exit(2)
    except UnicodeDecodeError as exc:  # a reader that does not name its file: still one line
        click.echo(
            f"error: an input file is not UTF-8 text ({exc.reason} at byte {exc.start}) "
            "-- fix: save it as UTF-8",
            err=True,
        )
        sys.exit(2)
    except click.UsageError as exc:
        where = f" (see '{exc.ctx.command_path} --help')" if exc.ctx else ""
        click.echo(f"error: {exc.format_message()}{where}", err=True)
        sys.exit(2)
    except click.ClickException as exc:
        click.echo(f"error: {exc.format_message()}", err=True)
        sys.exit(exc.exit_code if exc.exit_code else 1)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)


def _exit_now(code: int) -> NoReturn:
    """End the process without the interpreter's teardown (freeing every module and object: about
    0.3 s of a run on a busy machine, after the last reply). Everything a normal exit does that
    can matter still happens: output flushed, ``atexit`` handlers (caches saved, temporary folders
    removed, logging shut down). Records are never left in open buffers: every writer closes its
    file. With a non-daemon thread still running, the ordinary exit waits for it instead."""
    sys.stdout.flush()
    sys.stderr.flush()
    others = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    run_exit_functions = getattr(atexit, "_run_exitfuncs", None)
    if others or not callable(run_exit_functions):
        sys.exit(code)
    run_exit_functions()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def script() -> NoReturn:
    """The ``harness`` command: ``sys.exit(main())``, as a console script does, ending at once (the
    collector's thresholds as ``harness.cli.script`` sets them, for a process started here)."""
    gc.set_threshold(*GC_THRESHOLD)
    try:
        code: Any = main()
    except SystemExit as exc:
        code = exc.code
    if code is None:
        code = 0
    elif not isinstance(code, int):  # sys.exit("message") prints it and exits 1
        print(code, file=sys.stderr)
        code = 1
    _exit_now(code)


if __name__ == "__main__":
    script()
