import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's start-up wiring: one line per module and per route, useful only when debugging the wiring. */
const WIRING_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** The app's logger: nestjs-pino's, with Nest's wiring messages moved down to debug so a start prints only what matters. */
@Injectable()
export class AppLogger extends Logger {
  log(message: unknown, ...optionalParams: unknown[]) {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && WIRING_CONTEXTS.has(context)) return this.debug(message, ...optionalParams);
    return super.log(message, ...optionalParams);
  }
}
