import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUDO_AS_KEY,
  authorizationWithSudo,
  buildSudoHeader,
  clearSudoAs,
  getSudoAs,
  isEmail,
  isImpersonating,
  setSudoAs,
  verifySudoTarget,
} from './impersonation';

afterEach(() => localStorage.clear());

describe('sudo header building', () => {
  it('builds sudo-as {user}|{auth}', () => {
    expect(buildSudoHeader('client@demo.example', 'tok')).toBe('sudo-as client@demo.example|tok');
  });

  it('strips pipes from the user part', () => {
    expect(buildSudoHeader('a|b@x.io', 'tok')).toBe('sudo-as ab@x.io|tok');
  });

  it('falls back to the usual header when not impersonating', () => {
    expect(authorizationWithSudo('tok', 'Bearer tok')).toBe('Bearer tok');
  });

  it('uses the sudo form while impersonating with a token', () => {
    setSudoAs('client@demo.example');
    expect(authorizationWithSudo('tok', 'Bearer tok')).toBe('sudo-as client@demo.example|tok');
  });

  it('sends no sudo header without a token', () => {
    setSudoAs('client@demo.example');
    expect(authorizationWithSudo(null, 'null')).toBe('null');
  });
});

describe('sudo store', () => {
  it('stores under sudoAs, trimmed, and clears', () => {
    expect(isImpersonating()).toBe(false);
    setSudoAs('  client@demo.example ');
    expect(localStorage.getItem(SUDO_AS_KEY)).toBe('client@demo.example');
    expect(getSudoAs()).toBe('client@demo.example');
    expect(isImpersonating()).toBe(true);
    clearSudoAs();
    expect(getSudoAs()).toBeNull();
  });

  it('refuses an empty user', () => {
    expect(() => setSudoAs('  ')).toThrow();
  });

  it('recognises e-mails', () => {
    expect(isEmail('client@demo.example')).toBe(true);
    expect(isEmail('nope')).toBe(false);
  });
});

describe('verifySudoTarget', () => {
  const reply = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('sends the sudo header and accepts a known user', async () => {
    const fetchFn = reply({ data: { currentUser: { id: 'u1', email: 'client@demo.example' } } });
    expect(await verifySudoTarget('client@demo.example', 'tok', fetchFn)).toBeNull();
    const init = (fetchFn as unknown as ReturnType<typeof vi.fn>).mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('sudo-as client@demo.example|tok');
  });

  it("reports the API's refusal", async () => {
    const fetchFn = reply({ errors: [{ message: 'User does not exist' }] }, 403);
    expect(await verifySudoTarget('nobody@demo.example', 'tok', fetchFn)).toBe('User does not exist');
  });

  it('needs a token', async () => {
    expect(await verifySudoTarget('client@demo.example', null, reply({}))).toBe('Not logged in');
  });
});
