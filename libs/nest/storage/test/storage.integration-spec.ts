import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { NestFactory } from '@nestjs/core';
import sharp from 'sharp';
import { infraSchema, loadConfig } from '@tempo/config';
import {
  OBJECT_STORE,
  type ObjectStore,
  S3ObjectStore,
  StorageModule,
  businessPrefix,
  objectKey,
  readAll,
  resizeImage,
  s3ClientConfig,
  servedSize,
} from '../src';

// The object store of the local stack (infra/local: MinIO), or whatever S3_URL names.
const { S3_URL, S3_BUCKET } = loadConfig({ S3_URL: infraSchema.S3_URL, S3_BUCKET: infraSchema.S3_BUCKET });
/** A business of this run only, so runs never see each other's objects. */
const business = `t${randomUUID().slice(0, 8)}`;

const photo = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#fc0"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();

async function emptyAndDelete(client: S3Client, bucket: string, prefix?: string): Promise<void> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  for (const o of listed.Contents ?? [])
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.Key }));
  if (!prefix) await client.send(new DeleteBucketCommand({ Bucket: bucket }));
}

describe('S3ObjectStore against the real object store', () => {
  const store = S3ObjectStore.fromUrl(S3_URL, S3_BUCKET);
  const admin = new S3Client(s3ClientConfig(S3_URL));

  afterAll(async () => {
    await emptyAndDelete(admin, S3_BUCKET, businessPrefix(business));
    store.close();
    admin.destroy();
  });

  it('puts, reads back, overwrites and deletes an object', async () => {
    const key = objectKey(business, 'files', 'Contract 2026.pdf');
    const body = Buffer.from('%PDF-1.4 a small contract');
    await store.put(key, body, 'application/pdf');

    expect(await store.head(key)).toEqual({ contentType: 'application/pdf', size: body.length });
    const got = await store.get(key);
    expect(got).toMatchObject({ contentType: 'application/pdf', size: body.length });
    expect((await readAll(got!.body)).equals(body)).toBe(true);

    const changed = Buffer.from('%PDF-1.4 the signed contract, longer');
    await store.put(key, changed, 'application/pdf');
    expect((await readAll((await store.get(key))!.body)).toString()).toBe(changed.toString());

    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
  });

  it('answers null for a key that was never written and deletes it without error', async () => {
    const key = objectKey(business, 'common', 'nothing.png');
    expect(await store.get(key)).toBeNull();
    expect(await store.head(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('adds up the bytes under a business', async () => {
    const prefix = businessPrefix(business);
    const before = await store.usage(prefix);
    await store.put(objectKey(business, 'files', 'a.txt'), Buffer.alloc(1000, 'a'), 'text/plain');
    await store.put(objectKey(business, 'shared', 'b.gif'), Buffer.alloc(2345, 'b'), 'image/gif');
    expect((await store.usage(prefix)) - before).toBe(3345);
    expect(await store.usage(`${prefix}nothing-here/`)).toBe(0);
  });

  it('serves a photo resized to twice the requested size, really smaller', async () => {
    const original = await photo(1200, 800);
    const key = objectKey(business, 'profile_photos', 'me.jpg');
    await store.put(key, original, 'image/jpeg');

    const stored = await readAll((await store.get(key))!.body);
    const side = servedSize(); // the avatar: 50 px asked, 100 px served
    const resized = await resizeImage(stored, side);
    const variantKey = objectKey(business, 'profile_photos', `me-${side}.webp`);
    await store.put(variantKey, resized.body, resized.contentType);

    const served = await store.get(variantKey);
    expect(served?.contentType).toBe('image/webp');
    expect(served!.size).toBeLessThan(original.length / 10);
    const meta = await sharp(await readAll(served!.body)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 67 });
  });

  it('is refused by the server with wrong credentials', async () => {
    const url = new URL(S3_URL);
    url.username = 'nobody';
    url.password = 'wrong-secret-123';
    const intruder = S3ObjectStore.fromUrl(url.toString(), S3_BUCKET);
    try {
      await expect(
        intruder.put(objectKey(business, 'files', 'x.txt'), Buffer.from('x'), 'text/plain'),
      ).rejects.toThrow();
    } finally {
      intruder.close();
    }
  });
});

describe('bucket creation on first use', () => {
  const bucket = `tempo-it-${randomUUID().slice(0, 8)}`;
  const admin = new S3Client(s3ClientConfig(S3_URL));

  afterAll(async () => {
    await emptyAndDelete(admin, bucket).catch(() => undefined);
    admin.destroy();
  });

  it('creates a missing bucket once, also when two stores start together', async () => {
    await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).rejects.toThrow();
    const a = S3ObjectStore.fromUrl(S3_URL, bucket);
    const b = S3ObjectStore.fromUrl(S3_URL, bucket);
    try {
      await Promise.all([
        a.put('first/object.txt', Buffer.from('one'), 'text/plain'),
        b.put('second/object.txt', Buffer.from('two'), 'text/plain'),
      ]);
      await expect(admin.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
      expect((await readAll((await b.get('first/object.txt'))!.body)).toString()).toBe('one');
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('StorageModule', () => {
  it('provides the configured store as OBJECT_STORE', async () => {
    const app = await NestFactory.createApplicationContext(StorageModule.forRoot(), { logger: false });
    try {
      const store = app.get<ObjectStore>(OBJECT_STORE);
      expect(store).toBeInstanceOf(S3ObjectStore);
      expect((store as S3ObjectStore).bucket).toBe(S3_BUCKET);
      const key = objectKey(business, 'common', 'module.txt');
      await store.put(key, Buffer.from('from the module'), 'text/plain');
      expect((await store.head(key))?.size).toBe(15);
      await store.delete(key);
    } finally {
      await app.close();
    }
  });
});
