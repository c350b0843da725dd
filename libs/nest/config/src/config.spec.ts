import { ConfigError, bool, int, list, loadConfig, port, secret, str, url } from './index';

describe('loadConfig', () => {
  const schema = {
    PORT: port({ default: 4000 }),
    DATABASE_URL: url({ protocols: ['postgres'], devDefault: 'postgres://a@b/c' }),
    FLAG: bool({ default: false }),
    NAME: str({ optional: true }),
    KEY: secret({ minLength: 8 }),
    BROKERS: list({ item: (v) => v.includes(':'), devDefault: ['x:1'] }),
    COUNT: int({ min: 1, max: 5, default: 2 }),
  };

  it('applies defaults and parses values', () => {
    const c = loadConfig(schema, { KEY: '12345678', FLAG: 'yes', BROKERS: 'a:1, b:2' });
    expect(c).toEqual({
      PORT: 4000,
      DATABASE_URL: 'postgres://a@b/c',
      FLAG: true,
      KEY: '12345678',
      BROKERS: ['a:1', 'b:2'],
      COUNT: 2,
    });
  });

  it('names every bad or missing variable', () => {
    expect(() => loadConfig(schema, { PORT: 'abc', DATABASE_URL: 'mysql://x', COUNT: '9' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig(schema, { PORT: 'abc', DATABASE_URL: 'mysql://x', COUNT: '9', BROKERS: 'nocolon' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain("PORT must be an integer, got 'abc'");
      expect(msg).toContain('DATABASE_URL must use postgres');
      expect(msg).toContain('KEY is required');
      expect(msg).toContain('COUNT must be at most 5');
      expect(msg).toContain('BROKERS has invalid entries: nocolon');
    }
  });

  it('never uses development defaults in production mode', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', KEY: '12345678' })).toThrow(
      /DATABASE_URL is required/,
    );
  });

  it('refuses short secrets without printing them', () => {
    expect(() => loadConfig(schema, { KEY: 'short' })).toThrow('KEY must be at least 8 characters');
  });
});
