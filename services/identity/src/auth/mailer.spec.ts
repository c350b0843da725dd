import { domainOf, mailboxOrNull, senderFor } from './mailer';

const platform = { address: 'no-reply@tempo.example', name: 'Tempo' };

describe('senderFor: who a mail comes from', () => {
  it('the platform itself: its name and address, no Reply-To', () => {
    expect(senderFor(platform, null)).toEqual({ from: { name: 'Tempo', address: 'no-reply@tempo.example' } });
  });

  it("a business without a verified domain: the platform's address, '<name> via Tempo', Reply-To emailFrom", () => {
    expect(
      senderFor(platform, { fullName: 'Demo Music School', emailFrom: 'ceo@bank.example', emailDomains: [] }),
    ).toEqual({
      from: { name: 'Demo Music School via Tempo', address: 'no-reply@tempo.example' },
      replyTo: 'ceo@bank.example',
    });
  });

  it('falls back to contactEmail as Reply-To, and to none', () => {
    expect(senderFor(platform, { fullName: 'A', contactEmail: 'desk@a.example' }).replyTo).toBe(
      'desk@a.example',
    );
    expect(senderFor(platform, { fullName: 'A' })).toEqual({
      from: { name: 'A via Tempo', address: 'no-reply@tempo.example' },
    });
  });

  it("emailFrom at a VERIFIED domain of the business is the From, with the business's name", () => {
    expect(
      senderFor(platform, {
        fullName: 'Bank',
        emailFrom: 'CEO@Bank.example',
        emailDomains: [{ domain: 'bank.example', status: 'VERIFIED' }],
      }),
    ).toEqual({ from: { name: 'Bank', address: 'ceo@bank.example' } });
  });

  it('a PENDING or FAILED domain, another domain, or a parent domain does not make emailFrom the From', () => {
    for (const emailDomains of [
      [{ domain: 'bank.example', status: 'PENDING' }],
      [{ domain: 'bank.example', status: 'FAILED' }],
      [{ domain: 'other.example', status: 'VERIFIED' }],
      [{ domain: 'example', status: 'VERIFIED' }],
    ]) {
      const s = senderFor(platform, { fullName: 'Bank', emailFrom: 'ceo@mail.bank.example', emailDomains });
      expect(s.from.address).toBe('no-reply@tempo.example');
      expect(s.replyTo).toBe('ceo@mail.bank.example');
    }
  });

  it('cleans the display name: no CR/LF, at most 64 characters before " via Tempo"', () => {
    const s = senderFor(platform, { fullName: `Evil\r\nBcc: x@y ${'z'.repeat(500)}` });
    expect(s.from.name).not.toMatch(/[\r\n]/);
    expect(s.from.name.endsWith('… via Tempo')).toBe(true);
    expect(Array.from(s.from.name.replace(/ via Tempo$/, ''))).toHaveLength(64);
  });

  it('ignores an emailFrom that is not a plain mailbox (header syntax)', () => {
    const s = senderFor(platform, {
      fullName: 'A',
      emailFrom: 'a@b.example>\r\nBcc: c@d.example',
      emailDomains: [{ domain: 'b.example', status: 'VERIFIED' }],
    });
    expect(s).toEqual({ from: { name: 'A via Tempo', address: 'no-reply@tempo.example' } });
  });
});

describe('mailbox helpers', () => {
  it('accepts plain mailboxes, lower-cased', () => {
    expect(mailboxOrNull(' Hello@Demo.Example ')).toBe('hello@demo.example');
    expect(domainOf('hello@demo.example')).toBe('demo.example');
  });

  it('refuses quotes, brackets, commas, white space and two @', () => {
    for (const bad of [
      '"a"@b.example',
      'a<b>@c.example',
      'a,b@c.example',
      'a b@c.example',
      'a@b@c.example',
      '',
    ])
      expect(mailboxOrNull(bad)).toBeNull();
  });
});
