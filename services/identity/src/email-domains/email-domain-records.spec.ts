import {
  dnsRecordsFor,
  EmailDomainStatus,
  hasVerificationRecord,
  isWithin,
  normalizeDomain,
  verificationRecord,
  verificationToken,
} from './email-domain-records';

describe('e-mail domain names', () => {
  it('normalises case, white space and a trailing dot', () => {
    expect(normalizeDomain('  Mail.Bank.Example. ')).toBe('mail.bank.example');
  });

  it('refuses what is not a domain name', () => {
    for (const bad of [
      '',
      'localhost',
      'bank',
      '-bank.example',
      'bank-.example',
      'ba nk.example',
      'bank..example',
      'bank.example\r\nx',
      'bank.1',
      `${'a'.repeat(64)}.example`,
      `${'a.'.repeat(130)}example`,
      'user@bank.example',
    ])
      expect(normalizeDomain(bad)).toBeNull();
  });

  it('knows a domain within another', () => {
    expect(isWithin('tempo.example', 'tempo.example')).toBe(true);
    expect(isWithin('mail.tempo.example', 'tempo.example')).toBe(true);
    expect(isWithin('nottempo.example', 'tempo.example')).toBe(false);
  });
});

describe('DNS records of an e-mail domain', () => {
  const records = dnsRecordsFor('bank.example', 'tok123', 'tempo.example');

  it('has the ownership TXT record, SPF and DKIM', () => {
    expect(records).toEqual([
      { type: 'TXT', name: '_tempo.bank.example', value: 'tempo-verification=tok123' },
      { type: 'TXT', name: 'bank.example', value: 'v=spf1 include:_spf.tempo.example ~all' },
      { type: 'CNAME', name: 'tempo._domainkey.bank.example', value: 'tempo._domainkey.tempo.example' },
    ]);
    expect(
      verificationRecord({ domain: 'bank.example', status: EmailDomainStatus.PENDING, dnsRecords: records }),
    ).toEqual(records[0]);
  });

  it('verification tokens are random and URL-safe', () => {
    const a = verificationToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verificationToken()).not.toBe(a);
  });

  it('a TXT answer verifies only with exactly the expected value (chunks joined)', () => {
    const expected = 'tempo-verification=tok123';
    expect(hasVerificationRecord([['v=spf1 -all'], ['tempo-verification=', 'tok123']], expected)).toBe(true);
    expect(hasVerificationRecord([], expected)).toBe(false);
    expect(hasVerificationRecord([['tempo-verification=tok1234']], expected)).toBe(false);
    expect(hasVerificationRecord([['tempo-verification=other']], expected)).toBe(false);
  });
});
