import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesPersonId, formatSize, sendUpload, uploadError } from './files-model';

describe('files pages', () => {
  it("are about the route's person, else the signed-in one", () => {
    expect(filesPersonId({ clientId: 'c' }, 'me')).toBe('c');
    expect(filesPersonId({ staffId: 's' }, 'me')).toBe('s');
    expect(filesPersonId({ dependentId: 'd' }, 'me')).toBe('d');
    expect(filesPersonId({}, 'me')).toBe('me');
    expect(filesPersonId({}, null)).toBeNull();
  });

  it('show sizes in B, KB and MB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(3500)).toBe('3.4 KB');
    expect(formatSize(11 * 1024 * 1024)).toBe('11.0 MB');
  });

  it("say why an upload was refused, in the media answer's words", async () => {
    expect(
      await uploadError(
        new Response(JSON.stringify({ error: 'The file is not the size that was declared' }), {
          status: 413,
        }),
      ),
    ).toBe('The file is not the size that was declared');
    expect(await uploadError(new Response('x', { status: 502, statusText: 'Bad Gateway' }))).toBe(
      'Bad Gateway',
    );
  });
});

describe('sending an upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a refused ticket as it is, without sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const refused = { status: 'error', error: 'File is too large: the limit is 10 MB', uploadUrl: null };
    expect(await sendUpload(refused, new Blob(['x']), 'application/pdf')).toBe(refused);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("PUTs the file to the ticket's URL, and says why the store refused it", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ error: 'This file is not an image' }), { status: 415 }),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await sendUpload(
      { status: 'ok', uploadUrl: '/media/upload/t' },
      new Blob(['x']),
      'image/png',
    );
    expect(answer).toEqual({ status: 'error', error: 'This file is not an image' });
    expect(fetch).toHaveBeenCalledWith('/media/upload/t', expect.objectContaining({ method: 'PUT' }));
    fetch.mockResolvedValueOnce(new Response('{}', { status: 201 }));
    expect(
      await sendUpload({ status: 'ok', uploadUrl: '/media/upload/t' }, new Blob(['x']), 'image/png'),
    ).toEqual({ status: 'ok' });
  });
});
