"""Prompt templates (jinja2): the built-in ``default``, ``licensed`` and ``unlicensed``, or a file.

A template may define a ``system`` and a ``user`` block; without blocks the whole template
is the user message. Its variables: ``question``, ``passages`` (RetrievedPassage list,
with ``passage_id`` and ``text``), ``example_id`` and ``condition``. The template's hash
(its source and the shared passage list) goes into the run manifest.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from harness.core.errors import HarnessError
from harness.core.records import Condition, RetrievedPassage
from harness.core.template_cache import TemplateBytecodeCache
from harness.generate.base import ChatMessage

PROMPTS_DIR = Path(__file__).parent / "prompts"
PROMPT_NAMES: tuple[str, ...] = ("default", "licensed", "unlicensed")
_SHARED = "_passages.jinja"


@dataclass(frozen=True)
class PromptTemplate:
    """A loaded template: its name (or path), source, hash and jinja2 template."""

    name: str
    source: str
    hash: str
    _template: jinja2.Template = field(repr=False, compare=False)

    def render(
        self,
        question: str,
        passages: Sequence[RetrievedPassage],
        condition: Condition = "rag_always",
    ) -> tuple[ChatMessage, ...]:
        """The chat messages for one question and its retrieval set."""
        variables = {
            "question": question,
            "passages": list(passages),
            "example_id": passages[0].passage_id if passages else "mini-03:7",
            "condition": condition,
        }
        try:
            if "user" not in self._template.blocks:
                return ({"role": "user", "content": self._template.render(variables).strip()},)
            context = self._template.new_context(variables)
            messages: list[ChatMessage] = []
            if "system" in self._template.blocks:
                system = "".join(self._template.blocks["system"](context)).strip()
                if system:
                    messages.append({"role": "system", "content": system})
            user = "".join(self._template.blocks["user"](context)).strip()
            messages.append({"role": "user", "content": user})
        except jinja2.TemplateError as exc:
            raise HarnessError(
                f"prompt {self.name}: {exc}",
                "use only the variables question, passages, example_id, condition",
            ) from exc
        return tuple(messages)


def load_prompt(name_or_path: str) -> PromptTemplate:
    """A built-in template by name, or a template file by path."""
    shared = (PROMPTS_DIR / _SHARED).read_text(encoding="utf-8")
    if name_or_path in PROMPT_NAMES:
        folder, file_name = PROMPTS_DIR, f"{name_or_path}.jinja"
    else:
        path = Path(name_or_path)
        if not path.is_file():
            raise HarnessError(
                f"no prompt {name_or_path!r}: not a built-in name and no such file",
                f"use one of {', '.join(PROMPT_NAMES)}, or the path of a jinja2 template file",
            )
        folder, file_name = path.resolve().parent, path.name
    source = (folder / file_name).read_text(encoding="utf-8")
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader([jinja2.FileSystemLoader(folder), jinja2.FileSystemLoader(PROMPTS_DIR)]),
        undefined=jinja2.StrictUndefined,
        autoescape=False,  # prompts are plain text; passage text is data and never template source
        keep_trailing_newline=False,
        auto_reload=False,  # the run renders the template it hashed: no stat of the file per prompt
        bytecode_cache=TemplateBytecodeCache(),  # compiled once per installation (a file: when edited)
    )
    try:
        template = env.get_template(file_name)
    except jinja2.TemplateError as exc:
        raise HarnessError(f"prompt {name_or_path}: {exc}", "fix the template's jinja2 syntax") from exc
    digest = hashlib.sha256(source.encode("utf-8") + b"\0" + shared.encode("utf-8")).hexdigest()
    return PromptTemplate(name_or_path, source, digest, template)
