import { describe, expect, it } from 'vitest';
import { filesPersonId, formatSize, uploadError } from './files-model';

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
