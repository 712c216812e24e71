/* "Rule on a hand" (judges/ruling.html): the judge taps what happened at the table; the page writes the story in
 * the suite's Gherkin vocabulary and the reference engine, run by Pyodide from this site's own files
 * (rulesite/engine.py), rules on it: the same ruling `domino-rules ruling` prints for the same story.
 * The engine is downloaded only when the judge presses the button (the page says how big it is first); the site's
 * service worker keeps its files once fetched, so the page rules offline afterwards. */
(function () {
  "use strict";
  var root = document.getElementById("dr-ruling");
  if (!root) {
    return;
  }
  var data = JSON.parse(document.getElementById("dr-ruling-data").textContent);
  function $(id) {
    return document.getElementById(id);
  }
  var BONEYARD = "bone-yard";
  /* What a judge's record may add comes with each infraction (rulesite/rulingpage.py, record_details): the step's
   * ending as the step vocabulary says it (N the number, T the tile) and its label; only what its record takes. */
  var state = null;
  var engine = null;

  function book() {
    var id = $("dr-ruling-book").value;
    return data.rulebooks.filter(function (b) { return b.id === id; })[0];
  }
  function train() {
    return book().family === "mexican-train";
  }
  function hasBoneyard() {
    return book().family !== "block";
  }
  function fresh() {
    var b = book();
    var hands = {};
    b.seats.forEach(function (seat) { hands[seat] = []; });
    hands[BONEYARD] = [];
    return { hands: hands, steps: [], seat: b.seats[0], mode: "deal" };
  }

  function option(select, value, label) {
    var o = document.createElement("option");
    o.value = value;
    o.textContent = label;
    select.appendChild(o);
  }
  function choice(container, label, pressed, onTap, attrs) {
    var button = document.createElement("button");
    button.type = "button";
    button.setAttribute("role", "radio");
    button.setAttribute("aria-checked", pressed ? "true" : "false");
    button.textContent = label;
    Object.keys(attrs || {}).forEach(function (k) { button.setAttribute(k, attrs[k]); });
    button.addEventListener("click", onTap);
    container.appendChild(button);
  }

  /* The rulebook chosen: its seats, its set, its infractions. */
  function setBook() {
    var b = book();
    state = fresh();
    var leader = $("dr-ruling-leader");
    leader.innerHTML = "";
    b.seats.forEach(function (seat) { option(leader, seat, seat); });
    leader.parentElement.hidden = train();
    var double = $("dr-ruling-double");
    double.innerHTML = "";
    for (var d = b.max_pip; d >= 0; d--) {
      option(double, d + "-" + d, d + "-" + d);
    }
    $("dr-ruling-double-row").hidden = !train();
    var end = $("dr-ruling-end");
    end.innerHTML = "";
    if (train()) {
      option(end, "their own train", "on their own train");
      option(end, "the Mexican train", "on the Mexican train");
      b.seats.forEach(function (seat) { option(end, seat + "'s train", "on " + seat + "'s train"); });
    } else {
      option(end, "", "wherever it fits");
      ["left", "right"].concat(b.family === "all-fives" ? ["up", "down"] : []).forEach(function (e) {
        option(end, e, "on the " + e + " end");
      });
    }
    $("dr-ruling-pass").hidden = train();
    $("dr-ruling-unnoticed").hidden = b.family !== "block";
    $("dr-ruling-draw").hidden = b.family === "block";
    $("dr-ruling-marker").hidden = !train();
    var offender = $("dr-ruling-offender");
    offender.innerHTML = "";
    b.seats.forEach(function (seat) { option(offender, seat, seat); });
    $("dr-ruling-find").value = "";
    $("dr-ruling-infraction-list").innerHTML = "";  /* another rulebook: no infraction of the last one stays chosen */
    infractions();
    document.querySelectorAll("#dr-ruling-picture .dr-pick-row").forEach(function (row) {
      row.hidden = Number(row.getAttribute("data-max")) > b.max_pip;
    });
    render();
  }

  /* Words compared without case or accents: "infraccion" finds "infracción", "senas" finds "señas". */
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  /* The infraction chosen: the value of the radio button checked (none when the search leaves none). */
  function chosen() {
    var checked = document.querySelector('#dr-ruling-infraction-list input[name="dr-ruling-infraction"]:checked');
    return checked ? checked.value : "";
  }
  function chosenInfraction() {
    var name = chosen();
    return book().infractions.filter(function (inf) { return inf.name === name; })[0] || null;
  }

  /* The infractions whose English or Spanish words hold every word typed, each a radio button: the rule, its title
   * and, marked as Spanish, its Spanish title. The one chosen stays chosen while the search still shows it. */
  function infractions() {
    var b = book();
    var list = $("dr-ruling-infraction-list");
    var kept = chosen();
    var words = fold($("dr-ruling-find").value.trim());
    list.innerHTML = "";
    var shown = b.infractions.filter(function (inf) {
      var text = fold([inf.name.replace(/-/g, " "), inf.rule, inf.title, inf.title_es || ""]
        .concat(inf.spanish, inf.phrasings).join(" "));
      return !words || words.split(/\s+/).every(function (w) { return text.indexOf(w) >= 0; });
    });
    var names = shown.map(function (inf) { return inf.name; });
    var pick = names.indexOf(kept) >= 0 ? kept : names[0];
    shown.forEach(function (inf) {
      var label = document.createElement("label");
      label.className = "dr-ruling-infraction-choice";
      var input = document.createElement("input");
      input.type = "radio";
      input.name = "dr-ruling-infraction";
      input.value = inf.name;
      input.checked = inf.name === pick;
      input.addEventListener("change", details);
      label.appendChild(input);
      var english = document.createElement("span");
      var rule = document.createElement("span");
      rule.className = "dr-ruling-infraction-rule";
      rule.textContent = inf.rule;
      english.appendChild(rule);
      english.appendChild(document.createTextNode(" " + inf.title));
      label.appendChild(english);
      if (inf.title_es) {
        var es = document.createElement("span");
        es.className = "dr-title-es";
        es.setAttribute("lang", "es");
        es.textContent = inf.title_es;
        label.appendChild(es);
      }
      list.appendChild(label);
    });
    $("dr-ruling-record").disabled = shown.length === 0;
    var none = $("dr-ruling-infraction-none");
    none.hidden = shown.length > 0;
    none.textContent = b.infractions.length === 0
      ? "This rulebook names no infraction a judge records"
      : "No infraction of this rulebook has those words";
    details();
  }

  /* The detail chosen asks for a number, a tile, or neither; the tiles offered are the offender's, else the set's. */
  /* The details the chosen infraction's record takes, and no other: its record's fields in the protocol. */
  var detailsOf = null;
  function detailChoices() {
    var inf = chosenInfraction();
    var detail = $("dr-ruling-detail");
    /* The detail chosen stays while the same infraction stays chosen; another infraction starts from its first. */
    var kept = inf === detailsOf ? detail.value : null;
    detailsOf = inf;
    detail.innerHTML = "";
    var offered = inf ? inf.details : [];
    offered.forEach(function (d) { option(detail, d[0], d[1]); });
    if (offered.some(function (d) { return d[0] === kept; })) {
      detail.value = kept;
    }
    detail.disabled = offered.length === 0;
    detail.parentElement.hidden = offered.length === 0;
  }

  function details() {
    detailChoices();
    var ending = $("dr-ruling-detail").value;
    $("dr-ruling-number-row").hidden = ending.indexOf("N") < 0;
    $("dr-ruling-tile-row").hidden = ending.indexOf("T") < 0;
    var tiles = $("dr-ruling-tile");
    var kept = tiles.value;
    tiles.innerHTML = "";
    var held = state ? state.hands[$("dr-ruling-offender").value] || [] : [];
    var offered = held.length ? held : Array.prototype.map.call(
      document.querySelectorAll("#dr-ruling-picture .dr-pick-row:not([hidden]) .dr-pick"),
      function (b) { return b.getAttribute("data-tile"); });
    offered.forEach(function (t) { option(tiles, t, t); });
    if (offered.indexOf(kept) >= 0) {
      tiles.value = kept;
    }
  }

  function holder(tile) {
    var found = null;
    Object.keys(state.hands).forEach(function (seat) {
      if (state.hands[seat].indexOf(tile) >= 0) {
        found = seat;
      }
    });
    return found;
  }

  function tap(tile) {
    if (state.mode === "play") {
      var where = $("dr-ruling-end").value;
      var seat = state.seat === BONEYARD ? book().seats[0] : state.seat;
      state.steps.push(seat + " plays " + tile + (train() ? " on " + where : where ? " on the " + where + " end" : ""));
    } else {
      var had = holder(tile);
      if (had !== null) {
        state.hands[had].splice(state.hands[had].indexOf(tile), 1);
      }
      if (had !== state.seat) {
        state.hands[state.seat].push(tile);
      }
    }
    render();
  }

  function story() {
    var b = book();
    var lines = ['Given the rulebook "' + b.id + '"'];
    if (train()) {
      lines.push("And the starting double is " + $("dr-ruling-double").value);
      b.seats.forEach(function (seat) {
        if (state.hands[seat].length) {
          lines.push("And " + seat + " holds " + state.hands[seat].join(" "));
        }
      });
      if (state.hands[BONEYARD].length) {
        lines.push("And the bone-yard, in drawing order, is " + state.hands[BONEYARD].join(" "));
      }
    } else {
      var seats = b.seats.filter(function (seat) { return state.hands[seat].length; });
      if (seats.length) {
        var rows = [["seat", "tiles"]].concat(seats.map(function (seat) { return [seat, state.hands[seat].join(" ")]; }));
        var wide = [0, 1].map(function (i) {
          return Math.max.apply(null, rows.map(function (r) { return r[i].length; }));
        });
        lines.push("And the hands are:");
        rows.forEach(function (r) {
          lines.push("  | " + r[0] + " ".repeat(wide[0] - r[0].length) + " | " + r[1] + " ".repeat(wide[1] - r[1].length) + " |");
        });
      }
      if (hasBoneyard() && state.hands[BONEYARD].length) {
        lines.push("And the bone-yard holds " + state.hands[BONEYARD].join(" "));
      }
      lines.push("And " + $("dr-ruling-leader").value + " leads");
    }
    state.steps.forEach(function (step, i) {
      lines.push((i === 0 ? "When " : "And ") + step);
    });
    return lines.join("\n") + "\n";
  }

  function render() {
    var b = book();
    var seats = $("dr-ruling-seats");
    seats.innerHTML = "";
    b.seats.concat(hasBoneyard() ? [BONEYARD] : []).forEach(function (seat) {
      choice(seats, seat === BONEYARD ? "Bone-yard" : seat, seat === state.seat, function () {
        state.seat = seat;
        render();
      }, { "data-seat": seat });
    });
    var hands = $("dr-ruling-hands");
    hands.innerHTML = "";
    b.seats.concat(hasBoneyard() ? [BONEYARD] : []).forEach(function (seat) {
      var row = document.createElement("p");
      row.className = "dr-ruling-hand";
      row.setAttribute("data-seat", seat);
      var name = document.createElement("strong");
      name.textContent = (seat === BONEYARD ? "Bone-yard" : seat) + ": ";
      row.appendChild(name);
      row.appendChild(document.createTextNode(state.hands[seat].join(" ") || "no tiles"));
      hands.appendChild(row);
    });
    document.querySelectorAll("#dr-ruling-mode [data-mode]").forEach(function (button) {
      button.setAttribute("aria-checked", button.getAttribute("data-mode") === state.mode ? "true" : "false");
    });
    document.querySelectorAll("#dr-ruling-picture .dr-pick").forEach(function (button) {
      var had = holder(button.getAttribute("data-tile"));
      button.classList.toggle("dr-dealt", had !== null);
      button.setAttribute("aria-pressed", had === state.seat ? "true" : "false");
    });
    details();
    $("dr-ruling-story").value = story();
  }

  function addStep(text) {
    state.steps.push(text);
    render();
  }
  function actor() {
    return state.seat === BONEYARD ? book().seats[0] : state.seat;
  }

  function status(text) {
    $("dr-ruling-status").textContent = text;
  }

  function showRuling(answer) {
    var list = $("dr-ruling-findings");
    list.innerHTML = "";
    $("dr-ruling-answer").hidden = false;
    if (answer.error) {
      var li = document.createElement("li");
      li.className = "dr-ruling-error";
      li.textContent = "The story cannot be ruled on: " + answer.error;
      list.appendChild(li);
      $("dr-ruling-text").textContent = answer.error + "\n";
      return;
    }
    answer.ruling.exchanges.forEach(function (exchange) {
      exchange.findings.forEach(function (finding) {
        var item = document.createElement("li");
        item.className = "dr-finding dr-finding-" + finding.kind;
        if (finding.where && finding.where.line) {
          var line = document.createElement("span");
          line.className = "dr-badge";
          line.textContent = "line " + finding.where.line;
          item.appendChild(line);
        }
        item.appendChild(document.createTextNode(finding.text));
        if (finding.rule) {
          item.appendChild(document.createTextNode(" "));
          var link = document.createElement("a");
          link.href = "../" + finding.page;
          link.className = "dr-finding-rule";
          link.textContent = finding.rule + " " + finding.title;
          item.appendChild(link);
          if (finding.title_es) {
            var es = document.createElement("span");
            es.className = "dr-title-es";
            es.setAttribute("lang", "es");
            es.textContent = finding.title_es;
            item.appendChild(document.createTextNode(" "));
            item.appendChild(es);
          }
        }
        list.appendChild(item);
      });
    });
    $("dr-ruling-text").textContent = answer.text;
  }

  function rule() {
    if (!engine) {
      return;
    }
    var started = performance.now();
    var answer;
    try {
      answer = JSON.parse(engine.rule($("dr-ruling-story").value));
    } catch (error) {
      answer = { error: "the engine failed on this story (" + error + ")", line: null };
    }
    showRuling(answer);
    window.DR_RULING.rulings += 1;
    window.DR_RULING.lastSeconds = (performance.now() - started) / 1000;
  }

  function script(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      s.src = src;
      s.onload = resolve;
      s.onerror = function () { reject(new Error("cannot load " + src)); };
      document.head.appendChild(s);
    });
  }

  async function load() {
    if (window.DR_RULING.loading || window.DR_RULING.ready) {
      return;
    }
    var button = $("dr-ruling-load");
    button.disabled = true;
    var started = performance.now();
    window.DR_RULING.loading = true;
    try {
      status(window.DR_RULING.kept
        ? "Starting the engine kept on this device..."
        : "Downloading the engine (" + (data.bytes / 1e6).toFixed(1) + " MB) and starting it...");
      var base = new URL(data.pyodide, location.href).href;
      await script(base + "pyodide.js");
      var pyodide = await window.loadPyodide({ indexURL: base, fullStdLib: false });
      var response = await fetch(new URL(data.zip, location.href).href);
      if (!response.ok) {
        throw new Error("cannot download the engine's zip (" + response.status + ")");
      }
      pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "/engine" });
      pyodide.runPython("import sys\nif '/engine' not in sys.path:\n    sys.path.insert(0, '/engine')");
      var browser = pyodide.pyimport("domino_rules.browser");
      var started_ = JSON.parse(browser.start("/engine/" + data.spec));
      if (started_.error) {
        throw new Error(started_.error);
      }
      engine = browser;
      var seconds = (performance.now() - started) / 1000;
      window.DR_RULING.ready = true;
      window.DR_RULING.engineSeconds = seconds;
      status("The engine is ready (started in " + seconds.toFixed(1) + " s); it now works without a network.");
      $("dr-ruling-rule").disabled = false;
      button.hidden = true;
    } catch (error) {
      window.DR_RULING.error = String(error);
      status("The engine could not start: " + error);
      button.disabled = false;
    } finally {
      window.DR_RULING.loading = false;
    }
  }

  window.DR_RULING = { ready: false, rulings: 0, loading: false, error: null, checking: false, kept: false };
  $("dr-ruling-book").addEventListener("change", setBook);
  $("dr-ruling-leader").addEventListener("change", render);
  $("dr-ruling-double").addEventListener("change", render);
  $("dr-ruling-find").addEventListener("input", infractions);
  $("dr-ruling-detail").addEventListener("change", function () {
    details();
  });
  $("dr-ruling-offender").addEventListener("change", details);
  document.querySelectorAll("#dr-ruling-mode [data-mode]").forEach(function (button) {
    button.addEventListener("click", function () {
      state.mode = button.getAttribute("data-mode");
      render();
    });
  });
  document.querySelectorAll("#dr-ruling-picture .dr-pick").forEach(function (button) {
    button.addEventListener("click", function () { tap(button.getAttribute("data-tile")); });
  });
  $("dr-ruling-pass").addEventListener("click", function () { addStep(actor() + " passes"); });
  $("dr-ruling-unnoticed").addEventListener("click", function () { addStep(actor() + " passes unnoticed"); });
  $("dr-ruling-draw").addEventListener("click", function () { addStep(actor() + " draws"); });
  $("dr-ruling-marker").addEventListener("click", function () { addStep(actor() + " puts the marker down"); });
  $("dr-ruling-record").addEventListener("click", function () {
    var name = chosen();
    if (!name) {
      return;
    }
    var against = $("dr-ruling-offender").value;
    var who = train() ? "the organiser" : "the judge";
    var number = String(Math.max(0, Math.floor(Number($("dr-ruling-number").value) || 0)));
    var more = $("dr-ruling-detail").value.replace("N", number).replace("T", $("dr-ruling-tile").value);
    addStep(who + " records " + name + " against " + against + more);
  });
  $("dr-ruling-undo").addEventListener("click", function () {
    state.steps.pop();
    render();
  });
  $("dr-ruling-clear").addEventListener("click", setBook);
  $("dr-ruling-rule").addEventListener("click", rule);
  if (location.protocol === "file:") {
    $("dr-ruling-load").disabled = true;
    status("The engine runs when the site is served over the web: a browser does not start WebAssembly from a file opened from disk.");
  } else {
    $("dr-ruling-load").addEventListener("click", load);
    /* Kept on this device from an earlier visit (the service worker's store): start it at once, network or not. */
    window.DR_RULING.checking = true;
    var wasm = new URL(data.pyodide + "pyodide.asm.wasm", location.href).href;
    var kept = window.caches ? caches.match(wasm).catch(function () { return undefined; }) : Promise.resolve(undefined);
    kept.then(function (found) {
      window.DR_RULING.kept = !!found;
      window.DR_RULING.checking = false;
      if (found) {
        load();
      }
    });
  }
  setBook();
})();
