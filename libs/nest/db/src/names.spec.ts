import { appUrl, subgraphDatabase, withDatabase } from './names';
import { resolveDbUrls } from './data-source';
import { SnakeNamingStrategy } from './naming';
import { newId } from './ids';

describe('database names', () => {
  it('gives each subgraph its own database and application role', () => {
    expect(subgraphDatabase('identity')).toEqual({
      service: 'identity',
      database: 'tempo_identity',
      appRole: 'tempo_identity_app',
    });
    expect(() => subgraphDatabase('Bad;Name')).toThrow();
  });

  it('derives owner and app URLs from DATABASE_URL, with per-service overrides', () => {
    const env = {
      DATABASE_URL: 'postgres://admin:pw@db.internal:5433/postgres',
      DATABASE_APP_PASSWORD: 'secret-pass',
    };
    const urls = resolveDbUrls('people', env);
    expect(urls.ownerUrl).toBe('postgres://admin:pw@db.internal:5433/tempo_people');
    expect(urls.appUrl).toBe('postgres://tempo_people_app:secret-pass@db.internal:5433/tempo_people');
    const over = resolveDbUrls('people', { ...env, PEOPLE_DATABASE_APP_URL: 'postgres://x:y@z/w' });
    expect(over.appUrl).toBe('postgres://x:y@z/w');
    expect(withDatabase('postgres://a@b/c?sslmode=require', 'd')).toBe('postgres://a@b/d?sslmode=require');
    expect(appUrl('postgres://a:b@h/c', subgraphDatabase('x'), 'p w')).toBe(
      'postgres://tempo_x_app:p%20w@h/tempo_x',
    );
  });

  it('names columns in snake_case', () => {
    const n = new SnakeNamingStrategy();
    expect(n.columnName('uiPrimaryColor', '', [])).toBe('ui_primary_color');
    expect(n.tableName('LoginLink', '')).toBe('login_link');
  });

  it('creates time-ordered UUIDv7 ids', () => {
    const a = newId();
    const b = newId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
  });
});
