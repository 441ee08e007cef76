// The playground page: start the Python worker (worker.js), show its download progress,
// then send it the input and options on each change and show each mode's output.
// Every URL is relative to this script.
const base = new URL("./", import.meta.url);
const root = document.getElementById("pg");
const status = document.getElementById("pg-status");
const progress = document.getElementById("pg-progress");
const input = document.getElementById("pg-input");
const form = document.getElementById("pg-options");

const LIST_OPTIONS = ["exclude_tlds", "allow_domains", "deny_domains"];
const TEXT_OPTIONS = ["rel", "target", "title"];
const BOOL_OPTIONS = ["hide_scheme", "readable_text"];

function chosenOptions() {
  const options = {};
  options.kinds = [...form.querySelectorAll("input[name=kinds]:checked")].map((box) => box.value);
  options.bare_domains = form.elements.bare_domains.value;
  for (const name of BOOL_OPTIONS) {
    options[name] = form.elements[name].checked;
  }
  for (const name of LIST_OPTIONS) {
    const items = form.elements[name].value.split(",").map((item) => item.trim()).filter(Boolean);
    if (items.length) options[name] = items;
  }
  for (const name of TEXT_OPTIONS) {
    const value = form.elements[name].value.trim();
    if (value) options[name] = value;
  }
  return options;
}

// Under a mode's output: each candidate it left as text, the rule, and the option that
// would link it.
function showWhy(box, reasons) {
  box.replaceChildren();
  if (!reasons || reasons.length === 0) return;
  const title = document.createElement("p");
  title.className = "pg-why-title";
  title.textContent = "Not linked";
  const list = document.createElement("ul");
  for (const { text, rule, option } of reasons) {
    const item = document.createElement("li");
    const candidate = document.createElement("code");
    candidate.textContent = text;
    item.append(candidate, `: ${rule}`, option ? `; ${option}` : "");
    list.append(item);
  }
  box.append(title, list);
}

// Punctuation right after a link (`help.`, `org)`) stays on the link's line: a narrow card
// may wrap inside a long link, but never before the mark that ends its sentence.
const CLOSING = /^[.,;:!?)\]}'"\u00bb\u201d\u2019\u3001\u3002\uff09\uff0c\uff0e]+/u;

function keepClosingMarks(container) {
  for (const link of container.querySelectorAll("a")) {
    const next = link.nextSibling;
    const marks = next && next.nodeType === Node.TEXT_NODE ? CLOSING.exec(next.data) : null;
    if (!marks) continue;
    const keep = document.createElement("span");
    keep.className = "pg-keep";
    link.replaceWith(keep);
    next.data = next.data.slice(marks[0].length);
    keep.append(link, marks[0]);
  }
}

// Each card says what it waits for until the first render, or that it will not come.
function showInCards(message) {
  for (const rendered of root.querySelectorAll(".pg-rendered")) {
    rendered.replaceChildren();
    const line = document.createElement("p");
    line.className = "pg-waiting";
    line.textContent = message;
    rendered.append(line);
  }
}

function show(results) {
  for (const [mode, result] of Object.entries(results)) {
    const rendered = document.getElementById(`pg-out-${mode}`);
    const source = document.getElementById(`pg-html-${mode}`);
    showWhy(document.getElementById(`pg-why-${mode}`), result.why);
    if (result.error) {
      rendered.innerHTML = "";
      const message = document.createElement("p");
      message.className = "pg-error";
      message.textContent = result.error;
      rendered.append(message);
      source.textContent = "";
    } else {
      rendered.innerHTML = result.html;
      keepClosingMarks(rendered);
      source.textContent = result.html;
    }
  }
}

async function readManifest() {
  const response = await fetch(new URL("manifest.json", base));
  if (!response.ok) {
    throw new Error(`its runtime is missing from this site (manifest.json: HTTP ${response.status})`);
  }
  return response.json();
}

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

// The progress bar and line for the files in `sizes` ({path: bytes}); returns the function
// that adds the bytes the worker reports.
function showProgress(sizes) {
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  let received = 0;
  progress.max = total;
  progress.value = 0;
  progress.hidden = false;
  const say = () => {
    status.textContent = `Downloading Python and md-autolinks: ${megabytes(received)} of ${megabytes(total)} MB`;
  };
  say();
  return (bytes) => {
    received += bytes;
    progress.value = received;
    say();
    if (received >= total) status.textContent = "Starting Python…";
  };
}

function unavailable(message) {
  root.dataset.state = "unavailable";
  status.textContent = message;
  showInCards("No output: the playground cannot run here (see above).");
}

function failed(message) {
  root.dataset.state = "failed";
  progress.hidden = true;
  status.textContent = `The playground could not start: ${message}`;
  showInCards("No output: the playground could not start (see above).");
}

// Python runs in worker.js; this page only sends it the text and options and shows what
// comes back, so it stays responsive while Pyodide loads and renders.
async function start() {
  if (root.dataset.state === "unavailable") return;
  const manifest = await readManifest();
  if (!manifest.wheels) {
    unavailable(
      `This build of the site left out the playground's runtime (${manifest.reason}); ` +
        "build it without that setting to try the playground.",
    );
    return;
  }
  const addBytes = showProgress(manifest.downloads);
  performance.mark("playground-loading");
  const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  let latest = 0;
  let pending = 0;
  const update = () => {
    window.clearTimeout(pending);
    root.dataset.pending = "1";
    pending = window.setTimeout(() => {
      latest += 1;
      worker.postMessage({ type: "render", id: latest, text: input.value, options: chosenOptions() });
    }, 120);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failed(event.message || "its Python worker did not load");
  };
  worker.onmessage = ({ data }) => {
    if (data.type === "bytes") {
      addBytes(data.count);
    } else if (data.type === "failed") {
      failed(data.message);
    } else if (data.type === "ready") {
      progress.hidden = true;
      performance.mark("playground-ready");
      input.addEventListener("input", update);
      form.addEventListener("input", update);
      status.textContent = `md-autolinks ${manifest.wheels[0].split("-")[1]} on Pyodide ${manifest.pyodide} (Python ${manifest.python})`;
      root.dataset.state = "ready";
      update();
    } else if (data.type === "rendered" && data.id === latest) {
      const modes = [...root.querySelectorAll(".pg-output")].map((pane) => pane.dataset.mode);
      show(data.error ? Object.fromEntries(modes.map((mode) => [mode, { error: data.error }])) : data.results);
      root.dataset.pending = "0";
    }
  };
  worker.postMessage({ type: "start", manifest });
}

form.addEventListener("submit", (event) => event.preventDefault());
start().catch((error) => failed(error.message ?? error));
