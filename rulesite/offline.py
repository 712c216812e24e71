"""The judge's offline copy: a service worker (``sw.js`` at the site's root) that keeps the judge's pages.

Opened once over the web, the site installs ``sw.js`` (``permalinks.js`` registers it; a browser allows a
service worker only over http(s), so a copy opened from disk needs none: it is already offline). The worker
stores, at once, every page a judge opens at the table (:data:`JUDGE_PAGES`, every rule's own page, and the
theme's and the lookup's files they load); any other page of the site is stored the first time it is read.
Pages are served from the network when there is one (so they are never stale) and from the store when there
is not; the store is named after a digest of the files, so a new build replaces it.

:func:`service_worker` writes the worker from the built site's own files after the build
(:mod:`rulesite.mkdocs_hooks`), so the hashed names of the theme's files are the real ones.

>>> text = service_worker(["index.html", "assets/x.css"], "abc123")
>>> "domino-rules-abc123" in text and '"index.html"' in text
True
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Final

SERVICE_WORKER: Final = "sw.js"

JUDGE_PAGES: Final = (
    "index.html",
    "lookup.html",
    "judges/ruling.html",
    "judges/penalties.html",
    "judges/compare.html",
    "reference/readings.html",
    "reference/glossary.html",
)
"""The pages a judge opens at the table, besides every rule's own page (``rule/<ID>.html``). The ruling page's
engine (``engine/``, about 14 MB) is not stored on install, for every visitor: the worker stores each of its files
when the page first downloads it, so it rules offline after its first load."""

ASSET_SUFFIXES: Final = (".css", ".js")


def precached(site: Path) -> list[str]:
    """What the worker stores at once, relative to the site's root: the judge's pages, every rule page, and
    every stylesheet and script under ``assets/``, ``stylesheets/`` and ``javascripts/``."""
    files = [page for page in JUDGE_PAGES if (site / page).exists()]
    files += sorted(p.relative_to(site).as_posix() for p in (site / "rule").glob("*.html"))
    for folder in ("assets", "stylesheets", "javascripts"):
        files += sorted(
            p.relative_to(site).as_posix()
            for p in (site / folder).rglob("*")
            if p.suffix in ASSET_SUFFIXES and "workers" not in p.parts and "lunr" not in p.parts
        )
    return files


def digest(site: Path, files: list[str]) -> str:
    """A short digest of the stored files' contents: a new build with any change gets a new store."""
    hashed = hashlib.sha256()
    for name in files:
        hashed.update(name.encode("utf-8"))
        hashed.update((site / name).read_bytes())
    return hashed.hexdigest()[:12]


def service_worker(files: list[str], version: str) -> str:
    """The worker's script for ``files`` (relative to its own folder, the site's root) and a store ``version``."""
    listed = json.dumps(files, separators=(",", ":"))
    return f"""// Generated after every build (rulesite/offline.py): keeps the judge's pages for use without a network.
const STORE = "domino-rules-{version}";
const FILES = {listed};
self.addEventListener("install", event => {{
  event.waitUntil(caches.open(STORE).then(store => store.addAll(FILES)).then(() => self.skipWaiting()));
}});
self.addEventListener("activate", event => {{
  event.waitUntil(
    caches.keys()
      .then(names => Promise.all(names.filter(n => n.startsWith("domino-rules-") && n !== STORE).map(n => caches.delete(n))))
      .then(() => self.clients.claim())
  );
}});
self.addEventListener("fetch", event => {{
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {{
    return;
  }}
  event.respondWith(
    fetch(request)
      .then(response => {{
        if (response.ok) {{
          const copy = response.clone();
          caches.open(STORE).then(store => store.put(request, copy));
        }}
        return response;
      }})
      .catch(() => caches.match(request, {{ ignoreSearch: true }}).then(found => found || Response.error()))
  );
}});
"""


def write_service_worker(site: Path) -> Path:
    """Write ``sw.js`` into the built ``site``; returns its path."""
    from rulespec.files import atomic_write

    files = precached(site)
    path = site / SERVICE_WORKER
    atomic_write(path, service_worker(files, digest(site, files)))
    return path


__all__ = ["JUDGE_PAGES", "SERVICE_WORKER", "digest", "precached", "service_worker", "write_service_worker"]
