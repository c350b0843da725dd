import { s3ClientConfig } from './s3-config';

describe('s3ClientConfig', () => {
  it('reads the local MinIO URL: endpoint, credentials, path-style buckets, default region', () => {
    expect(s3ClientConfig('http://tempo-local:tempo-local-secret@127.0.0.1:9000')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'tempo-local', secretAccessKey: 'tempo-local-secret' },
    });
  });

  it('decodes escaped credentials', () => {
    expect(s3ClientConfig('https://AK%2Fx:s%40cr%2Bt@minio.internal').credentials).toEqual({
      accessKeyId: 'AK/x',
      secretAccessKey: 's@cr+t',
    });
  });

  it('leaves credentials to the SDK when the URL has none, and reads the region of an AWS host', () => {
    expect(s3ClientConfig('https://s3.eu-west-1.amazonaws.com')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('takes ?region= over everything else', () => {
    expect(s3ClientConfig('https://s3.eu-west-1.amazonaws.com?region=us-west-2').region).toBe('us-west-2');
    expect(s3ClientConfig('http://k:s@127.0.0.1:9000/?region=eu-central-1').region).toBe('eu-central-1');
  });

  it.each([
    ['not a url', 'S3_URL must be a URL'],
    ['ftp://x:y@host', 'S3_URL must use http or https'],
    ['http://k:s@127.0.0.1:9000/bucket', 'S3_URL must not have a path'],
    ['http://k@127.0.0.1:9000', 'both an access key and a secret'],
  ])('refuses %j', (url, message) => {
    expect(() => s3ClientConfig(url)).toThrow(message);
  });

  it('never repeats the URL (it holds the secret) in its errors', () => {
    expect(() => s3ClientConfig('http://k:topsecret@127.0.0.1:9000/path')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('topsecret') }),
    );
  });
});
