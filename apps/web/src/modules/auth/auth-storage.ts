/**
 * Where login state is kept (000 §2.1): the hidden frame on the auth origin
 * (`FrameAuthStorage`, 500 ms per message) with local storage as its fallback and mirror.
 */
export interface AuthStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export function localAuthStorage(storage: Storage = window.localStorage): AuthStorage {
  return {
    get: async (key) => storage.getItem(key),
    set: async (key, value) => storage.setItem(key, value),
    remove: async (key) => storage.removeItem(key),
  };
}

/** In-memory storage, for tests and for browsers that refuse local storage. */
export function memoryAuthStorage(initial: Record<string, string> = {}): AuthStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  };
}
