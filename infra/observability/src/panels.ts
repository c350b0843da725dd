import {
  BigValueColorMode,
  BigValueGraphMode,
  BigValueJustifyMode,
  BigValueTextMode,
  FieldColorModeId,
  GraphDrawStyle,
  LegendDisplayMode,
  PercentChangeColorMode,
  SortOrder,
  StackingMode,
  ThresholdsMode,
  TooltipDisplayMode,
  VisibilityMode,
  VizOrientation,
} from '@grafana/schema';
import type {
  DataSourceRef,
  GraphPanel,
  PrometheusQuery,
  RowPanel,
  StatPanel,
  TimeSeriesPanel,
} from './grafana-schema';

/**
 * The few panel shapes the dashboards are made of, so that a dashboard is a list of rows of
 * queries: a time series, a stat, and rows that lay their panels out on Grafana's 24-column grid.
 */

/** Every query goes to the Prometheus data source chosen in the `datasource` variable. */
export const DATASOURCE: DataSourceRef = { type: 'prometheus', uid: '${datasource}' };

export interface Query {
  expr: string;
  /** Grafana's legend template, e.g. `{{operation}}`. */
  legend: string;
}

export interface PanelSpec {
  title: string;
  /** What the panel shows and how to read it (Grafana shows it on the panel's info icon). */
  description: string;
  /** A Grafana unit id: reqps, percentunit, s, bytes, short, ... */
  unit: string;
  queries: Query[];
  /** Grid columns out of 24 (default 8). */
  width?: number;
  /** Stack the series (a total made of parts, e.g. requests by status). */
  stack?: boolean;
  /** Values from which the panel turns orange, then red. */
  thresholds?: [number, number];
}

export interface Sized<P> {
  panel: P;
  width: number;
}

const HEIGHT = 8;

function targets(queries: Query[]): PrometheusQuery[] {
  return queries.map((q, i) => ({
    datasource: DATASOURCE,
    refId: String.fromCharCode(65 + i),
    expr: q.expr,
    legendFormat: q.legend,
    range: true,
  }));
}

function thresholds(spec: PanelSpec) {
  const steps: Array<{ color: string; value: number | null }> = [{ color: 'green', value: null }];
  if (spec.thresholds) {
    steps.push({ color: 'orange', value: spec.thresholds[0] }, { color: 'red', value: spec.thresholds[1] });
  }
  return { mode: ThresholdsMode.Absolute, steps };
}

export function timeseries(spec: PanelSpec): Sized<TimeSeriesPanel> {
  const panel: TimeSeriesPanel = {
    type: 'timeseries',
    title: spec.title,
    description: spec.description,
    datasource: DATASOURCE,
    targets: targets(spec.queries),
    options: {
      legend: { calcs: [], displayMode: LegendDisplayMode.List, placement: 'bottom', showLegend: true },
      tooltip: { mode: TooltipDisplayMode.Multi, sort: SortOrder.Descending },
    },
    fieldConfig: {
      defaults: {
        unit: spec.unit,
        min: 0,
        color: { mode: FieldColorModeId.PaletteClassic },
        thresholds: thresholds(spec),
        custom: {
          drawStyle: GraphDrawStyle.Line,
          lineWidth: 1,
          fillOpacity: spec.stack ? 30 : 10,
          showPoints: VisibilityMode.Never,
          spanNulls: false,
          stacking: { mode: spec.stack ? StackingMode.Normal : StackingMode.None, group: 'A' },
        },
      },
      overrides: [],
    },
  };
  return { panel, width: spec.width ?? 8 };
}

export function stat(spec: PanelSpec): Sized<StatPanel> {
  const panel: StatPanel = {
    type: 'stat',
    title: spec.title,
    description: spec.description,
    datasource: DATASOURCE,
    targets: targets(spec.queries),
    options: {
      reduceOptions: { calcs: ['lastNotNull'], fields: '', values: false },
      orientation: VizOrientation.Auto,
      colorMode: BigValueColorMode.Value,
      graphMode: BigValueGraphMode.Area,
      justifyMode: BigValueJustifyMode.Auto,
      textMode: BigValueTextMode.Auto,
      percentChangeColorMode: PercentChangeColorMode.Standard,
      showPercentChange: false,
      wideLayout: true,
    },
    fieldConfig: {
      defaults: {
        unit: spec.unit,
        color: { mode: FieldColorModeId.Thresholds },
        thresholds: thresholds(spec),
      },
      overrides: [],
    },
  };
  return { panel, width: spec.width ?? 6 };
}

export interface Section {
  title: string;
  panels: Array<Sized<GraphPanel>>;
}

/**
 * Rows (expanded, so their panels follow them at the top level) and their panels placed left to
 * right, wrapping at 24 columns; panel ids in order.
 */
export function layout(sections: Section[]): Array<GraphPanel | RowPanel> {
  const out: Array<GraphPanel | RowPanel> = [];
  let id = 1;
  let y = 0;
  for (const section of sections) {
    out.push({
      type: 'row',
      title: section.title,
      collapsed: false,
      id: id++,
      panels: [],
      gridPos: { h: 1, w: 24, x: 0, y },
    });
    y += 1;
    let x = 0;
    for (const { panel, width } of section.panels) {
      if (x + width > 24) {
        x = 0;
        y += HEIGHT;
      }
      out.push({ ...panel, id: id++, gridPos: { h: HEIGHT, w: width, x, y } });
      x += width;
    }
    y += HEIGHT;
  }
  return out;
}
