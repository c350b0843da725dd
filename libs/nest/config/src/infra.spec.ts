import { ConfigError, loadConfig } from './config';
import { infraSchema } from './infra';

describe('infraSchema: the object store', () => {
  const schema = { S3_URL: infraSchema.S3_URL, S3_BUCKET: infraSchema.S3_BUCKET };

  it('defaults to the local MinIO outside production', () => {
    expect(loadConfig(schema, {})).toEqual({
      S3_URL: 'http://tempo-local:tempo-local-secret@127.0.0.1:9000',
      S3_BUCKET: 'tempo-local',
    });
  });

  it('requires both in production', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(
      /S3_URL is required[\s\S]*S3_BUCKET is required/,
    );
  });

  it('accepts an http or https URL and a valid bucket name', () => {
    const env = { S3_URL: 'https://s3.eu-west-1.amazonaws.com', S3_BUCKET: 'tempo.photos-1' };
    expect(loadConfig(schema, env)).toEqual(env);
  });

  it.each(['ab', 'Upper', 'under_score', '-dash', 'dot.', 'two..dots', 'x'.repeat(64)])(
    'refuses the bucket name %s',
    (name) => {
      expect(() => loadConfig(schema, { S3_BUCKET: name })).toThrow(ConfigError);
    },
  );

  it('refuses other protocols', () => {
    expect(() => loadConfig(schema, { S3_URL: 'ftp://x' })).toThrow('S3_URL must use http or https');
  });
});
