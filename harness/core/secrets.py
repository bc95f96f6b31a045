"""Secrets a user puts in a URL (``https://user:password@host/v1``) never reach a file or a screen.

A client keeps the URL whole to send it; everything written or shown goes through
:func:`redact_url` first, and options written into a manifest through :func:`redact_option`.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

REDACTED = "***"


def redact_url(url: str) -> str:
    """``url`` with the password of its userinfo replaced by ``***``; any other text as it is."""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:  # not a URL we can take apart (e.g. a bad port): nothing to redact by form
        return url
    if password is None or not parts.scheme:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{parts.username or ''}:{REDACTED}@{host}"))


def redact_option(value: object) -> object:
    """An option value as a manifest may hold it: strings that are URLs lose their password."""
    return redact_url(value) if isinstance(value, str) and "@" in value else value
