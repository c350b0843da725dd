import type { S3ClientConfig } from '@aws-sdk/client-s3';

const DEFAULT_REGION = 'us-east-1';
const AWS_HOST = /(^|\.)amazonaws\.com$/i;
const AWS_REGION_IN_HOST = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/i;

/**
 * S3 client settings from S3_URL, `http(s)://ACCESS_KEY:SECRET@host[:port][?region=...]`:
 * - the endpoint is scheme, host and port; a path is refused (the bucket is S3_BUCKET);
 * - credentials come from the URL's user and password, or, when the URL has none,
 *   from the AWS SDK's own chain (environment, instance or pod role);
 * - the region is `?region=`, else the one in an AWS host name (s3.eu-west-1.amazonaws.com),
 *   else us-east-1 (what MinIO expects by default);
 * - buckets are addressed by path (host/bucket/key) except on AWS, which MinIO needs.
 */
export function s3ClientConfig(s3Url: string): S3ClientConfig {
  let u: URL;
  try {
    u = new URL(s3Url);
  } catch {
    throw new Error('S3_URL must be a URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('S3_URL must use http or https');
  if (u.pathname !== '/' && u.pathname !== '')
    throw new Error('S3_URL must not have a path (the bucket is S3_BUCKET)');
  if (Boolean(u.username) !== Boolean(u.password))
    throw new Error('S3_URL must carry both an access key and a secret, or neither');
  const region =
    u.searchParams.get('region') || AWS_REGION_IN_HOST.exec(u.hostname)?.[1]?.toLowerCase() || DEFAULT_REGION;
  return {
    endpoint: `${u.protocol}//${u.host}`,
    region,
    forcePathStyle: !AWS_HOST.test(u.hostname),
    ...(u.username
      ? {
          credentials: {
            accessKeyId: decodeURIComponent(u.username),
            secretAccessKey: decodeURIComponent(u.password),
          },
        }
      : {}),
  };
}
