import sharp from 'sharp';
import { AVATAR_SIZE, MAX_SERVED_SIZE, detectImageType, resizeImage, servedSize } from './images';

const png = (width: number, height: number, alpha = false): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: { r: 200, g: 30, b: 60, alpha: alpha ? 0.5 : 1 },
    },
  })
    .png()
    .toBuffer();

describe('rule: images are served at twice the requested size', () => {
  it('doubles the requested size', () => {
    expect(servedSize(120)).toBe(240);
    expect(servedSize(1)).toBe(2);
  });

  it('serves an avatar of the default size 50 at 100 px', () => {
    expect(AVATAR_SIZE).toBe(50);
    expect(servedSize()).toBe(100);
  });

  it('clamps to the largest served size', () => {
    expect(servedSize(1024)).toBe(MAX_SERVED_SIZE);
    expect(servedSize(5000)).toBe(2048);
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('serves the avatar size for %p', (size) => {
    expect(servedSize(size)).toBe(100);
  });

  it('rounds a fractional size', () => {
    expect(servedSize(40.6)).toBe(82);
    expect(servedSize(0.2)).toBe(2);
  });
});

describe('resizeImage', () => {
  it('fits the longer side to maxSide and keeps the aspect', async () => {
    const out = await resizeImage(await png(800, 400), 100);
    expect(out).toMatchObject({ contentType: 'image/webp', width: 100, height: 50 });
    expect(await sharp(out.body).metadata()).toMatchObject({ format: 'webp', width: 100, height: 50 });
  });

  it('never enlarges', async () => {
    const out = await resizeImage(await png(40, 30), 100);
    expect([out.width, out.height]).toEqual([40, 30]);
  });

  it('writes JPEG with transparency on white', async () => {
    const out = await resizeImage(await png(300, 300, true), 64, 'jpeg');
    const meta = await sharp(out.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 64, hasAlpha: false });
    const { data } = await sharp(out.body).raw().toBuffer({ resolveWithObject: true });
    // half-transparent red over white is light red, not the opaque colour
    expect(data[1]).toBeGreaterThan(100);
  });

  it.each([0, 2049, 1.5])('refuses maxSide %p', async (side) => {
    await expect(resizeImage(await png(10, 10), side)).rejects.toThrow(/maxSide/);
  });

  it('refuses bytes that are no image', async () => {
    await expect(resizeImage(Buffer.from('not an image'), 100)).rejects.toThrow();
  });
});

describe('detectImageType', () => {
  it('reads the type from the bytes', async () => {
    const source = await png(20, 20);
    expect(await detectImageType(source)).toBe('image/png');
    expect(await detectImageType(await sharp(source).jpeg().toBuffer())).toBe('image/jpeg');
    expect(await detectImageType(await sharp(source).gif().toBuffer())).toBe('image/gif');
    expect(await detectImageType(await sharp(source).webp().toBuffer())).toBe('image/webp');
  });

  it('answers null for other formats and for non-images', async () => {
    expect(
      await detectImageType(
        await sharp(await png(20, 20))
          .tiff()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await detectImageType(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
