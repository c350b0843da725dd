import { ComponentType, LazyExoticComponent, lazy } from 'react';

/**
 * A stale piece of the application (000 §2.6): the server answered index.html for an old
 * script ('Unexpected token <'), or the old chunk is gone after a release (how module
 * browsers report a missing dynamic import).
 */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.message.includes('Unexpected token <') ||
    error.message.includes('Failed to fetch dynamically imported module') ||
    error.message.includes('Importing a module script failed')
  );
}

/** Loads a module; a stale chunk reloads the page (and never resolves), other failures are rethrown. */
export async function loadOrReload<M>(load: () => Promise<M>, reload: () => void): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (!isStaleChunkError(error)) throw error;
    reload();
    return new Promise<M>(() => undefined);
  }
}

export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  reload: () => void = () => window.location.reload(),
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadOrReload(load, reload));
}
