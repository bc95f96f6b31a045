// report.html's filters: bucket, stratum, grader, error, text search, sort by outcome.
// Reads only data- attributes and text of the page; writes only style.display, order and counts.
(function () {
  "use strict";
  var list = document.getElementById("questions");
  if (!list) { return; }
  var items = Array.prototype.slice.call(list.querySelectorAll("details.q"));
  var ids = ["f-bucket", "f-stratum", "f-grader", "f-error", "f-search", "f-sort"];
  var input = {};
  ids.forEach(function (id) { input[id] = document.getElementById(id); });
  var rank = { wrong: 0, unsupported: 1, error: 2, refused: 3, correct: 4, ungraded: 5 };

  items.forEach(function (el, i) {
    el.hfIndex = i;
    el.hfOutcome = {};
    (el.getAttribute("data-outcomes") || "").split(" ").forEach(function (pair) {
      var cut = pair.lastIndexOf(":");
      if (cut > 0) { el.hfOutcome[pair.slice(0, cut)] = pair.slice(cut + 1); }
    });
    el.hfText = el.textContent.toLowerCase();
  });

  function outcome(el, grader) {
    return el.hfOutcome[grader] || "ungraded";
  }

  function apply() {
    var grader = input["f-grader"].value;
    var bucket = input["f-bucket"].value;
    var stratum = input["f-stratum"].value;
    var error = input["f-error"].value;
    var words = input["f-search"].value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    items.forEach(function (el) {
      var ok = (!bucket || outcome(el, grader) === bucket) &&
        (!stratum || el.getAttribute("data-stratum") === stratum) &&
        (!error || (error === "error") === (el.getAttribute("data-error") === "1")) &&
        words.every(function (w) { return el.hfText.indexOf(w) >= 0; });
      el.style.display = ok ? "" : "none";
      if (ok) { shown += 1; }
      Array.prototype.forEach.call(el.querySelectorAll("[data-grader]"), function (g) {
        g.classList.toggle("chosen", g.getAttribute("data-grader") === grader);
      });
    });
    var sorted = items.slice();
    if (input["f-sort"].value === "outcome") {
      sorted.sort(function (a, b) {
        return (rank[outcome(a, grader)] - rank[outcome(b, grader)]) || (a.hfIndex - b.hfIndex);
      });
    }
    sorted.forEach(function (el) { list.appendChild(el); });
    document.getElementById("shown-count").textContent = String(shown);
    list.setAttribute("data-shown", String(shown));
  }

  ids.forEach(function (id) {
    input[id].addEventListener(id === "f-search" ? "input" : "change", apply);
  });
  apply();
})();
