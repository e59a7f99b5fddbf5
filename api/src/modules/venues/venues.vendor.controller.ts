import { Body, Controller, Delete, Get, Param, Post, Put, Res, UploadedFiles } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VendorOnly } from '../../common/guards/realm-auth.guards';
import { CurrentPrincipal, VendorPrincipal } from '../../common/decorators/principal.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { UPLOAD_OPTIONS, UseUploadInterceptors } from '../../common/uploads/upload.options';
import { DataFieldInterceptor } from '../../common/uploads/data-field.interceptor';
import { MessageDoc } from '../reference/reference.docs';
import { InvalidatesPublicCache } from '../public-cache/public-cache.decorators';
import { VenueDoc, VenueListDoc, VenueMessageDoc } from './venues.docs';
import { VENUE_FILE_FIELDS, VenueDto, VenueFiles } from './venues.dto';
import { VenuesService } from './venues.service';

const LOCKED = 'A vendor\'s approved venue: "This venue is approved and can no longer be edited. Contact admin if changes are needed."';

/** A vendor's own venues; another vendor's are 404. */
@ApiTags('vendor: reference data')
@InvalidatesPublicCache('meta', 'venues', 'performers', 'events')
@Controller('vendor/meta/venues')
@VendorOnly()
export class VenuesVendorController {
  constructor(private readonly venues: VenuesService) {}

  @Get()
  @ApiOperation({ summary: 'My venues with their status' })
  @ApiOkResponse({ type: VenueListDoc })
  listVenues(@CurrentPrincipal() vendor: VendorPrincipal) {
    return this.venues.vendorList(vendor.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my venues' })
  @ApiOkResponse({ type: VenueDoc })
  getVenue(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.venues.get(id, { kind: 'vendor', vendorId: vendor.id });
  }

  @Post()
  @UseUploadInterceptors(FileFieldsInterceptor(VENUE_FILE_FIELDS, UPLOAD_OPTIONS), DataFieldInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: "Propose a venue: 201 pending 'Submitted for approval', or 200 'Already exists (approved)' for an approved twin (same name and city)" })
  @ApiCreatedResponse({ type: VenueMessageDoc })
  @ApiOkResponse({ type: VenueMessageDoc, description: 'An approved twin already exists' })
  async createVenue(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Body() body: VenueDto,
    @UploadedFiles() files: VenueFiles = {},
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.venues.create(body, files, { kind: 'vendor', vendorId: vendor.id });
    res.status(result.created ? 201 : 200);
    return result.body;
  }

  @Put(':id')
  @UseUploadInterceptors(FileFieldsInterceptor(VENUE_FILE_FIELDS, UPLOAD_OPTIONS), DataFieldInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiOperation({ summary: 'Update my venue (details; images with clearImages); it goes back to review' })
  @ApiOkResponse({ type: VenueMessageDoc })
  @ApiConflictResponse({ description: LOCKED })
  updateVenue(
    @CurrentPrincipal() vendor: VendorPrincipal,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: VenueDto,
    @UploadedFiles() files: VenueFiles = {},
  ) {
    return this.venues.update(id, body, files, { kind: 'vendor', vendorId: vendor.id });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete my venue unless it is approved' })
  @ApiOkResponse({ type: MessageDoc })
  @ApiConflictResponse({ description: LOCKED })
  deleteVenue(@CurrentPrincipal() vendor: VendorPrincipal, @Param('id', ParseIdPipe) id: string) {
    return this.venues.delete(id, { kind: 'vendor', vendorId: vendor.id });
  }
}
