// Runs the calendar benchmarks from their TypeScript sources, as run.js runs the availability benchmark: .ts
// files are compiled on require with the workspace's SWC settings; workspace libraries load from their builds.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const settings = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'swc.config.json'), 'utf8'));
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...settings, swcrc: false, filename });
  module._compile(code, filename);
};
require('./calendar-bench.ts');
