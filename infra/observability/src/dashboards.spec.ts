import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARDS } from './dashboards';
import { DASHBOARD_DIR, dashboardFiles, renderDashboard } from './sources';

/**
 * dashboards/*.json are written from src/dashboards.ts; this fails when one is stale. With
 * WRITE_DASHBOARDS=1 (`npm run dashboards -w @tempo/observability`) it writes them instead.
 */
const write = process.env.WRITE_DASHBOARDS === '1';

describe('dashboards/', () => {
  it.each(Object.keys(DASHBOARDS))('%s is what src/dashboards.ts generates', (file) => {
    const expected = renderDashboard(file, DASHBOARDS[file]());
    const path = join(DASHBOARD_DIR, file);
    if (write) writeFileSync(path, expected);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('holds only generated dashboards', () => {
    expect(dashboardFiles()).toEqual(Object.keys(DASHBOARDS).sort());
  });
});
