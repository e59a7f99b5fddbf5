import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { ServerRenderedPage } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { CACHE_CONTROL, PublicCacheService } from '../public-cache/public-cache.service';
import { requestInProcess } from './in-process-request';
import { SsrRenderThreads } from './ssr-render-threads';

/**
 * The query parameters public pages read; any other is dropped before a page is rendered or kept. `code` is a
 * shared link's access code (issue 23): the event page shows the hidden ticket types it unlocks.
 */
const PAGE_PARAMS = new Set(['q', 'cats', 'category', 'date', 'from', 'to', 'minPrice', 'maxPrice', 'city', 'venue', 'language', 'languages', 'performer', 'sort', 'page', 'tab', 'code']);
const ACCESS_CODE = /^[A-Za-z0-9-]{4,20}$/;
const MAX_QUERY_TEXT = 100;

/**
 * A query string as rendered pages are made and kept by: unknown parameters dropped, the first of each kept,
 * `q` trimmed and cut to 100 characters, a malformed `code` and empty values dropped, sorted. Endless made-up URLs then make few pages.
 */
export function normalisedSearch(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, raw] of new URLSearchParams(search)) {
    if (!PAGE_PARAMS.has(name) || kept.has(name)) continue;
    if (name === 'code' && !ACCESS_CODE.test(raw)) continue; // no ticket type has it: the page the browser renders without one
    const value = name === 'q' ? raw.trim().slice(0, MAX_QUERY_TEXT) : raw;
    if (value) kept.set(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** Roughly what a kept page holds in memory, in bytes (strings count two per character). */
const bytesOf = (page: ServerRenderedPage | null) => (page ? 2 * (page.html.length + page.css.length + JSON.stringify(page.state).length) : 64);

/**
 * The public site's first view rendered on the server (public-ui's dist-server bundle, run in a worker thread
 * so the main event loop is never held by React), which the browser's React adopts. The page's API answers
 * come from this process: the public read cache, or the app itself through a connection made in memory (no
 * socket). A rendered page is kept in the public cache under its answers'
 * tags, so a change that drops one of them (here or, by NOTIFY, in another process) drops the page too.
 */
@Injectable()
export class SsrService implements OnModuleDestroy {
  private readonly logger = new Logger(SsrService.name);
  /** The render threads, made at the first page; null in a build without the server render. */
  private threads: SsrRenderThreads | null | undefined;
  /** Renders under way, so visitors arriving together wait for one render of a page. */
  private readonly rendering = new Map<string, Promise<ServerRenderedPage | null>>();
  /** Renders started in the current second. */
  private second = 0;
  private startedThisSecond = 0;

  constructor(
    private readonly cache: PublicCacheService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The page at `path` and `search` (with its `?`) rendered, or null: then the bare app is sent, as before.
   * A render is CPU and database work in this process, and query strings are endless: past the budget (renders
   * at once, renders started per second) a visitor gets the page as last rendered, even if it is past its
   * lifetime, or else the bare app, which the browser builds.
   */
  async render(path: string, search: string): Promise<ServerRenderedPage | null> {
    const url = path + normalisedSearch(search);
    const key = `ssr:${url}`;
    const kept = this.cache.derivedValue<ServerRenderedPage | null>(key);
    if (kept !== undefined) return kept;
    let pending = this.rendering.get(key);
    if (!pending) {
      if (!this.withinBudget()) return this.cache.derivedValue<ServerRenderedPage | null>(key, true) ?? null;
      pending = this.renderAndKeep(key, url).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  /** Whether one more render may start now (and counts it when so). */
  private withinBudget(): boolean {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.startedThisSecond = 0;
    }
    if (this.rendering.size >= this.config.ssr.rendersAtOnce || this.startedThisSecond >= this.config.ssr.rendersPerSecond) return false;
    this.startedThisSecond += 1;
    return true;
  }

  private async renderAndKeep(key: string, url: string): Promise<ServerRenderedPage | null> {
    const threads = this.load();
    if (!threads) return null;
    const generation = this.cache.generation;
    const tags = new Set<string>();
    let keepable = true;
    const ask = async (input: string) => {
      const answer = await this.answer(input);
      if (!answer.tags) keepable = false;
      answer.tags?.forEach((t) => tags.add(t));
      return answer;
    };
    let page: ServerRenderedPage | null = null;
    try {
      page = await threads.render(url, ask);
    } catch (err) {
      this.logger.warn(`${url} goes unrendered: ${(err as Error).message}`);
    }
    // a page that cannot be rendered is not tried again until what it shows changes
    if (keepable) this.cache.keepDerived(key, page, tags, generation, bytesOf(page));
    return page;
  }

  /**
   * A public GET's answer: the kept bytes, or the app's own answer to a request made in process (which keeps it).
   * `tags` is null when the answer was not kept (a write ran meanwhile, or it failed): a page showing it is
   * not kept either. An answer that is not the same for everyone rejects, so the page leaves it to the browser.
   */
  private async answer(url: string): Promise<{ status: number; raw: Buffer; tags: ReadonlySet<string> | null }> {
    const hit = this.cache.lookup(url);
    if (hit) return { status: 200, ...hit };
    const server: Server = this.adapterHost.httpAdapter.getHttpServer();
    const res = await requestInProcess(server, url);
    if (res.status === 200 && res.headers['cache-control'] !== CACHE_CONTROL) throw new Error(`${url} depends on who asks`);
    return { status: res.status, raw: res.body, tags: this.cache.lookup(url)?.tags ?? null };
  }

  /** Without the bundle (a build without the server render) pages go as before. */
  private load(): SsrRenderThreads | null {
    if (this.threads === undefined) {
      const bundle = join(this.config.webRoot, 'public-ui', 'dist-server', 'entry-server.cjs');
      this.threads = existsSync(bundle) ? new SsrRenderThreads(bundle, this.config.ssr.renderThreads) : null;
    }
    return this.threads;
  }

  async onModuleDestroy(): Promise<void> {
    await this.threads?.close();
  }
}
