// The playground's Python, in a module Web Worker so that the page stays responsive while
// Pyodide downloads, compiles and starts, and while it renders. The page sends
// {type: "start", manifest} once, then {type: "render", id, text, options} for each change;
// this worker answers with {type: "bytes", count} as downloads arrive, {type: "ready"} when
// Python can render, {type: "rendered", id, results} (or {type: "rendered", id, error}) for
// each render, and {type: "failed", message} if it cannot start. Every URL is relative to
// this script.
const base = new URL("./", import.meta.url);
let renderAll = null;

async function fetchBytes(path) {
  const response = await fetch(new URL(path, base));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// Report the bytes of every file in `sizes` ({path relative to this script: bytes}) as they
// arrive: bodies that `fetch` streams (Pyodide's WebAssembly, standard library and lock
// file, the wheels) chunk by chunk, and module scripts (Pyodide's own) whole, when the
// worker's resource timing reports them loaded. Chunks are reported together, at most every
// REPORT_EVERY_MS and at the end of each file, so that the page gets a few messages a second
// rather than one per chunk. Returns a function that stops counting.
const REPORT_EVERY_MS = 50;

function countDownloads(sizes) {
  const counted = new Set();
  let counting = true;
  let unreported = 0;
  let reportedAt = 0;
  const report = () => {
    if (counting && unreported > 0) postMessage({ type: "bytes", count: unreported });
    unreported = 0;
    reportedAt = performance.now();
  };
  const count = (bytes, whole) => {
    unreported += bytes;
    if (whole || performance.now() - reportedAt >= REPORT_EVERY_MS) report();
  };
  const known = (url) => {
    const path = new URL(url, base).href.replace(base.href, "");
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
        count(chunk.byteLength, false);
        controller.enqueue(chunk);
      },
      flush() {
        count(0, true);
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
        count(sizes[path], true);
      }
    }
  });
  scripts.observe({ type: "resource", buffered: true });
  return () => {
    report();
    counting = false;
    globalThis.fetch = plainFetch;
    scripts.disconnect();
  };
}

async function start(manifest) {
  const stopCounting = countDownloads(manifest.downloads);
  try {
    const wheels = Promise.all(manifest.wheels.map((wheel) => fetchBytes(`wheels/${wheel}`)));
    const program = fetchBytes("render.py").then((bytes) => new TextDecoder().decode(bytes));
    for (const download of [wheels, program]) download.catch(() => {});
    const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href);
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
    for (const archive of await wheels) {
      pyodide.unpackArchive(archive, "wheel");
    }
    pyodide.runPython(await program);
    renderAll = pyodide.globals.get("render_all");
  } finally {
    stopCounting();
  }
  postMessage({ type: "ready" });
}

onmessage = ({ data }) => {
  if (data.type === "start") {
    start(data.manifest).catch((error) => {
      postMessage({ type: "failed", message: String(error?.message ?? error) });
    });
  } else if (data.type === "render") {
    try {
      const results = JSON.parse(renderAll(data.text, JSON.stringify(data.options)));
      postMessage({ type: "rendered", id: data.id, results });
    } catch (error) {
      postMessage({ type: "rendered", id: data.id, error: String(error?.message ?? error) });
    }
  }
};
