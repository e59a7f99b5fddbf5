import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { KindPipe } from './reference-kinds';
import { SubmissionDto } from './reference.dto';
import { ReferenceListDoc, SubmissionDoc } from './reference.docs';
import { ReferenceService } from './reference.service';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const SUBMITTABLE = ['categories', 'tags', 'languages', 'performers'] as const;
const submittable = new KindPipe(SUBMITTABLE);

/**
 * A vendor's reference submissions. Registered after VenuesVendorController (VenuesModule is imported
 * first), whose `venues…` routes take precedence over `:kind`.
 */
@ApiTags('vendor: reference data')
@InvalidatesPublicCache('meta', 'venues', 'performers', 'events')
@Controller('vendor/meta')
@VendorOnly()
export class ReferenceVendorController {
  constructor(private readonly refs: ReferenceService) {}

  @Get(':kind')
  @ApiParam({ name: 'kind', enum: SUBMITTABLE })
  @ApiOperation({ summary: 'My submissions of a kind, with their status' })
  @ApiOkResponse({ type: ReferenceListDoc })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Param('kind', submittable) kind: (typeof SUBMITTABLE)[number]) {
    return this.refs.vendorList(kind, vendor.id);
  }

  @Post(':kind')
  @ApiParam({ name: 'kind', enum: SUBMITTABLE })
  @ApiOperation({
    summary: 'Propose a name (`{name}`; performers `{name, role}`)',
    description: "201 pending ('Submitted for admin approval.'); 200 approved when the name exists approved; 409 naming a pending or rejected duplicate.",
  })
  @ApiCreatedResponse({ type: SubmissionDoc })
  @ApiOkResponse({ type: SubmissionDoc, description: 'The name exists approved' })
  @ApiConflictResponse({ description: 'The name is already awaiting approval, or was rejected' })
  async submit(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Param('kind', submittable) kind: (typeof SUBMITTABLE)[number],
    @Body() dto: SubmissionDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.refs.submit(kind, vendor, dto);
    res.status(result.created ? 201 : 200);
    return result.body;
  }
}
