import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AppLogger } from './common/logging/app-logger';
import { AppConfig } from './config/app.config';
import { DatabaseHandle } from './db/database';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { SafeInputPipe } from './common/pipes/safe-input.pipe';
import { useIncomingUploads } from './common/uploads/upload.options';

const BODY_LIMIT = '2mb';
import { mountStatic } from './web/static';
import { useSecurityHeaders } from './common/http/security-headers';
import { completeOpenApiDocument } from './common/http/openapi-document';
import { rejectNul } from './common/http/reject-nul';
import { SeoService } from './modules/seo/seo.service';
import { serveCachedBeforeApp } from './modules/public-cache/public-cache.front';

/** Builds the whole app (API, docs, uploads, UIs) on an opened, migrated database; used by main and by tests. */
export async function createApp(config: AppConfig, db: DatabaseHandle): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, db), { bufferLogs: true, rawBody: true, bodyParser: false });
  app.useLogger(app.get(AppLogger));
  app.set('trust proxy', process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : false);
  app.disable('x-powered-by');
  app.use(rejectNul);
  useSecurityHeaders(app.getHttpAdapter().getInstance(), { razorpay: config.paymentProvider === 'razorpay' });
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: false, maxAge: 600 });
  // event lists are tens of kilobytes of JSON; gzip makes them a fifth of that on the wire
  app.use(compression());
  // content pages may hold 500,000 characters; anything bigger is 413 with the error body
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { extended: true, limit: BODY_LIMIT });
  useIncomingUploads(app.getHttpAdapter().getInstance(), config.uploadDir);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new SafeInputPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const doc = new DocumentBuilder()
    .setTitle('Utsav events marketplace API')
    .setDescription('Back office (/api/admin), vendor portal (/api/vendor), public site and buyers (/api). Errors: {statusCode, error, message, details?}.')
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Administrator token' }, 'admin')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Vendor token' }, 'vendor')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'User (buyer) token' }, 'user')
    .build();
  if (config.docsEnabled) SwaggerModule.setup('docs', app, () => completeOpenApiDocument(SwaggerModule.createDocument(app, doc), config.publicUrl), { jsonDocumentUrl: 'docs-json' });

  mountStatic(app.getHttpAdapter().getInstance(), { uploadDir: config.uploadDir, webRoot: config.webRoot, site: app.get(SeoService) });
  await app.init();
  serveCachedBeforeApp(app);
  return app;
}
