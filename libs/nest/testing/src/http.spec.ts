import { waitFor } from './http';

describe('waitFor', () => {
  it('returns the first truthy value', async () => {
    let n = 0;
    await expect(waitFor(async () => (++n >= 3 ? n : null), 1000, 1)).resolves.toBe(3);
  });
  it('times out with the last error', async () => {
    await expect(
      waitFor(
        async () => {
          throw new Error('not yet');
        },
        20,
        5,
      ),
    ).rejects.toThrow('not yet');
  });
});
