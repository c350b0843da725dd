import { checkPhone, displayName, searchQuery, stripPhone } from './index';

describe('phones (001 §5.1, §5.5)', () => {
  it('strips dashes, spaces, dots and parentheses', () => {
    expect(stripPhone('(212) 555-01.00')).toBe('2125550100');
  });
  it('a national number is valid for its country and becomes E.164', () => {
    expect(checkPhone('212 555 0100', 'US')).toEqual({ ok: true, e164: '+12125550100' });
    expect(checkPhone('020 7946 0000', 'GB')).toEqual({ ok: true, e164: '+442079460000' });
  });
  it('under 5 characters, or not a number of the country, is invalid', () => {
    expect(checkPhone('1234', 'US').ok).toBe(false);
    expect(checkPhone('020 7946 0000', 'US').ok).toBe(false);
  });
  it('a number with its +code needs no country', () => {
    expect(checkPhone('+44 20 7946 0000', null)).toEqual({ ok: true, e164: '+442079460000' });
  });
});

describe('names and search', () => {
  it('a display name abbreviates the middle name (001 §9)', () => {
    expect(displayName({ firstName: 'Ada', middleName: 'king', lastName: 'Lovelace' })).toBe(
      'Ada K. Lovelace',
    );
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('a query that is a phone number keeps its digits; other queries are lower-cased', () => {
    expect(searchQuery('(212) 555-0100')).toBe('2125550100');
    expect(searchQuery('  Ada  LOVE ')).toBe('ada love');
  });
});
