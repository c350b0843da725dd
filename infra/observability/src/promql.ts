import { parser } from '@prometheus-io/lezer-promql';

/** One series selector of a PromQL expression: the metric it names and the labels it matches on. */
export interface Selector {
  metric: string;
  labels: string[];
}

/**
 * Grafana's interval variables as PromQL durations, so that a panel's query parses as PromQL
 * (template variables inside label values are strings already).
 */
const GRAFANA_INTERVALS: Record<string, string> = {
  $__rate_interval: '5m',
  $__interval: '1m',
  $__range: '1h',
};

export function fromGrafana(expr: string): string {
  return expr.replace(/\$__(rate_interval|interval|range)\b/g, (v) => GRAFANA_INTERVALS[v]);
}

/**
 * The series selectors of a PromQL expression, read with Prometheus's own PromQL grammar
 * (@prometheus-io/lezer-promql). Function names, aggregation operators, keywords and the labels
 * of `by`/`on` clauses are not selectors. Throws on a syntax error, naming where it is.
 */
export function selectors(expr: string): Selector[] {
  const tree = parser.parse(expr);
  const found: Selector[] = [];
  const cursor = tree.cursor();
  do {
    if (cursor.type.isError) {
      throw new Error(`PromQL syntax error at ${cursor.from} in: ${expr}`);
    }
    if (cursor.name !== 'VectorSelector') continue;
    const node = cursor.node;
    const name = node.getChild('Identifier');
    const labels: string[] = [];
    let metric = name ? expr.slice(name.from, name.to) : '';
    const matchers = node.getChild('LabelMatchers');
    for (const m of matchers ? [...matchers.getChildren('UnquotedLabelMatcher')] : []) {
      const label = m.getChild('LabelName');
      if (!label) continue;
      const labelName = expr.slice(label.from, label.to);
      if (labelName !== '__name__') {
        labels.push(labelName);
        continue;
      }
      const value = m.getChild('StringLiteral');
      if (!m.getChild('MatchOp')?.getChild('EqlSingle') || !value)
        throw new Error(`name the metric of a selector, not a pattern of names: ${expr}`);
      metric = JSON.parse(expr.slice(value.from, value.to)) as string;
    }
    if (!metric) throw new Error(`a selector without a metric name in: ${expr}`);
    found.push({ metric, labels });
  } while (cursor.next());
  return found;
}
