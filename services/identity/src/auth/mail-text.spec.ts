import {
  escapeHtml,
  htmlLine,
  MAIL_TEXT_LIMITS,
  mailDisplayName,
  mailLine,
  mailName,
  mailSubject,
} from './mail-text';

describe('mail text written by a business or a registrant', () => {
  it('turns CR and LF into spaces, so a subject cannot inject headers', () => {
    expect(mailSubject('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
    expect(mailSubject('Hi\r\nBcc: x@y')).not.toMatch(/[\r\n]/);
  });

  it('removes every C0 and C1 control character, DEL and TAB', () => {
    expect(mailLine('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg\th')).toBe('a b c d e f g h');
  });

  it('removes Unicode line and paragraph separators', () => {
    expect(mailLine('one\u2028two\u2029three')).toBe('one two three');
  });

  it('removes bidirectional overrides and isolates', () => {
    expect(mailLine('pay\u202egnp.exe\u202c and \u2066x\u2069')).toBe('pay gnp.exe and x');
  });

  it('collapses runs of white space and trims the ends', () => {
    expect(mailLine('  Demo   Music \n\n School  ')).toBe('Demo Music School');
  });

  it('cuts a long text to the limit, ending with an ellipsis', () => {
    const long = 'x'.repeat(10_000);
    const subject = mailSubject(`Your ${long} login link`);
    expect(Array.from(subject)).toHaveLength(MAIL_TEXT_LIMITS.subject);
    expect(subject.endsWith('…')).toBe(true);
    expect(Array.from(mailName(long, 'Tempo'))).toHaveLength(MAIL_TEXT_LIMITS.name);
    expect(Array.from(mailLine(long))).toHaveLength(MAIL_TEXT_LIMITS.line);
  });

  it('keeps a text at the limit whole', () => {
    const exact = 'y'.repeat(MAIL_TEXT_LIMITS.name);
    expect(mailName(exact, 'Tempo')).toBe(exact);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = mailLine('🎵'.repeat(50), 10);
    expect(Array.from(cut)).toEqual([...Array(9).fill('🎵'), '…']);
  });

  it('uses the fallback for a name that is empty once cleaned', () => {
    expect(mailName('\r\n\t ', 'Tempo')).toBe('Tempo');
    expect(mailName(null, 'Tempo')).toBe('Tempo');
  });

  it('keeps address syntax out of display names', () => {
    expect(mailDisplayName('Bank <ceo@bank.example> "Support" \\', 'Tempo')).toBe(
      'Bank ceo@bank.example Support',
    );
    expect(mailDisplayName('<>', 'Tempo')).toBe('Tempo');
  });

  it('escapes HTML in bodies, after cleaning', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(htmlLine('<b>\r\nhi</b>')).toBe('&lt;b&gt; hi&lt;/b&gt;');
  });
});
