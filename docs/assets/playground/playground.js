// The playground page: load Pyodide and the wheels served with the site, then render the
// input in every mode on each change. Every URL is relative to this script.
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
      source.textContent = result.html;
    }
  }
}

async function fetchBytes(path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function readManifest() {
  const response = await fetch(new URL("manifest.json", base));
  if (!response.ok) {
    throw new Error(`its runtime is missing from this site (manifest.json: HTTP ${response.status})`);
  }
  return response.json();
}

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

// Count the bytes of every file in `sizes` ({path relative to this script: bytes}) as it
// arrives: bodies that `fetch` streams (Pyodide's WebAssembly, standard library and lock
// file, the wheels) chunk by chunk, and module scripts (Pyodide's own) whole, when the
// browser reports them loaded. Returns a function that stops counting.
function countDownloads(sizes, onBytes) {
  const counted = new Set();
  let counting = true;
  const count = (bytes) => {
    if (counting) onBytes(bytes);
  };
  const known = (url) => {
    const path = new URL(url, location.href).href.replace(base.href, "");
    return Object.hasOwn(sizes, path) && !counted.has(path) ? path : null;
  };
  const plainFetch = globalThis.fetch;
  globalThis.fetch = async (resource, init) => {
    const response = await plainFetch(resource, init);
    const path = known(resource instanceof Request ? resource.url : String(resource));
    if (path === null || !response.ok || response.body === null) return response;
    counted.add(path);
    const counter = new TransformStream({
      transform(chunk, controller) {
        count(chunk.byteLength);
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  const scripts = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      const path = known(entry.name);
      if (path !== null) {
        counted.add(path);
        count(sizes[path]);
      }
    }
  });
  scripts.observe({ type: "resource", buffered: true });
  return () => {
    counting = false;
    globalThis.fetch = plainFetch;
    scripts.disconnect();
  };
}

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
  return countDownloads(sizes, (bytes) => {
    received += bytes;
    progress.value = received;
    say();
    if (received >= total) status.textContent = "Starting Python…";
  });
}

function unavailable(message) {
  root.dataset.state = "unavailable";
  status.textContent = message;
}

let stopCounting = () => {};

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
  stopCounting = showProgress(manifest.downloads);
  const wheels = Promise.all(manifest.wheels.map((wheel) => fetchBytes(`wheels/${wheel}`)));
  const program = fetchBytes("render.py").then((bytes) => new TextDecoder().decode(bytes));
  for (const download of [wheels, program]) download.catch(() => {});
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href);
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
  for (const archive of await wheels) {
    pyodide.unpackArchive(archive, "wheel");
  }
  stopCounting();
  progress.hidden = true;
  pyodide.runPython(await program);
  const renderAll = pyodide.globals.get("render_all");
  let pending = 0;
  const update = () => {
    window.clearTimeout(pending);
    root.dataset.pending = "1";
    pending = window.setTimeout(() => {
      show(JSON.parse(renderAll(input.value, JSON.stringify(chosenOptions()))));
      root.dataset.pending = "0";
    }, 120);
  };
  input.addEventListener("input", update);
  form.addEventListener("input", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  status.textContent = `md-autolinks ${manifest.wheels[0].split("-")[1]} on Pyodide ${manifest.pyodide} (Python ${manifest.python})`;
  root.dataset.state = "ready";
  update();
}

start().catch((error) => {
  stopCounting();
  root.dataset.state = "failed";
  progress.hidden = true;
  status.textContent = `The playground could not start: ${error.message ?? error}`;
});
