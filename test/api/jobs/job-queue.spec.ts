import { eq, like, sql } from 'drizzle-orm';
import { jobs } from '../../../api/src/db/schema';
import { JobsService } from '../../../api/src/modules/jobs/jobs.service';
import { JobsRepository } from '../../../api/src/modules/jobs/jobs.repository';
import { startTestApp, TestApp } from '../support/test-app';

import { drainJobs, sleep } from '../support/jobs';

describe('jobs: a PostgreSQL queue with de-duplication, retries with backoff and leases', () => {
  let t: TestApp;
  let queue: JobsService;
  const ran: string[] = [];
  const failuresLeft = new Map<string, number>();

  beforeAll(async () => {
    // no poller: the test runs passes itself; retries wait 1 s, then 2 s, 4 s … (long enough that a
    // pass on a busy machine never reaches the retry early)
    t = await startTestApp({ JOB_POLL_MS: '0', JOB_RETRY_BASE_MS: '1000' });
    queue = t.app.get(JobsService);
    queue.register<{ name: string }>('test.record', async ({ name }) => {
      const left = failuresLeft.get(name) ?? 0;
      if (left > 0) {
        failuresLeft.set(name, left - 1);
        throw new Error(`receiver refused ${name}`);
      }
      ran.push(name);
    }, { maxAttempts: 3 });
  });
  afterAll(async () => { await t?.close(); });
  beforeEach(() => { ran.length = 0; failuresLeft.clear(); });

  const jobOf = async (key: string) => (await t.db.select().from(jobs).where(eq(jobs.key, key)))[0];

  it('runs an enqueued job once and marks it done; the same key enqueued again is ignored', async () => {
    expect(await queue.enqueue('test.record', 'once:1', { name: 'a' })).toBe(true);
    expect(await queue.enqueue('test.record', 'once:1', { name: 'b' })).toBe(false);
    await drainJobs(queue);
    expect(await queue.enqueue('test.record', 'once:1', { name: 'c' })).toBe(false); // even after it ran
    await drainJobs(queue);
    expect(ran).toEqual(['a']);
    expect(await jobOf('once:1')).toMatchObject({ status: 'done', attempts: 1, lastError: null, payload: { name: 'a' } });
  });

  it('retries a failing job after a growing delay, then completes it', async () => {
    failuresLeft.set('flaky', 2);
    await queue.enqueue('test.record', 'retry:1', { name: 'flaky' });
    await drainJobs(queue);
    const first = await jobOf('retry:1');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'receiver refused flaky' });
    // not due before its backoff: another pass at once leaves it alone
    await drainJobs(queue);
    expect((await jobOf('retry:1')).attempts).toBe(1);
    expect(first.runAt.getTime() - first.updatedAt.getTime()).toBeGreaterThanOrEqual(990);

    await sleep(1100);
    await drainJobs(queue);
    const second = await jobOf('retry:1');
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    // the second delay doubles the first
    expect(second.runAt.getTime() - second.updatedAt.getTime()).toBeGreaterThanOrEqual(1990);

    await sleep(2100);
    await drainJobs(queue);
    expect(await jobOf('retry:1')).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(ran).toEqual(['flaky']);
    expect([1, 2, 3, 20].map((n) => queue.backoffMs(n))).toEqual([1000, 2000, 4000, 3_600_000]);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    failuresLeft.set('broken', 99);
    await queue.enqueue('test.record', 'fail:1', { name: 'broken' });
    for (const wait of [1100, 2100]) {
      await drainJobs(queue);
      await sleep(wait);
    }
    await drainJobs(queue);
    expect(await jobOf('fail:1')).toMatchObject({ status: 'failed', attempts: 3, lastError: 'receiver refused broken' });
    expect(ran).toEqual([]);
  });

  it('a job enqueued inside a transaction exists only if the transaction commits', async () => {
    await t.db.transaction(async (tx) => {
      await queue.enqueue('test.record', 'tx:commit', { name: 'committed' }, tx);
    });
    await t.db.transaction(async (tx) => {
      await queue.enqueue('test.record', 'tx:rollback', { name: 'rolled back' }, tx);
      tx.rollback();
    }).catch(() => undefined);
    await drainJobs(queue);
    expect(ran).toEqual(['committed']);
    expect(await jobOf('tx:rollback')).toBeUndefined();
  });

  it('a running job whose process died is picked again once its lease runs out', async () => {
    // another process took it and died: running, leased until a moment ago
    await t.db.insert(jobs).values({ kind: 'test.record', key: 'lease:1', payload: { name: 'orphan' }, status: 'running', attempts: 1, lockedUntil: sql`now() - interval '1 second'` });
    await t.db.insert(jobs).values({ kind: 'test.record', key: 'lease:2', payload: { name: 'busy' }, status: 'running', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` });
    await drainJobs(queue);
    expect(ran).toEqual(['orphan']);
    expect(await jobOf('lease:1')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobOf('lease:2')).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('pickers running at once (as several processes would) never take the same job', async () => {
    await t.db.insert(jobs).values(Array.from({ length: 40 }, (_, i) => ({ kind: 'test.parallel', key: `parallel:${i}`, payload: {} })));
    const repo = t.app.get(JobsRepository);
    const picked = await Promise.all(Array.from({ length: 8 }, () => repo.pick(['test.parallel'], 10, 60_000)));
    const ids = picked.flat().map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
    const rows = await t.db.select().from(jobs).where(like(jobs.key, 'parallel:%'));
    expect(rows.every((r) => r.status === 'running' && r.attempts === 1)).toBe(true);
  });

  it('a kind registered twice is refused (two handlers would race for its jobs)', () => {
    expect(() => queue.register('test.record', async () => undefined)).toThrow('registered twice');
  });
});

describe('jobs: each process polls on its own', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ JOB_POLL_MS: '100', JOB_RETRY_BASE_MS: '50' }); });
  afterAll(async () => { await t?.close(); });

  it('runs an enqueued job, and one another process enqueued, without being asked', async () => {
    const ran: string[] = [];
    t.app.get(JobsService).register<{ name: string }>('test.poll', async ({ name }) => { ran.push(name); });
    await t.app.get(JobsService).enqueue('test.poll', 'poll:1', { name: 'here' });
    // as another process would: a plain row in the table
    await t.db.insert(jobs).values({ kind: 'test.poll', key: 'poll:2', payload: { name: 'elsewhere' } });
    for (let i = 0; i < 50 && ran.length < 2; i += 1) await sleep(100);
    expect(ran.sort()).toEqual(['elsewhere', 'here']);
  });
});
