import { retryingConflicts } from './booking.store';

const failure = (code: string) => Object.assign(new Error(`failed ${code}`), { driverError: { code } });

describe('retryingConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, up to three times in all', async () => {
    const codes = ['40P01', '40001'];
    let calls = 0;
    const result = await retryingConflicts(async () => {
      calls++;
      if (codes.length) throw failure(codes.shift()!);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);

    let tries = 0;
    await expect(
      retryingConflicts(async () => {
        tries++;
        throw failure('40P01');
      }),
    ).rejects.toThrow('failed 40P01');
    expect(tries).toBe(3);
  });

  it('passes any other error on at once', async () => {
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw failure('23P01');
      }),
    ).rejects.toThrow('failed 23P01');
    expect(calls).toBe(1);
  });
});
