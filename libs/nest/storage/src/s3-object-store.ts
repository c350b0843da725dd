import { Readable } from 'node:stream';
import {
  BucketAlreadyOwnedByYou,
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { ObjectHead, ObjectStore, StoredObject } from './object-store';
import { s3ClientConfig } from './s3-config';

const FALLBACK_TYPE = 'application/octet-stream';

const isStatus = (e: unknown, ...codes: number[]): boolean =>
  e instanceof S3ServiceException && codes.includes(e.$metadata.httpStatusCode ?? 0);

/** The ObjectStore on S3 or any S3-compatible server (MinIO), one bucket for everything. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly region: string;
  private bucketReady?: Promise<void>;

  constructor(
    config: S3ClientConfig,
    readonly bucket: string,
  ) {
    this.client = new S3Client(config);
    this.region = typeof config.region === 'string' ? config.region : 'us-east-1';
  }

  /** The store S3_URL and S3_BUCKET describe (`s3ClientConfig`). */
  static fromUrl(s3Url: string, bucket: string): S3ObjectStore {
    return new S3ObjectStore(s3ClientConfig(s3Url), bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    await this.ensureBucket();
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error(`object ${key}: the body is not a stream`);
      return { body: out.Body, contentType: out.ContentType ?? FALLBACK_TYPE, size: out.ContentLength ?? 0 };
    } catch (e) {
      if (isStatus(e, 404)) return null;
      throw e;
    }
  }

  async head(key: string): Promise<ObjectHead | null> {
    await this.ensureBucket();
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { contentType: out.ContentType ?? FALLBACK_TYPE, size: out.ContentLength ?? 0 };
    } catch (e) {
      if (isStatus(e, 404)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.ensureBucket();
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async usage(prefix: string): Promise<number> {
    await this.ensureBucket();
    let total = 0;
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    )) {
      for (const object of page.Contents ?? []) total += object.Size ?? 0;
    }
    return total;
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  onApplicationShutdown(): void {
    this.close();
  }

  /** Creates the bucket on first use when it is missing (once per process; again after a failure). */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.createBucketIfMissing().catch((e: unknown) => {
      this.bucketReady = undefined;
      throw e;
    });
    return this.bucketReady;
  }

  private async createBucketIfMissing(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (e) {
      if (!isStatus(e, 404)) throw e;
    }
    try {
      await this.client.send(
        new CreateBucketCommand({
          Bucket: this.bucket,
          // us-east-1 is S3's default location and must not be named
          ...(this.region === 'us-east-1'
            ? {}
            : { CreateBucketConfiguration: { LocationConstraint: this.region as BucketLocationConstraint } }),
        }),
      );
    } catch (e) {
      // another process created it in the meantime (a name taken by someone else stays an error)
      if (!(e instanceof BucketAlreadyOwnedByYou)) throw e;
    }
  }
}
