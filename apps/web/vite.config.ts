import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The workspace libraries are plain TypeScript: bundle them from source. */
const alias = {
  '@tempo/permissions': fromRoot('libs/domain/permissions/src/index.ts'),
  '@tempo/people-rules': fromRoot('libs/domain/people/src/index.ts'),
  '@tempo/contracts': fromRoot('libs/contracts/src/index.ts'),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1000 },
  server: { port: 5173, proxy: { '/graphql': 'http://127.0.0.1:4000' } },
  test: {
    environment: 'happy-dom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    // One environment per worker, not per file: the setup file cleans the DOM, the toasts and the storage
    // after every test, and each screen test builds its own Apollo client and session.
    isolate: false,
    // Screen tests render Mantine and wait on their fake network: on a busy machine one can take seconds.
    testTimeout: 60_000,
  },
});
