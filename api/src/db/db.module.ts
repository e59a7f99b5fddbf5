import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DB, DatabaseHandle } from './database';

export const DB_HANDLE = Symbol('DB_HANDLE');

/** Provides the opened, migrated database to every repository. The handle is opened before Nest boots. */
@Global()
@Module({})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(DB_HANDLE) private readonly handle: DatabaseHandle) {}

  static forHandle(handle: DatabaseHandle) {
    return {
      module: DbModule,
      providers: [
        { provide: DB_HANDLE, useValue: handle },
        { provide: DB, useValue: handle.db },
      ],
      exports: [DB, DB_HANDLE],
    };
  }

  async onApplicationShutdown() {
    await this.handle.close();
  }
}
