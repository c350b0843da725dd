import type { EventEnvelope } from '@tempo/contracts';
import { ConsumerOutcome, consumeMessage } from './consumer';

const event: EventEnvelope = {
  id: '01a1fc9c-c538-735e-adc6-20486d950458',
  type: 'account.updated',
  version: 1,
  business: 'demo',
  occurredAt: '2026-03-01T10:00:00.000Z',
  actor: null,
  data: {},
};
const message = Buffer.from(JSON.stringify(event));

describe('consumeMessage', () => {
  const run = async (value: Buffer | null, apply: () => Promise<boolean>) => {
    const outcomes: ConsumerOutcome[] = [];
    const logs: string[] = [];
    let thrown: unknown = null;
    try {
      await consumeMessage(
        'accounts',
        'identity.account.v1',
        value,
        apply,
        (o) => outcomes.push(o),
        (m) => logs.push(m),
      );
    } catch (e) {
      thrown = e;
    }
    return { outcomes, logs, thrown };
  };

  it('reports an applied event as processed', async () => {
    let applied: EventEnvelope | null = null;
    const r = await run(message, async () => ((applied = event), true));
    expect(applied).toEqual(event);
    expect(r).toEqual({ outcomes: ['processed'], logs: [], thrown: null });
  });

  it('reports a redelivered event as a duplicate', async () => {
    const r = await run(message, async () => false);
    expect(r.outcomes).toEqual(['duplicate']);
    expect(r.logs).toEqual([`accounts: duplicate event ${event.id} ignored`]);
  });

  it('reports a malformed message as failed and drops it', async () => {
    const r = await run(Buffer.from('not json'), async () => true);
    expect(r).toEqual({
      outcomes: ['failed'],
      logs: ['accounts: dropping malformed message on identity.account.v1'],
      thrown: null,
    });
  });

  it('reports a failure and rethrows it without its properties, for the client to retry', async () => {
    const failure = Object.assign(new Error('duplicate key'), { parameters: ['secret-value'] });
    const r = await run(message, async () => {
      throw failure;
    });
    expect(r.outcomes).toEqual(['failed']);
    expect(r.thrown).toBeInstanceOf(Error);
    expect(r.thrown).not.toBe(failure);
    expect(JSON.stringify(r.thrown)).not.toContain('secret-value');
  });
});
