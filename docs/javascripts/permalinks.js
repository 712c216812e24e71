/* Rule permalinks: "#NDF-4.2", "#ndf4.2" or "#NDF 4.2" on any page, and lookup.html?id=..., land on the rule.
 * The table of rule IDs (window.DR_RULES) is generated from spec/ into rule-index.js on every build. */
(function () {
  "use strict";

  function key(text) {
    return String(text).toUpperCase().replace(/,/g, ".").replace(/[^A-Z0-9.]/g, "");
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

  function find(text) {
    var rules = window.DR_RULES || {};
    return Object.prototype.hasOwnProperty.call(rules, key(text)) ? rules[key(text)] : null;
  }

  function follow(text) {
    var rule = find(text);
    if (rule) {
      window.location.replace(base() + rule.url);
    }
    return rule;
  }

  function fromHash() {
    var hash = decodeURIComponent(window.location.hash.replace(/^#/, ""));
    if (!hash || document.getElementById(hash)) {
      return;
    }
    follow(hash);
  }

  function lookupForm() {
    var form = document.getElementById("dr-lookup");
    if (!form) {
      return;
    }
    var input = document.getElementById("dr-lookup-id");
    var result = document.getElementById("dr-lookup-result");
    var wanted = new URLSearchParams(window.location.search).get("id");
    if (wanted && follow(wanted)) {
      return;
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!follow(input.value)) {
        result.textContent = "No rule " + input.value + ". Rule IDs look like NDF 4.2.";
      }
    });
    input.addEventListener("input", function () {
      var rule = find(input.value);
      result.textContent = rule ? rule.id + ": " + rule.title : "";
    });
  }

  window.addEventListener("hashchange", fromHash);
  fromHash();
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", lookupForm);
  } else {
    lookupForm();
  }
})();
