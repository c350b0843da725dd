/** The value of one series in a Prometheus text exposition: the line of `name` carrying every given label. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const pairs = match[3] ? match[3].split(/,(?=[a-zA-Z_]\w*=")/) : [];
    if (wanted.every((w) => pairs.includes(w))) return Number(match[4]);
  }
  return null;
}

/** The metric families with HELP and TYPE lines in a Prometheus text exposition. */
export const metricFamilies = (text: string): Set<string> =>
  new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
