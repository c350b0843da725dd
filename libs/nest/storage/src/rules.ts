import { randomUUID } from 'node:crypto';
import { isBusinessNameFormat } from '@tempo/contracts';

/**
 * Where objects go. The image folders are the product's (001 §9): service_photos,
 * profile_photos, common and shared; `files` holds the files of clients and staff.
 */
export const IMAGE_FOLDERS = ['service_photos', 'profile_photos', 'common', 'shared'] as const;
export const FOLDERS = [...IMAGE_FOLDERS, 'files'] as const;
export type Folder = (typeof FOLDERS)[number];
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const isFolder = (v: string): v is Folder => (FOLDERS as readonly string[]).includes(v);
export const isImageFolder = (v: string): v is ImageFolder =>
  (IMAGE_FOLDERS as readonly string[]).includes(v);

/** The image types the image folders accept. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** A content type without parameters, in lower case (`Image/JPEG; q=1` → `image/jpeg`). */
export const mediaType = (contentType: string): string => contentType.split(';')[0].trim().toLowerCase();

export const isImageType = (contentType: string): contentType is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(mediaType(contentType));

/** Whether a folder takes a content type: image folders take the image types only, `files` takes any. */
export const folderAccepts = (folder: Folder, contentType: string): boolean =>
  !isImageFolder(folder) || isImageType(contentType);

const MAX_NAME = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A file name safe in a key and a download header: the last path segment only
 * (no `../`), accents dropped, anything but letters, digits, `.`, `_` and `-`
 * turned into `-`, no leading dots, at most 100 characters with the extension
 * kept; `file` when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let safe = ascii
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-\./g, '.')
    .replace(/^[.-]+/, '')
    .replace(/-+$/, '');
  if (safe.length > MAX_NAME) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, MAX_NAME - ext.length) + ext;
  }
  return safe === '' || safe === '.' ? 'file' : safe;
}

/** The parts of an object key. */
export interface KeyParts {
  business: string;
  folder: Folder;
  id: string;
  fileName: string;
}

/**
 * The key of a new object: `<business>/<folder>/<uuid>-<safe file name>`. Every
 * business's objects sit under its own prefix; the uuid keeps two uploads of the
 * same name apart.
 */
export function objectKey(
  business: string,
  folder: Folder,
  fileName: string,
  id: string = randomUUID(),
): string {
  if (!isBusinessNameFormat(business)) throw new Error(`not a business name: '${business}'`);
  if (!isFolder(folder)) throw new Error(`not a storage folder: '${String(folder)}'`);
  if (!UUID.test(id)) throw new Error(`not a uuid: '${id}'`);
  return `${business}/${folder}/${id}-${safeFileName(fileName)}`;
}

/** The parts of a key `objectKey` made, or null for anything else (a foreign or tampered key). */
export function parseObjectKey(key: string): KeyParts | null {
  const m = /^([^/]+)\/([^/]+)\/([0-9a-f-]{36})-([^/]+)$/.exec(key);
  if (!m) return null;
  const [, business, folder, id, fileName] = m;
  if (!isBusinessNameFormat(business) || !isFolder(folder) || !UUID.test(id)) return null;
  if (safeFileName(fileName) !== fileName) return null;
  return { business, folder, id, fileName };
}

/** Whether a key names an object of the business (a key from a request is checked with this before use). */
export const keyBelongsTo = (key: string, business: string): boolean =>
  parseObjectKey(key)?.business === business;

/** The prefix of all of a business's objects, for `ObjectStore.usage`. */
export const businessPrefix = (business: string): string => {
  if (!isBusinessNameFormat(business)) throw new Error(`not a business name: '${business}'`);
  return `${business}/`;
};

export const BYTES_PER_MB = 1024 * 1024;

/** The refusals of an upload that is too big (limits in MB, as the business's usage reports them). */
export const FILE_TOO_LARGE = (limitMb: number): string => `File is too large: the limit is ${limitMb} MB`;
export const STORAGE_FULL = (limitMb: number): string =>
  `Not enough storage left: the limit is ${limitMb} MB`;

/** The limits of a business (maxPerFileSizeUsageMegaBytes, maxFileSizeUsageMegaBytes). */
export interface SizeLimits {
  perFileMb: number;
  totalMb: number;
}

/**
 * Why an upload of `size` bytes cannot be stored when the business already
 * uses `usedBytes`, or null when it fits: the per-file limit first, then the total.
 */
export function sizeProblem(size: number, usedBytes: number, limits: SizeLimits): string | null {
  if (size > limits.perFileMb * BYTES_PER_MB) return FILE_TOO_LARGE(limits.perFileMb);
  if (usedBytes + size > limits.totalMb * BYTES_PER_MB) return STORAGE_FULL(limits.totalMb);
  return null;
}
