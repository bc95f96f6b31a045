"""Corpora: load ContractNLI, GovReport or the embedded nda-mini as a :class:`Corpus` with gold.

``load_corpus(name, data_dir=None, split=None, **options)`` goes through the one plug-in
registry; each built-in corpus has a card in ``corpora/<name>/card.json``.
"""

from harness.corpus.base import Corpus, fingerprint_of
from harness.corpus.cards import CorpusCard, list_cards, read_card
from harness.corpus.load import corpus_summary, list_corpora, load_corpus

__all__ = [
    "Corpus",
    "CorpusCard",
    "corpus_summary",
    "fingerprint_of",
    "list_cards",
    "list_corpora",
    "load_corpus",
    "read_card",
]
