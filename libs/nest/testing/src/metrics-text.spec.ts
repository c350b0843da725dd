import { metricFamilies, seriesValue } from './metrics-text';

const text = `# HELP gateway_requests_total GraphQL requests
# TYPE gateway_requests_total counter
gateway_requests_total{operation="WhoAmI",status="200",app="gateway",role="gateway"} 3
gateway_requests_total{operation="WhoAmI",status="401",app="gateway",role="gateway"} 1
gateway_requests_total{operation="a,b=\\"c\\"",status="200",app="gateway",role="gateway"} 2
# HELP outbox_pending_events Outbox events not yet published
# TYPE outbox_pending_events gauge
outbox_pending_events 7
# TYPE bullmq_queue_jobs gauge
`;

describe('reading a Prometheus text exposition', () => {
  it('finds the value of the series carrying every given label', () => {
    expect(seriesValue(text, 'gateway_requests_total', { status: '401' })).toBe(1);
    expect(seriesValue(text, 'gateway_requests_total', { operation: 'WhoAmI', app: 'gateway' })).toBe(3);
    expect(seriesValue(text, 'outbox_pending_events')).toBe(7);
    expect(seriesValue(text, 'gateway_requests_total', { status: '500' })).toBeNull();
    expect(seriesValue(text, 'gateway_requests', {})).toBeNull();
  });

  it('names the families with a TYPE line, with or without series', () => {
    expect([...metricFamilies(text)]).toEqual([
      'gateway_requests_total',
      'outbox_pending_events',
      'bullmq_queue_jobs',
    ]);
  });
});
