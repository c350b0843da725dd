import sharp from 'sharp';
import { infraSchema, loadConfig } from '@tempo/config';
import { S3ObjectStore } from '@tempo/storage';
import { call, createOwnBusiness, GATEWAY, host, OwnBusiness, uniqueName } from '@tempo/testing';
import { createPerson } from './people.fixture';

type Ticket = { status: string; error: string | null; uploadUrl: string | null };
const PHOTO = `mutation($b: ID!, $id: ID!, $n: String!, $t: String!, $s: Float!) {
  requestProfilePhotoUpload(business: $b, id: $id, fileName: $n, contentType: $t, size: $s) { status error uploadUrl } }`;
const FILE = `mutation($b: ID!, $id: ID!, $n: String!, $t: String!, $s: Float!) {
  requestPeopleFileUpload(business: $b, personId: $id, fileName: $n, contentType: $t, size: $s) { status error uploadUrl } }`;
const FILES = `query($b: ID!, $id: ID!) { peopleFiles(business: $b, personId: $id) { id name size url } }`;

const store = () => {
  const c = loadConfig({ S3_URL: infraSchema.S3_URL, S3_BUCKET: infraSchema.S3_BUCKET });
  return S3ObjectStore.fromUrl(c.S3_URL, c.S3_BUCKET);
};

async function put(business: string, path: string, body: Buffer): Promise<Response> {
  return fetch(`${GATEWAY}${path}`, { method: 'PUT', headers: { host: host(business) }, body });
}

/** Profile photos and files through the gateway, into the real object store (MinIO locally). */
describe('files and profile photos of people', () => {
  let biz: OwnBusiness;
  let personId: string;

  beforeAll(async () => {
    biz = await createOwnBusiness({ prefix: 'files' });
    personId = (await createPerson(biz.name, biz.owner, { f: 'Photo', l: uniqueName('Graph') })).people!.id;
  });

  it('a profile photo lands in the object store and is served at twice the requested size', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3b5bdb' } })
      .png()
      .toBuffer();
    const t = await call<{ requestProfilePhotoUpload: Ticket }>(
      biz.name,
      PHOTO,
      { b: biz.name, id: personId, n: 'me.png', t: 'image/png', s: png.length },
      biz.owner,
    );
    expect(t.data?.requestProfilePhotoUpload.status).toBe('ok');
    const up = await put(biz.name, t.data!.requestProfilePhotoUpload.uploadUrl!, png);
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    const key = url.replace('/media/', '');
    expect(await store().head(key)).toMatchObject({ contentType: 'image/webp' });
    const person = await call<{ people: { profilePhoto: string }[] }>(
      biz.name,
      `query($b: ID!, $id: ID) { people(business: $b, id: $id) { profilePhoto } }`,
      { b: biz.name, id: personId },
      biz.owner,
    );
    expect(person.data?.people[0].profilePhoto).toBe(url);
    const served = await fetch(`${GATEWAY}${url}?size=50`, { headers: { host: host(biz.name) } });
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(100);
  });

  it('a file over the business limit is refused with a clear error and nothing is stored', async () => {
    const big = 11 * 1024 * 1024;
    const t = await call<{ requestPeopleFileUpload: Ticket }>(
      biz.name,
      FILE,
      { b: biz.name, id: personId, n: 'big.pdf', t: 'application/pdf', s: big },
      biz.owner,
    );
    expect(t.data?.requestPeopleFileUpload).toEqual({
      status: 'error',
      error: 'File is too large: the limit is 10 MB',
      uploadUrl: null,
    });
    const small = await call<{ requestPeopleFileUpload: Ticket }>(
      biz.name,
      FILE,
      { b: biz.name, id: personId, n: 'note.pdf', t: 'application/pdf', s: 10 },
      biz.owner,
    );
    const more = await put(biz.name, small.data!.requestPeopleFileUpload.uploadUrl!, Buffer.alloc(5000, 1));
    expect(more.status).toBe(413);
    const list = await call<{ peopleFiles: unknown[] }>(
      biz.name,
      FILES,
      { b: biz.name, id: personId },
      biz.owner,
    );
    expect(list.data?.peopleFiles).toEqual([]);
  });

  it('a stored file is listed with a link that works, and only with its signature', async () => {
    const body = Buffer.from('%PDF-1.4 lesson plan');
    const t = await call<{ requestPeopleFileUpload: Ticket }>(
      biz.name,
      FILE,
      { b: biz.name, id: personId, n: 'plan.pdf', t: 'application/pdf', s: body.length },
      biz.owner,
    );
    expect((await put(biz.name, t.data!.requestPeopleFileUpload.uploadUrl!, body)).status).toBe(201);
    const list = await call<{ peopleFiles: { name: string; url: string }[] }>(
      biz.name,
      FILES,
      { b: biz.name, id: personId },
      biz.owner,
    );
    expect(list.data?.peopleFiles.map((f) => f.name)).toEqual(['plan.pdf']);
    const link = list.data!.peopleFiles[0].url;
    const ok = await fetch(`${GATEWAY}${link}`, { headers: { host: host(biz.name) } });
    expect(Buffer.from(await ok.arrayBuffer()).toString()).toBe(body.toString());
    const unsigned = await fetch(`${GATEWAY}${link.split('?')[0]}`, { headers: { host: host(biz.name) } });
    expect(unsigned.status).toBe(404);
  });

  it("a merge keeps the deleted record's files on the kept one", async () => {
    const last = uniqueName('Keep');
    const keep = (await createPerson(biz.name, biz.owner, { f: 'Kept', l: last })).people!.id;
    const dup = (await createPerson(biz.name, biz.owner, { f: 'Kept', l: last })).people!.id;
    const body = Buffer.from('%PDF-1.4 enrolment form');
    const t = await call<{ requestPeopleFileUpload: Ticket }>(
      biz.name,
      FILE,
      { b: biz.name, id: dup, n: 'form.pdf', t: 'application/pdf', s: body.length },
      biz.owner,
    );
    expect((await put(biz.name, t.data!.requestPeopleFileUpload.uploadUrl!, body)).status).toBe(201);
    const merged = await call(
      biz.name,
      `mutation($b: ID!, $d: ID!, $k: ID!) { mergePeople(business: $b, toDeleteId: $d, toKeepId: $k) { status error } }`,
      { b: biz.name, d: dup, k: keep },
      biz.owner,
    );
    expect(merged.data).toEqual({ mergePeople: { status: 'ok', error: null } });
    const list = await call<{ peopleFiles: { name: string }[] }>(
      biz.name,
      FILES,
      { b: biz.name, id: keep },
      biz.owner,
    );
    expect(list.data?.peopleFiles.map((f) => f.name)).toEqual(['form.pdf']);
  });
});
