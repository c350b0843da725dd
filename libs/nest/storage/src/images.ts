import sharp from 'sharp';
import type { ImageType } from './rules';

/** Default size of an avatar, in px (001 §9). */
export const AVATAR_SIZE = 50;
/** Largest side an image is ever served at, in px. */
export const MAX_SERVED_SIZE = 2048;
/** Largest input accepted, in pixels (width × height), so a small file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The side, in px, an image asked for at `requested` px is served at: twice
 * the size (001 §9, for high-density screens), at most MAX_SERVED_SIZE; an
 * absent or invalid size is the avatar's.
 */
export function servedSize(requested: number = AVATAR_SIZE): number {
  const size = Number.isFinite(requested) && requested > 0 ? Math.max(1, Math.round(requested)) : AVATAR_SIZE;
  return Math.min(size * 2, MAX_SERVED_SIZE);
}

export type OutputFormat = 'webp' | 'jpeg';

export interface ResizedImage {
  body: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * The image scaled down to fit `maxSide` × `maxSide` (aspect kept, never
 * enlarged), turned upright by its EXIF orientation, metadata dropped, as WebP
 * (default) or JPEG (transparency on white). Animated images keep their first frame.
 */
export async function resizeImage(
  input: Buffer,
  maxSide: number,
  format: OutputFormat = 'webp',
): Promise<ResizedImage> {
  if (!Number.isInteger(maxSide) || maxSide < 1 || maxSide > MAX_SERVED_SIZE)
    throw new Error(`maxSide must be an integer from 1 to ${MAX_SERVED_SIZE}, got ${maxSide}`);
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  pipeline =
    format === 'webp'
      ? pipeline.webp({ quality: 80 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { body: data, contentType: `image/${format}`, width: info.width, height: info.height };
}

const TYPE_OF_FORMAT: Record<string, ImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * The image type the bytes really are (not what the upload claims), or null
 * when they are no image of an allowed type.
 */
export async function detectImageType(input: Buffer): Promise<ImageType | null> {
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return TYPE_OF_FORMAT[format ?? ''] ?? null;
  } catch {
    return null;
  }
}
