import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ServerRenderedPage } from '@marketplace/shared-dto';

/** An API answer for a render, as the main thread gives it (the thread rebuilds the Response). */
export interface RenderAnswer {
  status: number;
  raw: Buffer;
}

/** A render under way: its result, and how its API calls are answered. */
interface Pending {
  ask: (url: string) => Promise<RenderAnswer>;
  resolve: (page: ServerRenderedPage) => void;
  reject: (err: Error) => void;
}

type FromThread =
  | { type: 'fetch'; render: number; call: number; url: string }
  | { type: 'done'; render: number; page?: ServerRenderedPage; error?: string };

/** A V8 heap of its own for each thread, bounded: a render's garbage cannot grow the process past it. */
const THREAD_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };

/**
 * React's server render runs in worker threads, so its synchronous slices (tens to hundreds of ms each) never
 * hold up the main event loop: the main thread only forwards the render's API calls (answered by the app
 * itself) and gets the page back. A thread that dies fails its renders (those pages go as the bare app) and
 * is started again at the next render.
 */
export class SsrRenderThreads {
  private readonly threads: ({ worker: Worker; renders: Set<number> } | null)[];
  private readonly pending = new Map<number, Pending>();
  private lastRender = 0;

  constructor(private readonly bundle: string, count: number) {
    this.threads = Array.from({ length: count }, () => null);
  }

  render(url: string, ask: Pending['ask']): Promise<ServerRenderedPage> {
    this.lastRender += 1;
    const render = this.lastRender;
    const thread = this.leastBusy();
    return new Promise((resolve, reject) => {
      this.pending.set(render, { ask, resolve, reject });
      thread.renders.add(render);
      thread.worker.postMessage({ type: 'render', render, url });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t?.worker.terminate()));
  }

  /** The thread with the fewest renders under way, started if it is not running. */
  private leastBusy() {
    let index = 0;
    for (let i = 0; i < this.threads.length; i += 1) {
      if (!this.threads[i]) {
        index = i;
        break;
      }
      if (this.threads[i]!.renders.size < this.threads[index]!.renders.size) index = i;
    }
    return (this.threads[index] ??= this.start(index));
  }

  private start(index: number) {
    const worker = new Worker(join(__dirname, 'ssr-render.worker.mjs'), { workerData: { bundle: this.bundle }, resourceLimits: THREAD_HEAP });
    // a render under way must not keep the process from exiting
    worker.unref();
    const thread = { worker, renders: new Set<number>() };
    worker.on('message', (message: FromThread) => {
      const pending = this.pending.get(message.render);
      if (!pending) return;
      if (message.type === 'fetch') {
        pending.ask(message.url).then(
          ({ status, raw }) => worker.postMessage({ type: 'answer', call: message.call, status, raw }),
          (err: Error) => worker.postMessage({ type: 'answer', call: message.call, error: err.message }),
        );
        return;
      }
      this.pending.delete(message.render);
      thread.renders.delete(message.render);
      if (message.page) pending.resolve(message.page);
      else pending.reject(new Error(message.error));
    });
    const fail = (err: Error) => {
      if (this.threads[index] !== thread) return;
      this.threads[index] = null;
      for (const render of thread.renders) {
        this.pending.get(render)?.reject(err);
        this.pending.delete(render);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
    return thread;
  }
}
