import {
  BYTES_PER_MB,
  FILE_TOO_LARGE,
  FOLDERS,
  IMAGE_TYPES,
  STORAGE_FULL,
  businessPrefix,
  folderAccepts,
  isFolder,
  isImageType,
  keyBelongsTo,
  objectKey,
  parseObjectKey,
  safeFileName,
  sizeProblem,
} from './rules';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('rule: the folders are service_photos, profile_photos, common, shared and files', () => {
  it('knows exactly these folders', () => {
    expect([...FOLDERS]).toEqual(['service_photos', 'profile_photos', 'common', 'shared', 'files']);
    expect(FOLDERS.every(isFolder)).toBe(true);
  });

  it.each(['photos', '', 'files/..', 'FILES', '../common'])('refuses the folder %j', (folder) => {
    expect(isFolder(folder)).toBe(false);
  });
});

describe('rule: image folders take jpeg, png, webp and gif only; files takes any type', () => {
  it('lists the image types', () => {
    expect([...IMAGE_TYPES]).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
  });

  it('reads a content type without its parameters and case', () => {
    expect(isImageType('Image/JPEG; charset=binary')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('image/bmp')).toBe(false);
  });

  it('applies the allow list to the image folders only', () => {
    expect(folderAccepts('profile_photos', 'image/png')).toBe(true);
    expect(folderAccepts('service_photos', 'application/pdf')).toBe(false);
    expect(folderAccepts('shared', 'text/html')).toBe(false);
    expect(folderAccepts('files', 'application/pdf')).toBe(true);
  });
});

describe('rule: file names are sanitised', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['my photo (1).JPG', 'my-photo-1.JPG'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system.ini', 'system.ini'],
    ['.htaccess', 'htaccess'],
    ['Crème brûlée.png', 'Creme-brulee.png'],
    ['a<b>c"d|e?.pdf', 'a-b-c-d-e.pdf'],
    ['name..with...dots.txt', 'name.with.dots.txt'],
    ['', 'file'],
    ['..', 'file'],
    ['/', 'file'],
    ['日本語', 'file'],
  ])('%j becomes %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps at most 100 characters and the extension', () => {
    const safe = safeFileName(`${'x'.repeat(300)}.jpeg`);
    expect(safe).toHaveLength(100);
    expect(safe.endsWith('.jpeg')).toBe(true);
  });

  it('is stable: a safe name stays as it is', () => {
    for (const name of ['my photo (1).JPG', `${'y'.repeat(300)}.pdf`, 'a-b_c.d']) {
      expect(safeFileName(safeFileName(name))).toBe(safeFileName(name));
    }
  });
});

describe('rule: keys are <business>/<folder>/<uuid>-<safe file name>', () => {
  it('builds the key under the business', () => {
    expect(objectKey('demo', 'profile_photos', 'Me at the beach.png', ID)).toBe(
      `demo/profile_photos/${ID}-Me-at-the-beach.png`,
    );
  });

  it('makes a new uuid per object', () => {
    const a = objectKey('demo', 'files', 'a.pdf');
    const b = objectKey('demo', 'files', 'a.pdf');
    expect(a).not.toBe(b);
    expect(parseObjectKey(a)?.fileName).toBe('a.pdf');
  });

  it('cannot escape its prefix through the file name', () => {
    const key = objectKey('demo', 'files', '../../other/files/x.pdf', ID);
    expect(key).toBe(`demo/files/${ID}-x.pdf`);
  });

  it.each([
    ['../demo', 'files', ID],
    ['Demo', 'files', ID],
    ['demo/x', 'files', ID],
    ['demo', 'secrets', ID],
    ['demo', 'files', 'not-a-uuid'],
    ['demo', 'files', '../../x'],
  ])('refuses business %j, folder %j, id %j', (business, folder, id) => {
    expect(() => objectKey(business, folder as 'files', 'a.pdf', id)).toThrow();
  });

  it('parses its own keys back', () => {
    expect(parseObjectKey(`demo/common/${ID}-logo.png`)).toEqual({
      business: 'demo',
      folder: 'common',
      id: ID,
      fileName: 'logo.png',
    });
  });

  it.each([
    `demo/common/${ID}-../x.png`,
    `demo/common/${ID}-a b.png`,
    `demo/other/${ID}-a.png`,
    `demo/common/nouuid-a.png`,
    `../common/${ID}-a.png`,
    `demo/common/x/${ID}-a.png`,
    'demo',
  ])('does not parse %j', (key) => {
    expect(parseObjectKey(key)).toBeNull();
  });

  it('tells whether a key is the business’s', () => {
    const key = objectKey('demo', 'files', 'a.pdf', ID);
    expect(keyBelongsTo(key, 'demo')).toBe(true);
    expect(keyBelongsTo(key, 'other')).toBe(false);
    expect(keyBelongsTo(`demox/files/${ID}-a.pdf`, 'demo')).toBe(false);
    expect(businessPrefix('demo')).toBe('demo/');
    expect(() => businessPrefix('')).toThrow();
  });
});

describe('rule: a file fits the per-file limit, then the total limit', () => {
  const limits = { perFileMb: 5, totalMb: 100 };

  it('uses these texts', () => {
    expect(FILE_TOO_LARGE(5)).toBe('File is too large: the limit is 5 MB');
    expect(STORAGE_FULL(100)).toBe('Not enough storage left: the limit is 100 MB');
  });

  it('accepts a file up to the per-file limit exactly', () => {
    expect(sizeProblem(5 * BYTES_PER_MB, 0, limits)).toBeNull();
  });

  it('refuses a file one byte over the per-file limit', () => {
    expect(sizeProblem(5 * BYTES_PER_MB + 1, 0, limits)).toBe('File is too large: the limit is 5 MB');
  });

  it('accepts a file that fills the storage exactly', () => {
    expect(sizeProblem(BYTES_PER_MB, 99 * BYTES_PER_MB, limits)).toBeNull();
  });

  it('refuses a file that would pass the total limit', () => {
    expect(sizeProblem(BYTES_PER_MB + 1, 99 * BYTES_PER_MB, limits)).toBe(
      'Not enough storage left: the limit is 100 MB',
    );
  });

  it('names the per-file limit first when both are passed', () => {
    expect(sizeProblem(6 * BYTES_PER_MB, 100 * BYTES_PER_MB, limits)).toBe(FILE_TOO_LARGE(5));
  });
});
