import { downloadQuery, signGrant, UploadGrant, verifyDownload, verifyGrant } from './media-token';

const grant: UploadGrant = {
  business: 'demo',
  personId: '01a20ac0-f09a-706c-a700-e42db7474519',
  folder: 'files',
  key: 'demo/files/01a20ac0-f09a-706c-a700-e42db7474519-plan.pdf',
  name: 'plan.pdf',
  contentType: 'application/pdf',
  size: 10,
  uploadedBy: null,
  limitsMb: { perFileMb: 10, totalMb: 1024 },
  exp: 1000,
};

describe('media grants', () => {
  it('an upload grant verifies with its secret until it expires', () => {
    const token = signGrant(grant, 's3cret');
    expect(verifyGrant(token, 's3cret', 999)).toEqual(grant);
    expect(verifyGrant(token, 's3cret', 1000)).toBeNull();
    expect(verifyGrant(token, 'other', 999)).toBeNull();
  });

  it('a changed grant (a bigger size) does not verify', () => {
    const [, sig] = signGrant(grant, 's3cret').split('.');
    const forged = Buffer.from(JSON.stringify({ ...grant, size: 10_000_000 })).toString('base64url');
    expect(verifyGrant(`${forged}.${sig}`, 's3cret', 0)).toBeNull();
    expect(verifyGrant('garbage', 's3cret', 0)).toBeNull();
  });

  it('a download link is bound to its key and expiry', () => {
    const q = new URLSearchParams(downloadQuery(grant.key, 2000, 's3cret'));
    const [exp, sig] = [q.get('exp') ?? undefined, q.get('sig') ?? undefined];
    expect(verifyDownload(grant.key, exp, sig, 's3cret', 1999)).toBe(true);
    expect(verifyDownload(grant.key, exp, sig, 's3cret', 2000)).toBe(false);
    expect(verifyDownload('demo/files/other.pdf', exp, sig, 's3cret', 0)).toBe(false);
    expect(verifyDownload(grant.key, '3000', sig, 's3cret', 0)).toBe(false);
  });
});
