import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/app.config';
import { DatabaseHandle } from './db/database';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { mountStatic } from './web/static';
import { serveCachedBeforeApp } from './modules/public-cache/public-cache.front';

/** Builds the whole app (API, docs, uploads, UIs) on an opened, migrated database; used by main and by tests. */
export async function createApp(config: AppConfig, db: DatabaseHandle): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, db), { bufferLogs: true, rawBody: true });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : false);
  app.disable('x-powered-by');
  // event lists are tens of kilobytes of JSON; gzip makes them a fifth of that on the wire
  app.use(compression());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
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
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, doc), { jsonDocumentUrl: 'docs-json' });

  mountStatic(app.getHttpAdapter().getInstance(), { uploadDir: config.uploadDir, webRoot: config.webRoot });
  await app.init();
  serveCachedBeforeApp(app);
  return app;
}
