// The Swift core compiled to WebAssembly (Web/core/reckon.wasm, built by scripts/build-wasm), as
// one synchronous function: a tool's name and its JSON request in, the status and JSON text out,
// byte for byte what `POST /api/<tool>` answers. Plain i32 exports and no imports, so no glue
// generator and no runtime beyond WebAssembly itself: the same file runs in a page, a worker and
// Node 20.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Instantiates the module from its bytes (ArrayBuffer or a typed array), a fetch Response, or an
 * already compiled WebAssembly.Module (which can be posted to workers to compile only once);
 * resolves to `{ call(tool, bodyText) -> { status, json } }`.
 */
export async function instantiate(source) {
  const { instance } = await instantiated(source);
  const core = instance.exports;

  // Without host entropy every run would draw the same dice seeds and decider picks.
  const entropy = new Int32Array(2);
  globalThis.crypto.getRandomValues(entropy);
  core.reckon_seed(entropy[0], entropy[1]);

  return {
    call(tool, bodyText) {
      const name = encoder.encode(tool);
      const body = encoder.encode(bodyText);
      // reckon_input may grow memory, which detaches older views: every view is made after it.
      const start = core.reckon_input(name.length + body.length) >>> 0;
      const input = new Uint8Array(core.memory.buffer, start, name.length + body.length);
      input.set(name);
      input.set(body, name.length);
      const status = core.reckon_call(name.length, body.length);
      const json = decoder.decode(
        new Uint8Array(core.memory.buffer, core.reckon_output() >>> 0, core.reckon_output_length()));
      return { status, json };
    },
  };
}

async function instantiated(source) {
  if (source instanceof WebAssembly.Module) return { instance: await WebAssembly.instantiate(source, {}) };
  if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.ok) throw new Error(`reckon.wasm: the server answered ${source.status}`);
    // Streaming compiles while the bytes arrive, but browsers accept it only when the file is
    // served as application/wasm; anything else goes through the whole buffer.
    const type = source.headers.get('Content-Type') ?? '';
    if (WebAssembly.instantiateStreaming && type.split(';')[0].trim() === 'application/wasm') {
      return WebAssembly.instantiateStreaming(source, {});
    }
    return WebAssembly.instantiate(await source.arrayBuffer(), {});
  }
  return WebAssembly.instantiate(source, {});
}
