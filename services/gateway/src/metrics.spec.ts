import { Registry } from 'prom-client';
import { createMetrics, operationLabel } from './metrics';

describe('metrics', () => {
  it('bounds operation labels', () => {
    expect(operationLabel(null)).toBe('anonymous');
    expect(operationLabel('  ')).toBe('anonymous');
    expect(operationLabel('BookingsQuery')).toBe('BookingsQuery');
    expect(operationLabel('x'.repeat(100))).toHaveLength(64);
  });

  it('registers the gateway series and the process defaults', async () => {
    const m = createMetrics(new Registry());
    m.requests.inc({ operation: 'Q', status: '200' });
    const text = await m.registry.metrics();
    for (const name of [
      'gateway_requests_total',
      'gateway_request_duration_seconds',
      'gateway_errors_total',
      'gateway_subgraph_requests_total',
      'gateway_subgraph_request_duration_seconds',
      'gateway_subgraph_errors_total',
      'process_cpu_user_seconds_total',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('gateway_requests_total{operation="Q",status="200"} 1');
  });
});

describe('operation label cardinality', () => {
  it('gives only the first distinct names a series of their own', () => {
    const m = createMetrics(new Registry(), false);
    for (let i = 0; i < 500; i++) expect(m.operation(`Op${i}`)).toBe(`Op${i}`);
    expect(m.operation('Op0')).toBe('Op0');
    expect(m.operation('Brand new')).toBe('other');
    expect(m.operation(null)).toBe('anonymous');
  });
});
