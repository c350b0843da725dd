import {
  LOWER_CASE_RESOURCES,
  PLATFORM_RESOURCE,
  PREFIXED_RESOURCES,
  RESOURCES,
  Resource,
  isResource,
  normalizeResource,
  toResourceConstant,
} from './resources';
import { GUARDED_ROUTES } from './routes';

describe('resources', () => {
  it('spells the lower-case set in lower case and the prefixed set in upper case', () => {
    for (const r of LOWER_CASE_RESOURCES) expect(r).toBe(r.toLowerCase());
    for (const r of PREFIXED_RESOURCES) expect(r).toBe(r.toUpperCase());
  });

  it('has each canonical resource once, upper case without prefix', () => {
    expect(new Set(RESOURCES).size).toBe(RESOURCES.length);
    for (const r of RESOURCES) {
      expect(r).toBe(r.toUpperCase());
      expect(r.startsWith('RESOURCE_')).toBe(false);
    }
    const union = new Set([...LOWER_CASE_RESOURCES.map((r) => r.toUpperCase()), ...PREFIXED_RESOURCES]);
    expect(new Set(RESOURCES)).toEqual(union);
  });

  it('names the product platform-error resource TEMPO', () => {
    expect(PLATFORM_RESOURCE).toBe('TEMPO');
    expect(LOWER_CASE_RESOURCES).toContain('tempo');
    expect(Resource.TEMPO).toBe('TEMPO');
  });

  it('covers every route resource of 000 §2.5', () => {
    for (const route of GUARDED_ROUTES) expect(isResource(route.resource)).toBe(true);
  });

  it.each([
    ['RESOURCE_INVOICE_REPORTING', 'INVOICE_REPORTING'],
    ['INVOICE_REPORTING', 'INVOICE_REPORTING'],
    ['invoice_reporting', 'INVOICE_REPORTING'],
    ['all_businesses', 'ALL_BUSINESSES'],
    ['RESOURCE_ALL_BUSINESSES', 'ALL_BUSINESSES'],
    ['resource_navbar', 'NAVBAR'],
    ['events', 'EVENTS'],
    [' self_business ', 'SELF_BUSINESS'],
    ['tempo', 'TEMPO'],
    ['RESOURCE_NOPE', undefined],
    ['', undefined],
  ])('normalizeResource(%j) = %j', (spelling, canonical) => {
    expect(normalizeResource(spelling)).toBe(canonical);
  });

  it('normalizes every spelling of 000 §6', () => {
    for (const r of LOWER_CASE_RESOURCES) expect(normalizeResource(r)).toBe(r.toUpperCase());
    for (const r of PREFIXED_RESOURCES) expect(normalizeResource(`RESOURCE_${r}`)).toBe(r);
  });

  it('spells RESOURCE_ constants', () => {
    expect(toResourceConstant('NAVBAR')).toBe('RESOURCE_NAVBAR');
    expect(isResource('navbar')).toBe(false);
  });
});
