// The server render's thread (see ssr-render-threads.ts). Plain JavaScript so that the built server and the
// tests (which run the API's TypeScript sources) start the same file.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {import('@marketplace/shared-dto').ServerRenderer} (the bundle is CommonJS: its exports are the default) */
const renderer = (await import(pathToFileURL(workerData.bundle).href)).default;
/** The API answers asked of the main thread and not back yet, by call number. */
const calls = new Map();
let lastCall = 0;

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const call = calls.get(message.call);
    calls.delete(message.call);
    if (message.error) call.reject(new Error(message.error));
    else call.resolve(new Response(message.raw, { status: message.status, headers: { 'content-type': 'application/json; charset=utf-8' } }));
    return;
  }
  // a render: its API answers come from the main thread, which holds the database and the public cache
  const transport = (input) => new Promise((resolve, reject) => {
    lastCall += 1;
    calls.set(lastCall, { resolve, reject });
    parentPort.postMessage({ type: 'fetch', render: message.render, call: lastCall, url: String(input) });
  });
  renderer.render(message.url, transport).then(
    (page) => parentPort.postMessage({ type: 'done', render: message.render, page }),
    (err) => parentPort.postMessage({ type: 'done', render: message.render, error: err instanceof Error ? err.stack : String(err) }),
  );
});
