import { isValidZone, queueName } from './jobs';

describe('jobs helpers', () => {
  it('names queues per service', () => expect(queueName('billing', 'autopay')).toBe('billing.autopay'));
  it.each([['America/New_York', true], ['Europe/London', true], ['Mars/Base', false], ['', false]])('isValidZone(%s)', (z, ok) => {
    expect(isValidZone(z)).toBe(ok);
  });
});
