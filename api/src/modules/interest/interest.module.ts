import { Module } from '@nestjs/common';
import { InterestRepository } from './interest.repository';
import { InterestService } from './interest.service';
import { InterestPublicController } from './interest.public.controller';

@Module({
  controllers: [InterestPublicController],
  providers: [InterestRepository, InterestService],
})
export class InterestModule {}
