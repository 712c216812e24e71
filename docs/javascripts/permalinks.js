/* Rule lookup as a judge speaks: "#NDF-4.2", "#ndf4.2" or "#NDF 4 2" on any page, lookup.html?id=...,
 * and the lookup box ("NDF 4", "FMD 24", "pase indebido", "75 points").
 * The tables (window.DR_RULES) are generated from spec/ into rule-index.js on every build
 * (rulesite/judges.py); the ID normaliser below is the same as rulespec/ruleids.py's id_key. */
(function () {
  "use strict";

  function data() {
    return window.DR_RULES || { rules: {}, ids: {}, exact: [], words: {}, numbers: {}, units: {}, books: [] };
  }

  function idKey(text) {
    var tokens = String(text).toUpperCase().match(/[A-Z]+|[0-9]+/g) || [];
    return tokens
      .map(function (t) {
        return /^[0-9]+$/.test(t) ? t.replace(/^0+(?=.)/, "") : t;
      })
      .join(" ");
  }

  function wordKey(text) {
    return String(text)
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }

  function has(table, name) {
    return Object.prototype.hasOwnProperty.call(table, name);
  }

  function numberKey(text) {
    var match = wordKey(text).match(/^([0-9]+(?:\s[0-9]+)?)\s*([a-z]+)?$/);
    if (!match || /\s/.test(match[1])) {
      return null;
    }
    var units = data().units;
    if (!match[2]) {
      return match[1];
    }
    return has(units, match[2]) ? match[1] + " " + units[match[2]] : null;
  }

  /* What a text names: {ids: [...], exact: true when it is one rule's whole ID, how: "id" | "word" | "number"}. */
  function lookup(text) {
    var d = data();
    var key = idKey(text);
    if (key && has(d.ids, key) && (/[0-9]/.test(key) || d.exact.indexOf(key) >= 0)) {
      var ids = d.ids[key];
      return { ids: ids, exact: ids.length === 1 && d.exact.indexOf(key) >= 0, how: "id" };
    }
    var number = numberKey(text);
    if (number !== null && has(d.numbers, number)) {
      return { ids: d.numbers[number], exact: false, how: "number" };
    }
    var word = wordKey(text);
    if (word && has(d.words, word)) {
      var order = window.DR_MEANING ? ranked(text) : [];
      var words = d.words[word].slice().sort(function (a, b) {
        var x = order.indexOf(a), y = order.indexOf(b);
        return (x < 0 ? 1e9 : x) - (y < 0 ? 1e9 : y);
      });
      return { ids: words, exact: false, how: "word" };
    }
    if (key && has(d.ids, key)) {
      return { ids: d.ids[key], exact: false, how: "id" };
    }
    if (window.DR_MEANING) {
      return { ids: ranked(text).slice(0, 8), exact: false, how: "meaning" };
    }
    return { ids: [], exact: false, how: "", waiting: !!word };
  }

  /* Lookup by meaning (rulesite/lookup.py builds the index and ranks the same way in Python, for the tests):
   * a rulebook named in the question or chosen beside the box first, then each word's best match (exact, or
   * 0.7 for a shared stem) times its rarity, scaled by the square of the share of the question matched. */
  var STOP = null;
  function questionWords(text) {
    var s = window.DR_MEANING;
    if (!STOP) {
      STOP = {};
      s.stopwords.forEach(function (w) { STOP[w] = true; });
    }
    return wordKey(text).split(" ").filter(function (w) { return w && !has(STOP, w); });
  }
  function stem(word) {
    return /^[0-9]+$/.test(word) ? word : word.slice(0, Math.max(4, word.length - 3));
  }
  function chosenBook() {
    var select = document.getElementById("dr-lookup-rulebook");
    return select && select.value ? select.value : null;
  }
  function ranked(text) {
    var s = window.DR_MEANING;
    var chosen = s.books.indexOf(chosenBook());
    if (chosen < 0) {
      chosen = null;
    }
    var joined = " " + questionWords(text).join(" ") + " ";
    Object.keys(s.bookWords)
      .sort(function (a, b) { return b.length - a.length; })
      .forEach(function (phrase) {
        if (joined.indexOf(" " + phrase + " ") >= 0) {
          chosen = s.bookWords[phrase];
          joined = joined.split(" " + phrase + " ").join(" ");
        }
      });
    var asked = joined.split(" ").filter(Boolean);
    var scores = {}, matched = {};
    var tokens = Object.keys(s.words);
    asked.forEach(function (word) {
      var root = stem(word), best = {};
      var found = has(s.words, word) ? [word] : [];
      tokens.forEach(function (token) {
        if (token !== word && token.indexOf(root) === 0) {
          found.push(token);
        }
      });
      found.forEach(function (token) {
        var posting = s.words[token];
        var quality = token === word ? 1.0 : 0.7;
        var rarity = Math.log(1 + s.rules.length / posting.length);
        posting.forEach(function (pair) {
          var value = quality * rarity * pair[1];
          if (!(pair[0] in best) || value > best[pair[0]]) {
            best[pair[0]] = value;
          }
        });
      });
      Object.keys(best).forEach(function (rule) {
        scores[rule] = (scores[rule] || 0) + best[rule];
        matched[rule] = (matched[rule] || 0) + 1;
      });
    });
    var out = Object.keys(scores).map(function (rule) {
      var cover = matched[rule] / asked.length;
      var score = scores[rule] * cover * cover;
      if (chosen !== null && s.book[rule] === chosen) {
        score = score * 4 + 1000;
      }
      return [Number(rule), score];
    });
    out.sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
    return out.map(function (pair) { return s.rules[pair[0]]; });
  }

  var searchLoading = null;
  function loadSearch(then) {
    if (window.DR_MEANING) {
      then();
      return;
    }
    if (!searchLoading) {
      searchLoading = [];
      var script = document.createElement("script");
      script.src = base() + "javascripts/lookup-index.js";
      script.onload = function () {
        var waiting = searchLoading;
        searchLoading = [];
        waiting.forEach(function (f) { f(); });
      };
      document.head.appendChild(script);
    }
    searchLoading.push(then);
  }

  function base() {
    var config = document.getElementById("__config");
    try {
      var value = config ? JSON.parse(config.textContent).base : ".";
      return value ? value.replace(/\/$/, "") + "/" : "";
    } catch (error) {
      return "";
    }
  }

  function follow(text) {
    var found = lookup(text);
    if (found.exact) {
      window.location.replace(base() + data().rules[found.ids[0]].url);
      return true;
    }
    return false;
  }

  function fromHash() {
    var hash = decodeURIComponent(window.location.hash.replace(/^#/, ""));
    if (!hash || document.getElementById(hash)) {
      return;
    }
    follow(hash);
  }

  function show(result, text) {
    var found = lookup(text);
    result.textContent = "";
    if (!text.trim()) {
      return found;
    }
    if (found.waiting) {
      result.textContent = "Looking the words up\u2026";
      loadSearch(function () {
        var input = document.getElementById("dr-lookup-id");
        if (input && input.value === text) {
          show(result, text);
        }
      });
      return found;
    }
    if (!found.ids.length) {
      result.textContent =
        "No rule " + text + ". Rule IDs look like NDF 4.2; words like pase indebido or lateness; numbers like 75 points.";
      return found;
    }
    var lead = document.createElement("p");
    lead.textContent = found.exact
      ? "Press Enter to open it:"
      : found.ids.length + (found.ids.length === 1 ? " rule" : " rules") + " for " + text.trim() + ":";
    result.appendChild(lead);
    var list = document.createElement("ul");
    list.className = "dr-lookup-list";
    found.ids.forEach(function (id) {
      var rule = data().rules[id];
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = base() + rule.url;
      link.textContent = id + ": " + rule.title;
      item.appendChild(link);
      var book = document.createElement("span");
      book.className = "dr-lookup-book";
      book.textContent = " (" + rule.book + ")";
      item.appendChild(book);
      list.appendChild(item);
    });
    result.appendChild(list);
    return found;
  }

  function lookupForm() {
    var form = document.getElementById("dr-lookup");
    if (!form) {
      return;
    }
    var input = document.getElementById("dr-lookup-id");
    var result = document.getElementById("dr-lookup-result");
    var books = data().books || [];
    if (books.length && !document.getElementById("dr-lookup-rulebook")) {
      var select = document.createElement("select");
      select.id = "dr-lookup-rulebook";
      select.setAttribute("aria-label", "Rulebook first");
      [["", "Any rulebook"]].concat(books.map(function (b) { return [b.id, b.title]; })).forEach(function (pair) {
        var option = document.createElement("option");
        option.value = pair[0];
        option.textContent = pair[1];
        select.appendChild(option);
      });
      try {
        select.value = window.localStorage.getItem("dr-lookup-rulebook") || "";
      } catch (error) {
        select.value = "";
      }
      select.addEventListener("change", function () {
        try {
          window.localStorage.setItem("dr-lookup-rulebook", select.value);
        } catch (error) {
          /* private mode: the choice lasts for the page only */
        }
        show(result, input.value);
      });
      input.insertAdjacentElement("afterend", select);
    }
    input.addEventListener("focus", function () {
      loadSearch(function () {});
    });
    var wanted = new URLSearchParams(window.location.search).get("id");
    if (wanted) {
      if (follow(wanted)) {
        return;
      }
      input.value = wanted;
      show(result, wanted);
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!follow(input.value)) {
        var found = show(result, input.value);
        if (found.ids.length === 1) {
          window.location.href = base() + data().rules[found.ids[0]].url;
        }
      }
    });
    input.addEventListener("input", function () {
      show(result, input.value);
    });
  }

  /* Search previews: the hidden alias line of a rule (IDs as typed, other names) is for the index, not for reading. */
  function tidySearchResults() {
    var list = document.querySelector(".md-search-result__list");
    if (!list || !window.MutationObserver) {
      return;
    }
    var rules = data().rules;
    new MutationObserver(function () {
      list.querySelectorAll(".md-search-result__article p").forEach(function (p) {
        if (/^[A-Z]+-[A-Z0-9.]+ · /.test(p.textContent.trim())) {
          p.hidden = true;
        }
      });
      /* A hit on a rule's section of a rulebook page opens the rule's own light page instead. */
      list.querySelectorAll("a.md-search-result__link").forEach(function (link) {
        var href = link.getAttribute("href") || "";
        var hash = decodeURIComponent(href.split("#")[1] || "");
        if (/\/rulebooks\/[a-z0-9-]+\.html/.test(href) && has(rules, hash)) {
          link.setAttribute("href", base() + rules[hash].url);
        }
      });
    }).observe(list, { childList: true, subtree: true });
  }

  /* A scenario's body waits in a script of its own (rulesite/mkdocs_hooks.py, external_scenarios), named by
   * data-dr-body relative to the page; it is loaded when the reader opens the scenario, and calls DR_SCENARIO. */
  window.DR_SCENARIO = function (path, body) {
    document.querySelectorAll("details[data-dr-body]").forEach(function (details) {
      if (details.getAttribute("data-dr-body") !== path || details.hasAttribute("data-dr-loaded")) {
        return;
      }
      details.setAttribute("data-dr-loaded", "");
      var note = details.querySelector(":scope > .dr-lazy-note");
      if (note) {
        note.remove();
      }
      details.insertAdjacentHTML("beforeend", body);
    });
  };
  function inflate(details) {
    var path = details.getAttribute("data-dr-body");
    if (!path || details.hasAttribute("data-dr-loaded") || details.hasAttribute("data-dr-loading")) {
      return;
    }
    details.setAttribute("data-dr-loading", "");
    var script = document.createElement("script");
    script.src = path;
    script.onerror = function () {
      details.removeAttribute("data-dr-loading");
      var note = details.querySelector(":scope > .dr-lazy-note");
      if (note) {
        note.textContent = "This scenario could not be loaded (" + path + ").";
      }
    };
    document.head.appendChild(script);
  }
  document.addEventListener(
    "toggle",
    function (event) {
      if (event.target instanceof HTMLDetailsElement && event.target.open) {
        inflate(event.target);
      }
    },
    true
  );
  document.querySelectorAll("details[data-dr-body][open]").forEach(inflate);

  window.DR_LOOKUP = { idKey: idKey, wordKey: wordKey, lookup: lookup, ranked: ranked, loadSearch: loadSearch };
  window.addEventListener("hashchange", fromHash);
  fromHash();
  /* The judge's offline copy (rulesite/offline.py): over http(s) the site installs sw.js, which keeps the
   * judge's pages; a copy opened from disk is offline already and needs none. */
  function offlineCopy() {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(window.location.protocol)) {
      return;
    }
    navigator.serviceWorker.register(base() + "sw.js").catch(function () {
      /* no store: the pages still work while online */
    });
  }
  function ready() {
    lookupForm();
    tidySearchResults();
    offlineCopy();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", ready);
  } else {
    ready();
  }
})();
