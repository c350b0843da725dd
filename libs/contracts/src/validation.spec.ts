import {
  businessNameError,
  clean,
  COUNTRIES,
  COUNTRY_CURRENCY,
  COUNTRY_TIMEZONE,
  defaultsForCountry,
  isAbsent,
  isBusinessName,
  isBusinessNameFormat,
  isColor,
  normalizeEmail,
  isCountry,
  isCurrency,
  isEmail,
  isExcludedZone,
  isLocale,
  isPhone,
  isReservedBusinessName,
  isStrongPassword,
  isTimezone,
  isUrl,
  missingFields,
  missingFieldsMessage,
  normalizeBusinessName,
  normalizePhone,
  RESERVED_BUSINESS_NAMES,
  Texts,
  trimmedOrNull,
  valueCheckError,
  ValueCheck,
} from './index';

describe('shared validation rules (000 §5)', () => {
  it.each([
    ['a@b.co', true],
    ['First.Last+tag@sub.example.org', true],
    ['UPPER@EXAMPLE.COM', true],
    ["o'brien@example.ie", true],
    ['x@[192.168.0.1]', true],
    ['no-at.example', false],
    ['a@b', false],
    ['a@b.c', false],
    ['a@b.c1', false],
    ['a b@c.com', false],
    ['a@-b.com', false],
    ['a@b-.com', false],
    ['a@@b.com', false],
    ['x@[192.168.0]', false],
    [' a@b.co', false],
    ['', false],
  ])('e-mail %j -> %s', (v, ok) => expect(isEmail(v)).toBe(ok));

  it.each([
    ['Demo-pass-1', true],
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['12345678', false],
    ['Ab1', false],
    ['', false],
  ])('password %j -> %s', (v, ok) => expect(isStrongPassword(v)).toBe(ok));

  it.each([
    ['+1 (212) 555-0100', '+12125550100'],
    ['020 7946 0000', '02079460000'],
    [' 555-0100 ', '5550100'],
    ['+44(0)20-7946-0000', '+4402079460000'],
  ])('normalises phone %j to %j', (v, normal) => expect(normalizePhone(v)).toBe(normal));

  it.each([
    ['+44 20 7946 0000', true],
    ['+1 (212) 555-0100', true],
    ['5550100', true],
    ['555010', false],
    ['+1234567890123456', false],
    ['1+2125550100', false],
    ['212.555.0100', false],
    ['call me', false],
    ['', false],
  ])('phone %j -> %s', (v, ok) => expect(isPhone(v)).toBe(ok));

  it.each([
    ['https://example.com', true],
    ['http://studio.example/path?q=1', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['ftp://example.com', false],
    ['mailto:a@b.co', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
    ['', false],
  ])('web address %j -> %s', (v, ok) => expect(isUrl(v)).toBe(ok));

  it.each([
    ['#abc', true],
    ['#ABCD', true],
    ['#3b5bdb', true],
    ['#3b5bdb80', true],
    ['3b5bdb', false],
    ['#3b5bd', false],
    ['#ggg', false],
    ['blue', false],
  ])('colour %j -> %s', (v, ok) => expect(isColor(v)).toBe(ok));

  it.each([
    ['America/New_York', true],
    ['Europe/London', true],
    ['UTC', true],
    ['EST', false],
    ['GMT', false],
    ['Mars/Base', false],
    ['', false],
  ])('time zone %j -> %s', (v, ok) => expect(isTimezone(v)).toBe(ok));

  it.each([
    ['en', true],
    ['en-US', true],
    ['en_GB', true],
    ['EN', false],
    ['en-us', false],
    ['eng', false],
    ['en-USA', false],
  ])('locale %j -> %s', (v, ok) => expect(isLocale(v)).toBe(ok));

  it.each([
    ['USD', true],
    ['EUR', true],
    ['usd', false],
    ['US', false],
    ['USDT', false],
  ])('currency %j -> %s', (v, ok) => expect(isCurrency(v)).toBe(ok));

  it('keeps the business country list of 003 §9 and a default zone and currency for each', () => {
    expect([...COUNTRIES]).toEqual(['US', 'CA', 'GB', 'AU', 'HK', 'IE', 'NZ', 'XX']);
    for (const c of COUNTRIES) {
      expect(isCountry(c)).toBe(true);
      expect(isTimezone(COUNTRY_TIMEZONE[c])).toBe(true);
      expect(isCurrency(COUNTRY_CURRENCY[c])).toBe(true);
    }
    expect(isCountry('us')).toBe(false);
    expect(isCountry('DE')).toBe(false);
  });

  it.each([
    ['GB', { timezone: 'Europe/London', defaultCurrency: 'GBP' }],
    ['IE', { timezone: 'Europe/Dublin', defaultCurrency: 'EUR' }],
    ['XX', { timezone: 'UTC', defaultCurrency: 'USD' }],
    ['DE', { timezone: 'UTC', defaultCurrency: 'USD' }],
  ])('defaults for %s', (country, defaults) => expect(defaultsForCountry(country)).toEqual(defaults));
});

describe('e-mail addresses as logins', () => {
  it.each([
    ['Owner@Demo.Example', 'owner@demo.example'],
    ['  owner@demo.example\t', 'owner@demo.example'],
    ['OWNER@DEMO.EXAMPLE ', 'owner@demo.example'],
  ])('%j is the login %j', (raw, login) => expect(normalizeEmail(raw)).toBe(login));
});

describe('business names', () => {
  it.each([
    ['demo', null],
    ['my-studio-2', null],
    ['a'.repeat(40), null],
    ['a'.repeat(41), Texts.businessNameInvalid],
    ['ab', Texts.businessNameInvalid],
    ['1abc', Texts.businessNameInvalid],
    ['-abc', Texts.businessNameInvalid],
    ['abc-', Texts.businessNameInvalid],
    ['Demo', Texts.businessNameInvalid],
    ['my_studio', Texts.businessNameInvalid],
    ['my.studio', Texts.businessNameInvalid],
    ['', Texts.businessNameInvalid],
    ['app', 'app is reserved and cannot be a business name'],
    ['auth', 'auth is reserved and cannot be a business name'],
    ['www', 'www is reserved and cannot be a business name'],
  ])('%j -> %j', (name, error) => {
    expect(businessNameError(name)).toBe(error);
    expect(isBusinessName(name)).toBe(error === null);
  });

  it('reserves the product hosts, which are all well formed', () => {
    for (const name of RESERVED_BUSINESS_NAMES) {
      expect(isBusinessNameFormat(name)).toBe(true);
      expect(isReservedBusinessName(name)).toBe(true);
      expect(businessNameError(name)).toBe(Texts.businessNameReserved(name));
    }
    expect(isReservedBusinessName('demo')).toBe(false);
  });

  it('compares names trimmed and in lower case', () => {
    expect(normalizeBusinessName('  My-Studio ')).toBe('my-studio');
  });
});

describe('form conventions (000 §5)', () => {
  it.each([
    [undefined, undefined, null],
    [null, undefined, null],
    ['', undefined, null],
    ['  \t\n', undefined, null],
    [' x ', 'x', 'x'],
    ['a b', 'a b', 'a b'],
  ])('%j is %j (or %j)', (v, cleaned, orNull) => {
    expect(clean(v)).toBe(cleaned);
    expect(trimmedOrNull(v)).toBe(orNull);
  });

  it.each([
    [undefined, true],
    [null, true],
    ['   ', true],
    ['x', false],
    [0, false],
    [false, false],
    [[], false],
  ])('absent(%j) = %s', (v, absent) => expect(isAbsent(v)).toBe(absent));

  it('names the missing fields in order, with the server wording', () => {
    const values = { a: ' ', b: 'x', c: null };
    expect(missingFields(values, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(missingFields(values, ['b'])).toEqual([]);
    expect(missingFieldsMessage(['a'])).toBe('a is required');
    expect(missingFieldsMessage(['a', 'c'])).toBe('a, c are required');
  });
});

describe('value checks and their messages', () => {
  it.each<[ValueCheck, string, string | null]>([
    ['email', 'owner@studio.example', null],
    ['email', 'nope', 'A valid email is required'],
    ['url', 'https://studio.example', null],
    ['url', 'studio.example', 'field must be a web address starting with http:// or https://'],
    ['color', '#1a2b3c', null],
    ['color', 'red', 'field must be a hex colour such as #1a2b3c'],
    ['timezone', 'Europe/Dublin', null],
    ['timezone', 'Dublin', 'field must be a time zone such as America/New_York'],
    ['country', 'NZ', null],
    ['country', 'FR', 'field must be one of US, CA, GB, AU, HK, IE, NZ, XX'],
    ['locale', 'en-NZ', null],
    ['locale', 'english', 'field must be a locale such as en or en-US'],
    ['currency', 'NZD', null],
    ['currency', 'nzd', 'field must be a three-letter currency code such as USD'],
    ['phone', '+64 9 123 4567', null],
    ['phone', '123', 'field must be a valid phone number'],
  ])('%s %j -> %j', (check, value, message) => expect(valueCheckError(check, 'field', value)).toBe(message));
});

describe('excluded zones (003 §9)', () => {
  it.each(['EST', 'GMT', 'Australia/NSW', 'Australia/Yancowinna'])('%s is never offered', (zone) =>
    expect(isExcludedZone(zone)).toBe(true),
  );
  it.each(['America/New_York', 'Australia/Sydney', 'UTC'])('%s is offered', (zone) =>
    expect(isExcludedZone(zone)).toBe(false),
  );
});
