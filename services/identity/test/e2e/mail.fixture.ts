import { call, mailpit, REQUEST_LOGIN_LINK } from '@tempo/testing';

/** The platform's sender (MAIL_FROM default for PUBLIC_DOMAIN=localhost, MAIL_FROM_NAME default). */
export const PLATFORM = process.env.MAIL_FROM ?? 'no-reply@tempo.example';
export const PLATFORM_NAME = process.env.MAIL_FROM_NAME ?? 'Tempo';
/** The local DNS resolver's records (MAIL_DNS_RESOLVER=redis): one Redis set per name. */
export const txtKey = (name: string) => `tempo:local-dns:txt:${name}`;

export async function nextMail(email: string, send: () => Promise<void>) {
  const seen = new Set((await mailpit.messagesTo(email)).map((m) => m.ID));
  await send();
  for (let i = 0; i < 60; i++) {
    const fresh = (await mailpit.messagesTo(email)).filter((m) => !seen.has(m.ID));
    if (fresh.length) return mailpit.message(fresh[fresh.length - 1].ID);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new mail to ${email}`);
}

/** Requests a login link for `email` on `business` and returns the mail with its headers. */
export const loginLinkMail = (business: string, email: string) =>
  nextMail(email, async () => {
    const r = await call(business, REQUEST_LOGIN_LINK, { b: business, e: email });
    expect(r.data?.requestSelfAuthLink).toEqual({ status: 'ok', error: null });
  });
