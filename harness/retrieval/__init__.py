"""BM25 retrieval over a corpus's passages: bm25s by default, rank-bm25 as the reference, one tokenizer.

Names load on first use (``harness.core.exports``): a run that reads its search results from the
cache (``harness.retrieval.hits``) imports neither the scorer nor numpy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from harness.core.exports import lazy_exports

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

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "BACKENDS": "harness.retrieval.base",
        "top_k": "harness.retrieval.base",
        "Retriever": "harness.retrieval.retriever",
        "build_retriever": "harness.retrieval.retriever",
        "check_settings": "harness.retrieval.retriever",
        "STOP_WORDS": "harness.text.tokenize",
        "TOKENIZER_VERSION": "harness.text.tokenize",
        "tokenize": "harness.text.tokenize",
        "tokenize_many": "harness.text.tokenize",
    },
)

if TYPE_CHECKING:
    from harness.retrieval.base import BACKENDS, top_k
    from harness.retrieval.retriever import Retriever, build_retriever, check_settings
    from harness.text.tokenize import STOP_WORDS, TOKENIZER_VERSION, tokenize, tokenize_many
