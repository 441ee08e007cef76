// A classic script, because browsers do not run module scripts on file:// pages: there the
// playground cannot start, so say at once how to serve the site.
(() => {
  if (location.protocol !== "file:") return;
  document.getElementById("pg").dataset.state = "unavailable";
  document.getElementById("pg-status").innerHTML =
    "The playground needs the site served over http, not opened as a file: run " +
    "<code>python -m http.server -d site</code> and open " +
    "<code>http://localhost:8000/playground/</code>.";
})();
