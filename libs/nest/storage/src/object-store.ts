import type { Readable } from 'node:stream';

/** What the store knows about an object without reading it. */
export interface ObjectHead {
  contentType: string;
  /** Bytes. */
  size: number;
}

/** An object being read: its bytes as a stream, read once. */
export interface StoredObject extends ObjectHead {
  body: Readable;
}

/**
 * Photos and files, by key (`rules.ts` builds the keys). An S3 bucket in
 * production, MinIO locally; every method creates the bucket first when it is
 * missing.
 */
export interface ObjectStore {
  /** Writes (or overwrites) an object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Type and size of the object, or null when there is none under the key. */
  head(key: string): Promise<ObjectHead | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Total bytes of the objects whose keys start with the prefix (e.g. a business's `<business>/`). */
  usage(prefix: string): Promise<number>;
}

/** Nest injection token of the ObjectStore (StorageModule). */
export const OBJECT_STORE = Symbol('OBJECT_STORE');

/** All bytes of a stream, e.g. the body of a StoredObject. */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
