"""BM25 retrieval over a corpus's passages: bm25s by default, rank-bm25 as the reference, one tokenizer."""

from __future__ import annotations

from harness.retrieval.base import BACKENDS, top_k
from harness.retrieval.retriever import Retriever, build_retriever, check_settings
from harness.text.tokenize import STOP_WORDS, TOKENIZER_VERSION, tokenize, tokenize_many

__all__ = [
    "BACKENDS",
    "STOP_WORDS",
    "TOKENIZER_VERSION",
    "Retriever",
    "build_retriever",
    "check_settings",
    "tokenize",
    "tokenize_many",
    "top_k",
]
