import { DashboardCursorSync, VariableRefresh, VariableSort } from '@grafana/schema';
import type { GrafanaDashboard, VariableModel } from './grafana-schema';
import { events, jobs, processes, subgraphApis } from './overview-backend';
import { gatewayRequests, signIn, subgraphsFromGateway } from './overview-gateway';
import { DATASOURCE, layout } from './panels';

/**
 * The operators' overview dashboard (dashboards/tempo-overview.json is written from it:
 * `npm run dashboards -w @tempo/observability`). Every query names only metrics of metrics.json;
 * README.md says what each row shows and how to read it.
 */

function queryVariable(name: string, label: string, query: string): VariableModel {
  return {
    type: 'query',
    name,
    label,
    datasource: DATASOURCE,
    query,
    refresh: VariableRefresh.onTimeRangeChanged,
    sort: VariableSort.alphabeticalAsc,
    multi: true,
    includeAll: true,
    allValue: '.*',
    current: { text: 'All', value: '$__all' },
  };
}

export function overviewDashboard(): GrafanaDashboard {
  return {
    uid: 'tempo-overview',
    title: 'Tempo overview',
    description:
      'Requests, errors and latency per operation and subgraph, sign-in protection, events, jobs and processes.',
    tags: ['tempo'],
    editable: true,
    graphTooltip: DashboardCursorSync.Crosshair,
    schemaVersion: 42,
    time: { from: 'now-3h', to: 'now' },
    timezone: 'browser',
    refresh: '30s',
    templating: {
      list: [
        { type: 'datasource', name: 'datasource', label: 'Data source', query: 'prometheus' },
        queryVariable('app', 'App', 'label_values(process_resident_memory_bytes, app)'),
        queryVariable('operation', 'Operation', 'label_values(gateway_requests_total, operation)'),
      ],
    },
    annotations: { list: [] },
    panels: layout([gatewayRequests, subgraphsFromGateway, subgraphApis, signIn, events, jobs, processes]),
  };
}

/** Every dashboard of dashboards/, by file name. */
export const DASHBOARDS: Record<string, () => GrafanaDashboard> = {
  'tempo-overview.json': overviewDashboard,
};
