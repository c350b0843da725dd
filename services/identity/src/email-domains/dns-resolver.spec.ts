import { localTxtKey, SystemTxtResolver } from './dns-resolver';

const failing = (code: string) => async (): Promise<string[][]> => {
  throw Object.assign(new Error(code), { code });
};

describe('SystemTxtResolver', () => {
  it('returns the answer of the lookup', async () => {
    const r = new SystemTxtResolver(async (name) => [[`for ${name}`]]);
    await expect(r.resolveTxt('_tempo.bank.example')).resolves.toEqual([['for _tempo.bank.example']]);
  });

  it('answers no records for a name or record that does not exist', async () => {
    await expect(new SystemTxtResolver(failing('ENOTFOUND')).resolveTxt('x.example')).resolves.toEqual([]);
    await expect(new SystemTxtResolver(failing('ENODATA')).resolveTxt('x.example')).resolves.toEqual([]);
  });

  it('reports other failures (timeouts, refused) as errors', async () => {
    await expect(new SystemTxtResolver(failing('ETIMEOUT')).resolveTxt('x.example')).rejects.toThrow(
      'ETIMEOUT',
    );
  });
});

describe('the local resolver key', () => {
  it('is one documented key per lower-cased name', () => {
    expect(localTxtKey('_tempo.Bank.Example')).toBe('tempo:local-dns:txt:_tempo.bank.example');
  });
});
