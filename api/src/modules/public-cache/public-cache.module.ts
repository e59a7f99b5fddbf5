import { Global, Module } from '@nestjs/common';
import { PublicCacheService } from './public-cache.service';
import { PublicCacheInterceptor, PublicCacheInvalidator } from './public-cache.decorators';

@Global()
@Module({ providers: [PublicCacheService, PublicCacheInterceptor, PublicCacheInvalidator], exports: [PublicCacheService, PublicCacheInterceptor, PublicCacheInvalidator] })
export class PublicCacheModule {}
