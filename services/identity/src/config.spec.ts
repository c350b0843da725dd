import { loadIdentityConfig } from './config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@db.example:5432/postgres',
  SMTP_URL: 'smtp://mail.example:25',
  KAFKA_BROKERS: 'k.example:9092',
  ACTOR_TOKEN_SECRET: 'a'.repeat(40),
  SERVICE_TOKEN_SECRET: 'b'.repeat(40),
  ID_TOKEN_PRIVATE_KEY: 'pem',
  PUBLIC_DOMAIN: 'tempo.app',
  // Session revocations are written to Redis, so identity needs it in every environment.
  REDIS_URL: 'redis://redis.example:6379',
};

describe('identity mail configuration', () => {
  it('outside production: the platform address on tempo.example and the Redis DNS resolver', () => {
    const c = loadIdentityConfig({});
    expect(c.MAIL_FROM).toBe('no-reply@tempo.example');
    expect(c.MAIL_FROM_NAME).toBe('Tempo');
    expect(c.MAIL_DNS_RESOLVER).toBe('redis');
    expect(c.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('in production: no-reply@PUBLIC_DOMAIN and the system DNS resolver', () => {
    const c = loadIdentityConfig(production);
    expect(c.MAIL_FROM).toBe('no-reply@tempo.app');
    expect(c.MAIL_DNS_RESOLVER).toBe('system');
  });

  it('needs REDIS_URL in production (session revocations)', () => {
    const { REDIS_URL: _, ...withoutRedis } = production;
    expect(() => loadIdentityConfig(withoutRedis)).toThrow('REDIS_URL is required');
  });

  it('refuses the Redis DNS resolver in production, and a MAIL_FROM that is not an address', () => {
    expect(() =>
      loadIdentityConfig({ ...production, MAIL_DNS_RESOLVER: 'redis', REDIS_URL: 'redis://r.example:6379' }),
    ).toThrow('MAIL_DNS_RESOLVER=redis is for local runs only');
    expect(() => loadIdentityConfig({ MAIL_FROM: 'Tempo <x@y.example>\r\nBcc: z@w.example' })).toThrow(
      'MAIL_FROM must be an e-mail address',
    );
  });

  it('takes MAIL_FROM and MAIL_FROM_NAME as given', () => {
    const c = loadIdentityConfig({ MAIL_FROM: 'Mail@Tempo.App', MAIL_FROM_NAME: 'Tempo Mail' });
    expect(c.MAIL_FROM).toBe('mail@tempo.app');
    expect(c.MAIL_FROM_NAME).toBe('Tempo Mail');
  });
});
