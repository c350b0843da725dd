// Browser tests (headless Chromium through playwright-core) against the running product.
// ESM because apps/web is "type": "module"; the shared preset is CommonJS.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const preset = require('../../../jest.preset.js');

export default {
  ...preset,
  rootDir: dirname(fileURLToPath(import.meta.url)),
  testMatch: ['<rootDir>/*.browser-spec.ts'],
  testTimeout: 60000,
};
