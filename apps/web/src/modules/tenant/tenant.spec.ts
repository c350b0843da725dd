import { describe, expect, it } from 'vitest';
import { hostForBusiness, resolveTenant } from './tenant';

describe('resolveTenant', () => {
  it.each([
    ['demo.localhost', { kind: 'business', businessName: 'demo' }],
    ['Demo.LocalHost', { kind: 'business', businessName: 'demo' }],
    ['demo.example.com', { kind: 'business', businessName: 'demo' }],
    ['demo.staging.example.com', { kind: 'business', businessName: 'demo' }],
    ['app.localhost', { kind: 'app' }],
    ['app.example.com', { kind: 'app' }],
    ['auth.localhost', { kind: 'auth' }],
    ['auth.example.com', { kind: 'auth' }],
    ['localhost', { kind: 'none' }],
    ['example.com', { kind: 'none' }],
    ['www.example.com', { kind: 'none' }],
    ['127.0.0.1', { kind: 'none' }],
    ['::1', { kind: 'none' }],
    ['', { kind: 'none' }],
  ])('%s', (host, expected) => {
    expect(resolveTenant(host)).toEqual(expected);
  });

  it('builds the host of another business', () => {
    expect(hostForBusiness('app.localhost', 'demo')).toBe('demo.localhost');
    expect(hostForBusiness('other.example.com', 'demo')).toBe('demo.example.com');
    expect(hostForBusiness('localhost', 'demo')).toBe('demo.localhost');
  });
});
