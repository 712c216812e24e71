/* The search index loads when the reader turns to search, not with every page.
 *
 * The theme asks for the index as soon as a page opens: search/search_index.json over HTTP
 * (an XMLHttpRequest), or search/search_index.js from disk (a <script> added to the head). This
 * file runs before the theme (it is listed under `extra.polyfills` in mkdocs.yml) and holds that
 * one request back until the reader focuses the search box, opens search, presses a search key,
 * or arrives with a search to highlight (?h=...). Then it goes out unchanged, so search works
 * as before, online and from disk. Any other request passes straight through.
 */
(function () {
  "use strict";
  var INDEX = /(^|\/)search\/search_index\.(json|js)([?#]|$)/;
  var wanted = false;
  var waiting = [];

  function want() {
    if (wanted) {
      return;
    }
    wanted = true;
    waiting.splice(0).forEach(function (go) {
      go();
    });
  }

  function later(go) {
    if (wanted) {
      go();
    } else {
      waiting.push(go);
    }
  }

  /* Over HTTP: the theme's XMLHttpRequest for search_index.json is sent once search is wanted. */
  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.drSearchIndex = INDEX.test(String(url));
    return open.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    var request = this;
    var args = arguments;
    if (!request.drSearchIndex) {
      return send.apply(request, args);
    }
    later(function () {
      send.apply(request, args);
    });
  };

  /* From disk: the theme's <script src=".../search/search_index.js"> is added once search is wanted. */
  var append = Node.prototype.appendChild;
  Node.prototype.appendChild = function (child) {
    var parent = this;
    if (child && child.tagName === "SCRIPT" && INDEX.test(child.src || "") && !wanted) {
      later(function () {
        append.call(parent, child);
      });
      return child;
    }
    return append.apply(parent, arguments);
  };

  function isSearch(target) {
    return (
      target instanceof Element &&
      target.closest(".md-search, label[for='__search'], [data-md-toggle='search']") !== null
    );
  }

  ["focusin", "pointerdown", "mouseover", "touchstart"].forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        if (isSearch(event.target)) {
          want();
        }
      },
      { capture: true, passive: true }
    );
  });
  document.addEventListener(
    "change",
    function (event) {
      if (event.target instanceof Element && event.target.id === "__search") {
        want();
      }
    },
    true
  );
  /* The theme's keys for search: f, s and /. */
  document.addEventListener(
    "keydown",
    function (event) {
      var typing = event.target instanceof Element && event.target.closest("input, textarea, select, [contenteditable]");
      if (!typing && (event.key === "f" || event.key === "s" || event.key === "/")) {
        want();
      }
    },
    true
  );
  if (/[?&]h=/.test(window.location.search)) {
    want();
  }
  window.DR_SEARCH = { want: want };
})();
