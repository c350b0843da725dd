import { Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseObjectKey, readAll, resizeImage, servedSize } from '@tempo/storage';
import { FilesService } from './files.service';
import { verifyDownload, verifyGrant } from './media-token';
import { MediaUploadService, UploadRefused } from './media-upload.service';

/** Reads a request body, refusing it (null) once it is longer than `max` bytes. */
async function readCapped(req: Request, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Media of people, reached through the gateway's /media/ route: PUT an upload
 * with the grant GraphQL gave; GET a profile photo at twice the requested size
 * (001 §9), or a file with its signed, expiring link.
 */
@Controller('media')
export class MediaController {
  constructor(
    private readonly files: FilesService,
    private readonly uploads: MediaUploadService,
  ) {}

  @Put('upload/:token')
  async upload(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const grant = verifyGrant(token, this.files.config.SERVICE_TOKEN_SECRET, this.files.nowSeconds());
    if (!grant) {
      res.status(403).json({ error: 'This upload link is invalid or has expired' });
      return;
    }
    const body = await readCapped(req, grant.size);
    try {
      if (!body) throw new UploadRefused('The file is not the size that was declared', 413);
      res.status(201).json(await this.uploads.receive(grant, body));
    } catch (e) {
      if (e instanceof UploadRefused) res.status(e.status).json({ error: e.message });
      else throw e;
    }
  }

  @Get(':business/:folder/:file')
  async get(
    @Param('business') business: string,
    @Param('folder') folder: string,
    @Param('file') file: string,
    @Query() q: Record<string, string | undefined>,
    @Res() res: Response,
  ): Promise<void> {
    const key = `${business}/${folder}/${file}`;
    const parts = parseObjectKey(key);
    const secret = this.files.config.SERVICE_TOKEN_SECRET;
    const open = parts?.folder === 'profile_photos';
    if (!parts || (!open && !verifyDownload(key, q.exp, q.sig, secret, this.files.nowSeconds()))) {
      res.status(404).end();
      return;
    }
    if (open) return this.photo(key, Number(q.size), res);
    const stored = await this.files.objects.get(key);
    if (!stored) {
      res.status(404).end();
      return;
    }
    res.setHeader('content-type', stored.contentType);
    res.setHeader('content-disposition', `attachment; filename="${parts.fileName}"`);
    res.setHeader('cache-control', 'private, max-age=600');
    stored.body.pipe(res);
  }

  /** A profile photo at twice the requested size (default 50 -> 100 px), each size made once and kept. */
  private async photo(key: string, requested: number, res: Response): Promise<void> {
    const px = servedSize(Number.isFinite(requested) && requested > 0 ? requested : undefined);
    const variant = `${key}@${px}`;
    const stored = await this.files.objects.get(variant);
    if (!stored) {
      const original = await this.files.objects.get(key);
      if (!original) {
        res.status(404).end();
        return;
      }
      const resized = await resizeImage(await readAll(original.body), px);
      await this.files.objects.put(variant, resized.body, resized.contentType);
      res.setHeader('content-type', resized.contentType);
      res.setHeader('cache-control', 'public, max-age=86400, immutable');
      res.end(resized.body);
      return;
    }
    res.setHeader('content-type', stored.contentType);
    res.setHeader('cache-control', 'public, max-age=86400, immutable');
    stored.body.pipe(res);
  }
}
