import { UserError } from '@tempo/graphql';
import type { LeadFields } from '../people/person.entity';

/** Lead-capture answers as stored: a JSON object of field name to text, number, boolean or list of texts. */
export function parseLeadFields(raw: string | null | undefined): LeadFields | null {
  if (raw === undefined || raw === null || !raw.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UserError('leadCaptureFields must be a JSON object');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UserError('leadCaptureFields must be a JSON object');
  }
  const out: LeadFields = {};
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    const ok =
      ['string', 'number', 'boolean'].includes(typeof v) ||
      v === null ||
      (Array.isArray(v) && v.every((x) => typeof x === 'string'));
    if (!ok || k.length > 200)
      throw new UserError(`leadCaptureFields: ${k.slice(0, 60)} has an unsupported value`);
    out[k] = v as LeadFields[string];
  }
  return out;
}
