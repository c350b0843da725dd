import { ConfigError, loadConfig } from './config';
import { mailFromAddress, mailSchema } from './mail';

describe('mailSchema: the platform sender', () => {
  it('defaults to the local Mailpit and the name Tempo outside production', () => {
    expect(loadConfig(mailSchema, {})).toEqual({
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: undefined,
      MAIL_FROM_NAME: 'Tempo',
    });
  });

  it('requires the SMTP server in production, not the sender', () => {
    expect(() => loadConfig(mailSchema, { NODE_ENV: 'production' })).toThrow('SMTP_URL is required');
    expect(
      loadConfig(mailSchema, { NODE_ENV: 'production', SMTP_URL: 'smtps://mail.example:465' }),
    ).toMatchObject({ MAIL_FROM_NAME: 'Tempo' });
  });

  it('sends from no-reply@PUBLIC_DOMAIN, no-reply@tempo.example on localhost', () => {
    expect(mailFromAddress({ PUBLIC_DOMAIN: 'localhost' })).toBe('no-reply@tempo.example');
    expect(mailFromAddress({ PUBLIC_DOMAIN: 'tempo.app' })).toBe('no-reply@tempo.app');
  });

  it('takes MAIL_FROM in lower case, and refuses anything but a plain address', () => {
    expect(mailFromAddress({ MAIL_FROM: 'Mail@Tempo.App', PUBLIC_DOMAIN: 'localhost' })).toBe(
      'mail@tempo.app',
    );
    const header = { MAIL_FROM: 'Tempo <x@y.example>\r\nBcc: z@w.example', PUBLIC_DOMAIN: 'localhost' };
    expect(() => mailFromAddress(header)).toThrow(ConfigError);
    expect(() => mailFromAddress(header)).toThrow(
      "MAIL_FROM must be an e-mail address, got 'tempo <x@y.example>",
    );
    expect(() => mailFromAddress({ MAIL_FROM: 'no-reply', PUBLIC_DOMAIN: 'localhost' })).toThrow(
      "MAIL_FROM must be an e-mail address, got 'no-reply'",
    );
  });
});
