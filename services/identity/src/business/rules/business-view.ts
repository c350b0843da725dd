import { BUSINESS_FIELDS, FIELD_BY_NAME } from '../business-fields';
import { BusinessField, COLUMN_FIELDS, ReadLevel, readable } from './field-rules';
import { billingWarningOf } from './business-progress';
import { BusinessRecord, planOf } from './business-record';

/** The GraphQL view of a business: every catalogue field, null where the reader may not see it. */
export type BusinessView = { name: string; createdAt?: string | null } & Record<string, unknown>;

const isColumn = (name: string): boolean => (COLUMN_FIELDS as readonly string[]).includes(name);

/** Landing pages store the links of their widgets; reads resolve them to the widget links. */
function landingPages(b: BusinessRecord) {
  const pages =
    (b.settings.landingPages as Array<{ link: string; widgetLinks?: string[] }> | undefined) ?? [];
  const widgets = (b.settings.widgetLinks as Array<{ link: string }> | undefined) ?? [];
  return pages.map((p) => ({
    link: p.link,
    widgetLinks: widgets.filter((w) => p.widgetLinks?.includes(w.link)),
  }));
}

/** The stored value of a catalogue field: a column, a secret (the Secret scalar masks it) or a setting. */
export function valueOf(b: BusinessRecord, fd: BusinessField): unknown {
  if (fd.secret) return b.secrets[fd.name] ?? null;
  if (isColumn(fd.name)) return (b as unknown as Record<string, unknown>)[fd.name];
  if (fd.name === 'landingPages') return landingPages(b);
  return b.settings[fd.name] ?? null;
}

/**
 * The view of a business with the fields `level` allows (secrets only as
 * masks), its billing warning for members (000 §4.7) as of `now`, and `extra`
 * (business-list counts).
 */
export function businessView(
  b: BusinessRecord,
  level: ReadLevel,
  now: Date,
  extra: Record<string, unknown> = {},
): BusinessView {
  const out: BusinessView = {
    name: b.name,
    createdAt: level === 'platform' ? b.createdAt.toISOString() : null,
    ...extra,
  };
  for (const fd of BUSINESS_FIELDS) out[fd.name] = readable(fd, level) ? valueOf(b, fd) : null;
  out.billingWarning = level === 'public' ? null : billingWarningOf(planOf(b), now);
  return out;
}

/** Applies a validated patch to the record; returns the names of the fields that changed. */
export function applyPatch(b: BusinessRecord, patch: Record<string, unknown>): string[] {
  const changed: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const fd = FIELD_BY_NAME.get(key);
    if (!fd) continue;
    if (JSON.stringify(valueOf(b, fd) ?? null) === JSON.stringify(value ?? null)) continue;
    changed.push(key);
    if (fd.secret) {
      b.secrets = { ...b.secrets };
      if (value === null) delete b.secrets[key];
      else b.secrets[key] = value as string;
    } else if (isColumn(key)) {
      (b as unknown as Record<string, unknown>)[key] = value;
    } else {
      b.settings = { ...b.settings, [key]: value };
    }
  }
  return changed;
}
