import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a random salt', async () => {
    const a = await hashPassword('Demo-pass-1');
    const b = await hashPassword('Demo-pass-1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Demo-pass-1', a)).resolves.toBe(true);
    await expect(verifyPassword('demo-pass-1', a)).resolves.toBe(false);
    await expect(verifyPassword('Demo-pass-1', null)).resolves.toBe(false);
    await expect(verifyPassword('Demo-pass-1', 'md5$abc')).resolves.toBe(false);
  });
});
