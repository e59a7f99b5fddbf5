import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { mergeMap, Observable, tap } from 'rxjs';
import { CACHE_CONTROL, CacheGroup, PublicCacheService } from './public-cache.service';

const CACHED = 'public-cache:groups';
const INVALIDATES = 'public-cache:invalidates';

/**
 * Stores a public GET's answer for the cache in front of Express and gives it the cache headers. Only
 * for answers that are the same for everyone: a token sent with the request must not change them.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCacheService, private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const groups = this.reflector.get<CacheGroup[]>(CACHED, ctx.getHandler());
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const generation = this.cache.generation;
    return next.handle().pipe(tap((body) => {
      const { raw, etag } = this.cache.describe(body);
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', CACHE_CONTROL);
      // a handler may file its answer under records it does not show (res.locals.cacheTags: `id:<uuid>`)
      const tags = [...groups, ...((res.locals.cacheTags as `id:${string}`[] | undefined) ?? [])];
      this.cache.store(req.originalUrl, raw, etag, body, tags, res.getHeaders(), generation);
    }));
  }
}

/** Drops the named groups from the public cache after every successful write of the controller or handler. */
@Injectable()
export class PublicCacheInvalidator implements NestInterceptor {
  constructor(private readonly cache: PublicCacheService, private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.switchToHttp().getRequest<Request>().method === 'GET') return next.handle();
    const groups = this.reflector.getAllAndOverride<CacheGroup[]>(INVALIDATES, [ctx.getHandler(), ctx.getClass()]);
    // before the answer leaves, so the writer's next read already sees the change
    return next.handle().pipe(mergeMap(async (body) => {
      await this.cache.invalidate(groups);
      return body;
    }));
  }
}

export const PublicCached = (...groups: CacheGroup[]) => applyDecorators(SetMetadata(CACHED, groups), UseInterceptors(PublicCacheInterceptor));

export const InvalidatesPublicCache = (...groups: CacheGroup[]) =>
  applyDecorators(SetMetadata(INVALIDATES, groups), UseInterceptors(PublicCacheInvalidator));
