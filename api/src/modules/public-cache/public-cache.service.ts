import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import { DB_HANDLE } from '../../db/db.module';
import { acceptedCoding } from '../../common/http/content-coding';
import type { DatabaseHandle } from '../../db/database';
import { APP_CONFIG, AppConfig } from '../../config/app.config';

/** What a cached answer may be about. A write names the groups it changes; a booking names its event's id. */
export type CacheGroup = 'events' | 'venues' | 'performers' | 'meta' | 'hero' | 'content';

export const CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
const CHANNEL = 'public_cache';
/** In-process lifetime: lists drop events once they are over, and a weekend filter moves with the clock. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2000;
const RELISTEN_MS = 1000;
/**
 * Bookings tell the other processes of their events' changes together, once per this long: a notification in the
 * booking's own statement serialised every commit of the cluster behind PostgreSQL's notify queue lock, held
 * through the WAL flush (docs/benchmarks.md, holds); the other processes' pages may show availability this late.
 */
const BOOKED_NOTICE_MS = 50;
/** pg_notify's payload is at most 8,000 bytes: a batch of ids goes in notifications below that. */
const NOTICE_PAYLOAD_BYTES = 7000;
/** Headers of the first answer that are not copied to cached ones: per-request or about the body. */
const NOT_COPIED = new Set([
  'content-length', 'content-type', 'content-encoding', 'etag', 'cache-control', 'vary', 'set-cookie', 'date',
  'connection', 'transfer-encoding', 'last-modified', 'x-request-id', 'keep-alive',
]);


interface Entry {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  /** Groups, and `id:<uuid>` for every record the answer shows. */
  tags: Set<string>;
  expiresAt: number;
}

interface Derived {
  value: unknown;
  tags: Set<string>;
  expiresAt: number;
  bytes: number;
}

/** Path plus its query parameters sorted, so `?b=1&a=2` and `?a=2&b=1` share one entry. */
export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

/** Every string `id` in the answer: the records it shows, so a change to one of them drops it. */
function idsIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string') out.add(`id:${v}`);
      else if (v && typeof v === 'object') idsIn(v, out);
    }
  }
  return out;
}

const etagOf = (raw: Buffer) => `"${createHash('sha1').update(raw).digest('base64url')}"`;

/**
 * Anonymous public answers kept as JSON, gzip and brotli bytes, served by `serve` in front of Express.
 * Writes call `invalidate`; on a PostgreSQL server the invalidation is also published with NOTIFY so
 * every process drops the same entries. An answer computed while an invalidation ran is not stored
 * (the generation counter), so a read racing a write never caches the old state.
 */
@Injectable()
export class PublicCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PublicCacheService.name);
  private readonly entries = new Map<string, Entry>();
  /**
   * Things made from cached answers (server-rendered pages), kept under their answers' tags: an LRU bounded
   * in bytes (the Map's order is the use order). One past its lifetime stays until evicted or invalidated,
   * for `derivedValue(key, true)`.
   */
  private readonly derived = new Map<string, Derived>();
  private derivedBytes = 0;
  private gen = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private closing = false;
  /** Events booked since the last batch notice, and the timer that sends it. */
  private readonly booked = new Set<string>();
  private bookedTimer: NodeJS.Timeout | null = null;
  /** On a server, nothing is stored unless this process hears the others' invalidations. */
  private hearing: boolean;

  constructor(@Inject(DB_HANDLE) private readonly handle: DatabaseHandle, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.hearing = !handle.pubsub;
  }

  async onModuleInit() {
    await this.listen();
  }

  async onModuleDestroy() {
    this.closing = true;
    await this.sendBooked();
    await this.unlisten?.();
  }

  /** Taken before computing an answer and handed to `store`. */
  get generation(): number {
    return this.gen;
  }

  /** The strong ETag `store` will give this body, for the first answer's own headers. */
  describe(body: unknown): { raw: Buffer; etag: string } {
    const raw = Buffer.from(JSON.stringify(body));
    return { raw, etag: etagOf(raw) };
  }

  /**
   * Keeps the answer unless an invalidation ran since `generation` was taken. Compressed here, at once
   * (a few milliseconds, once per entry), so the very next request is already a hit.
   */
  store(url: string, raw: Buffer, etag: string, body: unknown, groups: (CacheGroup | `id:${string}`)[], headers: OutgoingHttpHeaders, generation: number) {
    if (generation !== this.gen || !this.hearing) return;
    const gz = gzipSync(raw, { level: 6 });
    const br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!NOT_COPIED.has(name) && value !== undefined) kept[name] = value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cacheKey(url), {
      raw, gzip: gz, br, etag, headers: kept,
      tags: idsIn(body, new Set<string>(groups)),
      expiresAt: Date.now() + TTL_MS,
    });
  }

  /** A kept answer's JSON bytes and what it is about (groups and record ids), or null. */
  lookup(url: string): { raw: Buffer; tags: ReadonlySet<string> } | null {
    const entry = this.live(this.entries, cacheKey(url));
    return entry && { raw: entry.raw, tags: entry.tags };
  }

  /**
   * Keeps a value made from kept answers under their tags, so any change that drops one of them drops it
   * too (here and, through the same notifications, in the other processes), unless an invalidation ran
   * since `generation` was taken.
   */
  keepDerived(key: string, value: unknown, tags: Iterable<string>, generation: number, bytes: number) {
    if (generation !== this.gen || !this.hearing) return;
    this.forgetDerived(key);
    this.derived.set(key, { value, tags: new Set(tags), expiresAt: Date.now() + TTL_MS, bytes });
    this.derivedBytes += bytes;
    // the least recently used go first, until the rest fits
    for (const old of this.derived.keys()) {
      if (this.derivedBytes <= this.config.ssr.cacheBytes && this.derived.size <= MAX_ENTRIES) break;
      this.forgetDerived(old);
    }
  }

  /** What `keepDerived` kept under the key (past its lifetime too when `stale`), undefined when nothing is. */
  derivedValue<T>(key: string, stale = false): T | undefined {
    const found = this.derived.get(key);
    if (!found || (!stale && found.expiresAt <= Date.now())) return undefined;
    // used now: last in the eviction order
    this.derived.delete(key);
    this.derived.set(key, found);
    return found.value as T;
  }

  private forgetDerived(key: string) {
    const found = this.derived.get(key);
    if (!found) return;
    this.derived.delete(key);
    this.derivedBytes -= found.bytes;
  }

  /** Answers a GET from the cache (200 or 304); false when the request is not a hit and must go on to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return false;
    const entry = this.live(this.entries, cacheKey(req.url));
    if (!entry) return false;
    const headers: OutgoingHttpHeaders = { ...entry.headers, etag: entry.etag, 'cache-control': CACHE_CONTROL, vary: 'Accept-Encoding' };
    // If-None-Match as HTTP reads it: a list, weak forms and `*` too
    if (fresh(req.headers, { etag: entry.etag })) {
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = acceptedCoding(req, ['br', 'gzip']);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw;
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers).end(body);
    return true;
  }

  /** Drops every answer about these groups or record ids (`id:<uuid>`), here and in the other processes. */
  async invalidate(tags: (CacheGroup | `id:${string}`)[]): Promise<void> {
    this.drop(tags);
    if (this.handle.pubsub) await this.handle.pubsub.notify(CHANNEL, tags.join(','));
  }

  /**
   * A booking took or gave back tickets (the event's detail and the lists showing it change), without waiting: this
   * process's entries showing the event go now, and the other processes hear it in the next batch notice (within
   * BOOKED_NOTICE_MS), one notification for every event booked meanwhile.
   */
  eventChanged(eventId: string): void {
    this.drop([`id:${eventId}`]);
    if (!this.handle.pubsub) return;
    this.booked.add(eventId);
    this.bookedTimer ??= setTimeout(() => void this.sendBooked(), BOOKED_NOTICE_MS);
  }

  private async sendBooked(): Promise<void> {
    if (this.bookedTimer) clearTimeout(this.bookedTimer);
    this.bookedTimer = null;
    const tags = [...this.booked].map((id) => `id:${id}`);
    this.booked.clear();
    const batches: string[] = [];
    for (const tag of tags) {
      const last = batches.length - 1;
      if (last >= 0 && batches[last].length + tag.length < NOTICE_PAYLOAD_BYTES) batches[last] += `,${tag}`;
      else batches.push(tag);
    }
    try {
      for (const payload of batches) await this.handle.pubsub!.notify(CHANNEL, payload);
    } catch (err) {
      this.logger.error(`publishing booked events failed: ${(err as Error).message}`);
    }
  }

  private live<T extends { expiresAt: number }>(map: Map<string, T>, key: string): T | null {
    const found = map.get(key);
    if (!found) return null;
    if (found.expiresAt > Date.now()) return found;
    map.delete(key);
    return null;
  }

  private drop(tags: string[]) {
    this.gen += 1;
    for (const [key, entry] of this.entries) if (tags.some((t) => entry.tags.has(t))) this.entries.delete(key);
    for (const [key, entry] of this.derived) if (tags.some((t) => entry.tags.has(t))) this.forgetDerived(key);
  }

  private clear() {
    this.gen += 1;
    this.entries.clear();
    this.derived.clear();
    this.derivedBytes = 0;
  }

  private async listen(): Promise<void> {
    if (!this.handle.pubsub || this.closing) return;
    const lost = () => {
      // notifications may have been missed while disconnected: nothing cached can be trusted
      this.hearing = false;
      this.clear();
      this.unlisten = null;
      if (!this.closing) setTimeout(() => void this.listen(), RELISTEN_MS).unref();
    };
    try {
      this.unlisten = await this.handle.pubsub.listen(CHANNEL, (payload) => this.drop(payload.split(',')), lost);
      this.hearing = true;
    } catch (err) {
      this.logger.error(`listening for cache invalidations failed: ${(err as Error).message}`);
      lost();
    }
  }
}
