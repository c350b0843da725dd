import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';
import { MediaController } from './media.controller';
import { MediaUploadService } from './media-upload.service';

/** Files and profile photos of people, in the object store (@tempo/storage). */
@Module({
  imports: [PeopleModule],
  providers: [FilesService, MediaUploadService, FilesResolver],
  controllers: [MediaController],
})
export class FilesModule {}
