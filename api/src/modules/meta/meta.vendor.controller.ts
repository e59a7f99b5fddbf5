import { Body, Controller, Delete, Get, Param, Post, Put, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UPLOAD_OPTIONS } from '../../common/uploads/upload.options';
import { KindPipe } from './meta-kinds';
import { SubmissionDto } from './meta.dto';
import { MessageDoc, ReferenceListDoc, SubmissionDoc, VenueDoc, VenueListDoc, VenueMessageDoc } from './meta.docs';
import { MetaService } from './meta.service';
import { VENUE_FILE_FIELDS, VenueBodyDto, VenueFiles } from './venues.dto';
import { VenuesService } from './venues.service';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';

const SUBMITTABLE = ['categories', 'tags', 'languages', 'performers'] as const;
const submittable = new KindPipe(SUBMITTABLE);
const LOCKED = 'A vendor\'s approved venue: "This venue is approved and can no longer be edited. Contact admin if changes are needed."';

/** A vendor's own venues and reference submissions; another vendor's are 404. Venue routes come before `:kind`. */
@ApiTags('vendor: reference data')
@InvalidatesPublicCache('meta', 'venues', 'performers', 'events')
@Controller('vendor/meta')
@VendorOnly()
export class MetaVendorController {
  constructor(private readonly meta: MetaService, private readonly venues: VenuesService) {}

  @Get('venues')
  @ApiOperation({ summary: 'My venues with their status' })
  @ApiOkResponse({ type: VenueListDoc })
  listVenues(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.venues.vendorList(vendor.id);
  }

  @Get('venues/:id')
  @ApiOperation({ summary: 'One of my venues' })
  @ApiOkResponse({ type: VenueDoc })
  getVenue(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.venues.get(id, { kind: 'vendor', vendorId: vendor.id });
  }

  @Post('venues')
  @UseInterceptors(FileFieldsInterceptor(VENUE_FILE_FIELDS, UPLOAD_OPTIONS))
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: "Propose a venue: 201 pending 'Submitted for approval', or 200 'Already exists (approved)' for an approved twin (same name and city)" })
  @ApiCreatedResponse({ type: VenueMessageDoc })
  async createVenue(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Body() body: VenueBodyDto,
    @UploadedFiles() files: VenueFiles = {},
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.venues.create(body, files, { kind: 'vendor', vendorId: vendor.id });
    res.status(result.created ? 201 : 200);
    return result.body;
  }

  @Put('venues/:id')
  @UseInterceptors(FileFieldsInterceptor(VENUE_FILE_FIELDS, UPLOAD_OPTIONS))
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Update my venue (details; images with clearImages); it goes back to review' })
  @ApiOkResponse({ type: VenueMessageDoc })
  @ApiConflictResponse({ description: LOCKED })
  updateVenue(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: VenueBodyDto,
    @UploadedFiles() files: VenueFiles = {},
  ) {
    return this.venues.update(id, body, files, { kind: 'vendor', vendorId: vendor.id });
  }

  @Delete('venues/:id')
  @ApiOperation({ summary: 'Delete my venue unless it is approved' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiConflictResponse({ description: LOCKED })
  deleteVenue(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.venues.delete(id, { kind: 'vendor', vendorId: vendor.id });
  }

  @Get(':kind')
  @ApiParam({ name: 'kind', enum: SUBMITTABLE })
  @ApiOperation({ summary: 'My submissions of a kind, with their status' })
  @ApiOkResponse({ type: ReferenceListDoc })
  list(@CurrentPrincipal() vendor: VendorPrincipal, @Param('kind', submittable) kind: (typeof SUBMITTABLE)[number]) {
    return this.meta.vendorList(kind, vendor.id);
  }

  @Post(':kind')
  @ApiParam({ name: 'kind', enum: SUBMITTABLE })
  @ApiOperation({
    summary: 'Propose a name (`{name}`; performers `{name, role}`)',
    description: "201 pending ('Submitted for admin approval.'); 200 approved when the name exists approved; 409 naming a pending or rejected duplicate.",
  })
  @ApiCreatedResponse({ type: SubmissionDoc })
  @ApiConflictResponse({ description: 'The name is already awaiting approval, or was rejected' })
  async submit(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Param('kind', submittable) kind: (typeof SUBMITTABLE)[number],
    @Body() dto: SubmissionDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.meta.submit(kind, vendor, dto);
    res.status(result.created ? 201 : 200);
    return result.body;
  }
}
