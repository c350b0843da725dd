import { parseEnvelope } from './consumer';

describe('parseEnvelope', () => {
  it('accepts a well-formed envelope', () => {
    const e = { id: 'x', type: 'business.created', version: 1, business: 'demo', occurredAt: 'now', actor: null, data: {} };
    expect(parseEnvelope(Buffer.from(JSON.stringify(e)))).toEqual(e);
  });
  it.each([[null], [Buffer.from('not json')], [Buffer.from('{"id":1}')], [Buffer.from('null')]])('drops malformed %#', (v) => {
    expect(parseEnvelope(v)).toBeNull();
  });
});
