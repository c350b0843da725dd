import { parseEnvelope } from './consumer';

describe('parseEnvelope', () => {
  it('accepts a well-formed envelope', () => {
    const e = {
      id: '01a1fc9c-c538-735e-adc6-20486d950458',
      type: 'business.created',
      version: 1,
      business: 'demo',
      occurredAt: 'now',
      actor: null,
      data: {},
    };
    expect(parseEnvelope(Buffer.from(JSON.stringify(e)))).toEqual(e);
  });
  it.each([
    [null],
    [Buffer.from('not json')],
    [Buffer.from('{"id":1}')],
    [Buffer.from('null')],
    [Buffer.from('{"id":"not-a-uuid","business":"b","type":"t"}')],
  ])('drops malformed %#', (v) => {
    expect(parseEnvelope(v)).toBeNull();
  });
});
