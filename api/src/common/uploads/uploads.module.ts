import { Global, Module } from '@nestjs/common';
import { ImageStorage } from './image-storage.service';

@Global()
@Module({ providers: [ImageStorage], exports: [ImageStorage] })
export class UploadsModule {}
