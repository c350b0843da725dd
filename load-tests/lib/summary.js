// The end-of-run summary every profile prints (k6's handleSummary): each threshold with the value
// it was held to and PASS or FAIL, each check's passes, and the run's totals. k6 itself exits
// non-zero (99) when a threshold fails. SUMMARY_JSON=<file> also writes k6's whole summary there.

const pad = (s, n) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

function formatValue(stat, value) {
  if (value === undefined || value === null) return '-';
  if (stat === 'rate') return `${(value * 100).toFixed(2)}%`;
  if (/^(p\(|avg|med|min|max)/.test(stat)) return `${value.toFixed(1)} ms`;
  return String(Math.round(value * 100) / 100);
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((c, i) => pad(c, widths[i])).join('  ')}`.trimEnd()).join('\n');
}

function thresholdRows(metrics) {
  const rows = [];
  for (const name of Object.keys(metrics).sort()) {
    const thresholds = metrics[name].thresholds || {};
    for (const expr of Object.keys(thresholds)) {
      const stat = expr.split(/[<>=!]/)[0].trim();
      const value = metrics[name].values[stat];
      rows.push([name, expr, formatValue(stat, value), thresholds[expr].ok ? 'PASS' : 'FAIL']);
    }
  }
  return rows;
}

function checkRows(group, rows = []) {
  for (const c of group.checks || []) {
    const total = c.passes + c.fails;
    rows.push([c.name, `${c.passes}/${total}`, c.fails === 0 ? 'PASS' : 'FAIL']);
  }
  for (const g of group.groups || []) checkRows(g, rows);
  return rows;
}

export function summaryText(data) {
  const m = data.metrics;
  const thresholds = thresholdRows(m);
  const checks = checkRows(data.root_group);
  const failed = thresholds.filter((r) => r[3] === 'FAIL').length;
  const total = (name, stat) => (m[name] ? m[name].values[stat] : 0);
  const lines = [
    '',
    `Thresholds: ${thresholds.length - failed} passed, ${failed} failed`,
    table([['metric', 'threshold', 'value', 'result'], ...thresholds]),
    '',
    'Checks',
    checks.length ? table([['check', 'passed', 'result'], ...checks]) : '  (none ran)',
    '',
    `Iterations ${total('iterations', 'count')}, requests ${total('http_reqs', 'count')} ` +
      `(${formatValue('', total('http_reqs', 'rate'))}/s), GraphQL errors ${formatValue('rate', total('graphql_errors', 'rate'))}`,
    '',
  ];
  return lines.join('\n');
}

export function handleSummary(data) {
  const out = { stdout: summaryText(data) };
  if (__ENV.SUMMARY_JSON) out[__ENV.SUMMARY_JSON] = JSON.stringify(data, null, 2);
  return out;
}
