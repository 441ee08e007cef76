// The playground page: load Pyodide and the wheels served with the site, then render the
// input in every mode on each change. Every URL is relative to this script.
const base = new URL("./", import.meta.url);
const root = document.getElementById("pg");
const status = document.getElementById("pg-status");
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

function show(results) {
  for (const [mode, result] of Object.entries(results)) {
    const rendered = document.getElementById(`pg-out-${mode}`);
    const source = document.getElementById(`pg-html-${mode}`);
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

async function start() {
  const manifest = await (await fetch(new URL("manifest.json", base))).json();
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href);
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
  for (const wheel of manifest.wheels) {
    pyodide.unpackArchive(await fetchBytes(`wheels/${wheel}`), "wheel");
  }
  const program = await (await fetch(new URL("render.py", base))).text();
  pyodide.runPython(program);
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
  root.dataset.state = "failed";
  status.textContent = `The playground could not start: ${error}`;
});
