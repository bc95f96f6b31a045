"""httpx without its command-line tool, trio and anyio until they are used; the same behaviour."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import textwrap

import pytest

from harness.clients.lean_httpx import OnFirstUse


def _fresh(code: str) -> str:
    """Runs ``code`` in a fresh interpreter (nothing imported yet) and returns what it printed."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_client_imports_neither_the_cli_nor_the_async_libraries() -> None:
    out = _fresh(
        """
        import sys
        from harness.clients.lean_httpx import httpx
        httpx.Client().close()
        print(sorted(n for n in ("trio", "anyio", "httpx._main", "pygments") if sys.modules.get(n)))
        print(sorted(n for n in ("trio", "anyio", "httpx._main") if n in sys.modules))
        """
    )
    assert out.splitlines() == ["[]", "[]"]  # not loaded, and no ``None`` left to block a later import


@pytest.mark.skipif(importlib.util.find_spec("trio") is None, reason="trio is not installed")
def test_httpcore_under_trio_gets_the_real_trio_on_first_use() -> None:
    out = _fresh(
        """
        import sys
        from harness.clients.lean_httpx import httpx
        import httpcore._synchronization as sync
        print(type(sync.trio).__name__, "trio" in sys.modules)
        import trio
        async def main():
            lock = sync.AsyncLock()
            async with lock:
                return type(lock._trio_lock) is trio.Lock
        print(trio.run(main), sync.trio.Lock is trio.Lock)
        """
    )
    assert out.splitlines() == ["OnFirstUse False", "True True"]


@pytest.mark.skipif(importlib.util.find_spec("anyio") is None, reason="anyio is not installed")
def test_an_async_client_under_asyncio_still_works() -> None:
    out = _fresh(
        """
        import asyncio
        from harness.clients.lean_httpx import httpx
        from harness.testing import FakeOpenAIServer, FakeReply
        async def main(url):
            async with httpx.AsyncClient() as client:
                return (await client.post(url + "/chat/completions", json={})).status_code
        with FakeOpenAIServer(lambda r: FakeReply(body={"ok": True})) as server:
            print(asyncio.run(main(server.base_url)))
        """
    )
    assert out == "200"


def test_an_httpx_imported_before_is_left_as_it_is() -> None:
    out = _fresh(
        """
        import httpx, httpcore._synchronization as sync
        before = (httpx.main, sync.trio, sync.anyio)
        from harness.clients.lean_httpx import httpx as lean
        print(lean is httpx, (lean.main, sync.trio, sync.anyio) == before)
        """
    )
    assert out == "True True"


@pytest.mark.skipif(importlib.util.find_spec("pygments") is None, reason="httpx[cli] is not installed")
def test_the_httpx_command_loads_when_called() -> None:
    out = _fresh(
        """
        import sys
        from harness.clients.lean_httpx import httpx
        try:
            httpx.main(["--help"])
        except SystemExit as exc:
            print(exc.code, "httpx._main" in sys.modules)
        """
    )
    assert out.splitlines()[-1] == "0 True"


def test_a_stand_in_reads_the_real_module() -> None:
    stand_in = OnFirstUse("json")
    import json

    assert stand_in.dumps is json.dumps
    with pytest.raises(AttributeError):
        _ = stand_in.no_such_name
