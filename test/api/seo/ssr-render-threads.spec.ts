import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SsrRenderThreads } from '../../../api/src/modules/ssr/ssr-render-threads';

/** A stand-in for public-ui's server bundle: it shows what its API call answered, and which thread rendered it. */
const BUNDLE = `
const { threadId } = require('node:worker_threads');
exports.render = async (url, transport) => {
  if (url === '/exit') process.exit(3);
  if (url === '/broken') throw new Error('this page cannot be rendered');
  const answer = await transport('/api/answer' + url);
  return { html: url + ' ' + answer.status + ' ' + (await answer.text()), css: '', cssNames: [], state: { threadId } };
};
`;

describe('the server render\'s threads', () => {
  let dir: string;
  let threads: SsrRenderThreads;
  const asked: string[] = [];
  const ask = async (url: string) => {
    asked.push(url);
    return { status: 200, raw: Buffer.from(JSON.stringify({ from: 'main thread' })) };
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ssr-threads-'));
    writeFileSync(join(dir, 'entry-server.cjs'), BUNDLE);
    threads = new SsrRenderThreads(join(dir, 'entry-server.cjs'), 1);
  });
  afterAll(async () => {
    await threads.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pages render in another thread, their API calls answered by the main thread', async () => {
    const page = await threads.render('/events?q=raga', ask);
    expect(page.html).toBe('/events?q=raga 200 {"from":"main thread"}');
    expect(asked).toEqual(['/api/answer/events?q=raga']);
    expect((page.state as { threadId: number }).threadId).not.toBe(0);
  });

  it('a call the main thread refuses fails in the render as a failed fetch; a page that throws is refused', async () => {
    const refused = threads.render('/who', async () => {
      throw new Error('depends on who asks');
    });
    await expect(refused).rejects.toThrow('depends on who asks');
    await expect(threads.render('/broken', ask)).rejects.toThrow('this page cannot be rendered');
  });

  it('a thread that dies fails its render, and the next render starts a new thread', async () => {
    const before = (await threads.render('/a', ask)).state as { threadId: number };
    await expect(threads.render('/exit', ask)).rejects.toThrow('exit code 3');
    const after = (await threads.render('/b', ask)).state as { threadId: number };
    expect(after.threadId).not.toBe(before.threadId);
  });
});
