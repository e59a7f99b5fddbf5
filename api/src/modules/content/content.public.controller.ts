import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentService } from './content.service';
import { ContentPageEnvelopeDoc } from './content.docs';
import { PublicCached } from '../public-cache/public-cache.decorators';

@ApiTags('public: content')
@Controller('content/public')
export class ContentPublicController {
  constructor(private readonly content: ContentService) {}

  @Get(':page')
  @PublicCached('content')
  @ApiOperation({
    summary: 'An active content page by key (about, contact, privacy-policy, terms-of-service, help-center)',
    description:
      'No login. Answers {success, data: page} where data also holds the page again under data.data: the public site ' +
      'reads data.data.title, other clients data.title. Inactive, missing or unknown pages are 404 "Content not found".',
  })
  @ApiOkResponse({ type: ContentPageEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Content not found' })
  byPage(@Param('page') page: string) {
    return this.content.getPublic(page);
  }
}
