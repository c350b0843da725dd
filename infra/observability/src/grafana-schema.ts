/**
 * The Grafana dashboard JSON model our dashboards are held to, put together from Grafana's own
 * published types (see README.md, "Which schema"):
 *
 * - the dashboard, panels, rows, field config and template variables: `@grafana/schema` (Grafana's
 *   schema package, generated from the dashboard kind of the Grafana release it is versioned with);
 * - the options and custom field config of the panel plugins we use (time series, stat): the same
 *   package's panel-config types of those plugins;
 * - the Prometheus query of each target: the Prometheus data-query type of
 *   `@grafana/grafana-foundation-sdk` (generated from the same schemas; `@grafana/schema` does not
 *   publish the Prometheus query).
 *
 * Where Grafana's types leave a member open (`options`, `fieldConfig.defaults.custom`, `targets`),
 * the panel type narrows it to the plugin's own type, so that every field is known. The test turns
 * `GrafanaDashboard` into a JSON Schema that refuses unknown properties (src/grafana-schema.spec.ts).
 */
import type * as prometheus from '@grafana/grafana-foundation-sdk/dist/prometheus/types.gen';
import type * as stat from '@grafana/schema/dist/types/raw/composable/stat/panelcfg/x/types.gen';
import type * as timeseries from '@grafana/schema/dist/types/raw/composable/timeseries/panelcfg/x/types.gen';
import type * as dashboard from '@grafana/schema/dist/types/raw/dashboard/x/types.gen';

/** A Prometheus query (the type's marker method is the SDK's, not part of the JSON). */
export type PrometheusQuery = Omit<prometheus.Dataquery, '_implementsDataqueryVariant'>;

/** A panel of one plugin: its options, its custom field config and Prometheus targets. */
export interface PluginPanel<Type extends string, Options, Custom> extends Omit<
  dashboard.Panel,
  'type' | 'options' | 'fieldConfig' | 'targets'
> {
  type: Type;
  options: Options;
  fieldConfig: {
    defaults: Omit<dashboard.FieldConfig, 'custom'> & { custom?: Custom };
    overrides: dashboard.FieldConfigSource['overrides'];
  };
  targets: PrometheusQuery[];
}

export type TimeSeriesPanel = PluginPanel<'timeseries', timeseries.Options, timeseries.FieldConfig>;
/** The stat panel has no custom field config. */
export type StatPanel = PluginPanel<'stat', stat.Options, Record<string, never>>;
export type GraphPanel = TimeSeriesPanel | StatPanel;

export interface RowPanel extends Omit<dashboard.RowPanel, 'panels'> {
  panels: GraphPanel[];
}

export interface GrafanaDashboard extends Omit<dashboard.Dashboard, 'panels'> {
  panels: Array<GraphPanel | RowPanel>;
}

export type VariableModel = dashboard.VariableModel;
export type DataSourceRef = dashboard.DataSourceRef;
