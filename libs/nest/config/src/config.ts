/**
 * Validated environment. Each service declares the variables it reads; a
 * missing or malformed variable stops the process at start with a message
 * that names it. Development defaults apply only outside production mode.
 */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export interface VarSpec<T> {
  parse(raw: string, name: string): T;
  /** Used when the variable is absent (any mode). */
  default?: T;
  /** Used when the variable is absent outside production mode. */
  devDefault?: T;
  optional?: boolean;
  description?: string;
}

export type Schema = Record<string, VarSpec<unknown>>;
export type ConfigOf<S extends Schema> = {
  [K in keyof S]: S[K] extends VarSpec<infer T> ? (S[K]['optional'] extends true ? T | undefined : T) : never;
};

export const isProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production';

export function loadConfig<S extends Schema>(schema: S, env: Env = process.env): ConfigOf<S> {
  const production = isProduction(env);
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') {
      if (spec.default !== undefined) out[name] = spec.default;
      else if (!production && spec.devDefault !== undefined) out[name] = spec.devDefault;
      else if (!spec.optional)
        problems.push(`${name} is required${spec.description ? ` (${spec.description})` : ''}`);
      continue;
    }
    try {
      out[name] = spec.parse(raw.trim(), name);
    } catch (e) {
      problems.push(e instanceof Error ? e.message : `${name} is invalid`);
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return out as ConfigOf<S>;
}

type Opts<T> = Omit<VarSpec<T>, 'parse'>;

export const str = <T extends string = string>(opts: Opts<T> = {}): VarSpec<T> => ({
  ...opts,
  parse: (raw) => raw as T,
});

export const int = (opts: Opts<number> & { min?: number; max?: number } = {}): VarSpec<number> => ({
  ...opts,
  parse: (raw, name) => {
    const n = Number(raw);
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(n))
      throw new Error(`${name} must be an integer, got '${raw}'`);
    if (opts.min !== undefined && n < opts.min)
      throw new Error(`${name} must be at least ${opts.min}, got ${n}`);
    if (opts.max !== undefined && n > opts.max)
      throw new Error(`${name} must be at most ${opts.max}, got ${n}`);
    return n;
  },
});

export const port = (opts: Opts<number> = {}): VarSpec<number> => int({ ...opts, min: 1, max: 65535 });

export const bool = (opts: Opts<boolean> = {}): VarSpec<boolean> => ({
  ...opts,
  parse: (raw, name) => {
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    throw new Error(`${name} must be true or false, got '${raw}'`);
  },
});

export const url = (opts: Opts<string> & { protocols?: string[] } = {}): VarSpec<string> => ({
  ...opts,
  parse: (raw, name) => {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw new Error(`${name} must be a URL, got '${raw}'`);
    }
    if (opts.protocols && !opts.protocols.includes(u.protocol.replace(/:$/, ''))) {
      throw new Error(`${name} must use ${opts.protocols.join(' or ')}, got '${u.protocol}'`);
    }
    return raw;
  },
});

export const oneOf = <T extends string>(values: readonly T[], opts: Opts<T> = {}): VarSpec<T> => ({
  ...opts,
  parse: (raw, name) => {
    if (!values.includes(raw as T))
      throw new Error(`${name} must be one of ${values.join(', ')}, got '${raw}'`);
    return raw as T;
  },
});

/** Comma-separated list; `item` validates each entry. */
export const list = (opts: Opts<string[]> & { item?: (v: string) => boolean } = {}): VarSpec<string[]> => ({
  ...opts,
  parse: (raw, name) => {
    const items = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = opts.item ? items.filter((v) => !opts.item!(v)) : [];
    if (bad.length) throw new Error(`${name} has invalid entries: ${bad.join(', ')}`);
    return items;
  },
});

/** A secret: at least `minLength` characters; never printed. */
export const secret = (opts: Opts<string> & { minLength?: number } = {}): VarSpec<string> => ({
  ...opts,
  parse: (raw, name) => {
    const min = opts.minLength ?? 32;
    if (raw.length < min) throw new Error(`${name} must be at least ${min} characters`);
    return raw;
  },
});
