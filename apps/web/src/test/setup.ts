import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what a screen shows after its (local) network answers; on a busy machine that can
// take longer than the library's default second, so they wait up to 10 s (they return as soon as it shows).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
});

// Mantine reads these browser APIs, which happy-dom lacks or stubs partially.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
