import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@marketplace/shared-dto';
import { DB, Database } from '../../db/database';

class HealthDoc implements HealthResponse {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DB) private readonly db: Database) {}

  @Get()
  @ApiOperation({ summary: 'Answers once the database answers' })
  @ApiOkResponse({ type: HealthDoc })
  async health(): Promise<HealthResponse> {
    await this.db.execute(sql`select 1`);
    return { status: 'ok' };
  }
}
