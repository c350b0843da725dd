import { Registry } from 'prom-client';
import { BlockReason } from '@tempo/contracts';
import { countBlocked, createMetrics, REQUEST_RULE } from './metrics';

describe('metrics', () => {
  it('registers the gateway series and the process defaults, labelled app and role', async () => {
    const m = createMetrics();
    m.requests.inc({ operation: 'Q', status: '200' });
    const text = await m.registry.metrics();
    for (const name of [
      'gateway_requests_total',
      'gateway_rate_limited_total',
      'gateway_blocked_requests_total',
      'gateway_actor_cache_lookups_total',
      'kafka_consumer_lag',
      'kafka_consumer_events_total',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toContain(
      'gateway_requests_total{operation="Q",status="200",app="gateway",role="gateway"} 1',
    );
  });

  it('counts a block by its reason, and a throttled request by each rule it broke', async () => {
    const m = createMetrics(new Registry());
    countBlocked(m, BlockReason.IP_BAN);
    countBlocked(m, BlockReason.THROTTLED, ['signInPerLogin', 'signInPerIp']);
    countBlocked(m, BlockReason.THROTTLED, [REQUEST_RULE]);
    const text = await m.registry.metrics();
    expect(text).toContain('gateway_blocked_requests_total{reason="IP_BAN"} 1');
    expect(text).toContain('gateway_blocked_requests_total{reason="THROTTLED"} 2');
    expect(text).not.toContain('reason="COUNTRY_BLOCKED"');
    expect(text).toContain('gateway_rate_limited_total{rule="signInPerLogin"} 1');
    expect(text).toContain('gateway_rate_limited_total{rule="signInPerIp"} 1');
    expect(text).toContain('gateway_rate_limited_total{rule="requestPerIp"} 1');
  });
});

describe('operation label cardinality', () => {
  it('gives only the first distinct names a series of their own', () => {
    const m = createMetrics(new Registry());
    for (let i = 0; i < 500; i++) expect(m.operation(`Op${i}`)).toBe(`Op${i}`);
    expect(m.operation('Op0')).toBe('Op0');
    expect(m.operation('Brand new')).toBe('other');
    expect(m.operation(null)).toBe('anonymous');
  });
});
