import {
  isEmail,
  isStrongPassword,
  isUrl,
  normalizeBusinessName,
  normalizeEmail,
  Texts,
} from '@tempo/contracts';
import { isUuid } from '@tempo/contracts';

/*
 * The bodies of the internal calls the people subgraph makes (InternalCredentialsRequest,
 * InternalInviteMailRequest), read strictly: anything else is refused with a message naming
 * the field, never a server error.
 */

/** Spec 001 §5.1's password rule, in its words. */
export const PASSWORD_RULE_TEXT =
  'At least 8 characters, one upper-case, one lower-case and one number are required';

/** Why a body is refused (answered with status 400). */
export interface RequestProblem {
  error: 'invalid_request' | 'password_complexity';
  field: string | null;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: RequestProblem };

export interface CredentialsInput {
  business: string;
  personId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  staffRole: string | null;
  password: string | null;
  replacePassword: boolean;
}

export interface InviteMailInput {
  business: string;
  email: string;
  firstName: string | null;
  link: string;
}

const NAME_MAX = 200;
const ROLE_MAX = 64;
const PASSWORD_MAX = 200;
const LINK_MAX = 2000;

class Refusal extends Error {
  constructor(readonly problem: RequestProblem) {
    super(problem.message);
  }
}
const refuse = (
  field: string | null,
  message: string,
  error: RequestProblem['error'] = 'invalid_request',
): never => {
  throw new Refusal({ error, field, message });
};

/** Reads a body with `read`; a refusal becomes the problem. */
function parse<T>(body: unknown, read: (b: Record<string, unknown>) => T): Parsed<T> {
  try {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      refuse(null, 'The request body must be a JSON object');
    return { ok: true, value: read(body as Record<string, unknown>) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, problem: e.problem };
    throw e;
  }
}

const business = (v: unknown): string => {
  const name = typeof v === 'string' ? normalizeBusinessName(v) : '';
  if (!name) refuse('business', 'business is required');
  return name;
};

const email = (v: unknown): string => {
  const e = typeof v === 'string' ? normalizeEmail(v) : '';
  if (!isEmail(e)) refuse('email', Texts.validEmailRequired);
  return e;
};

/** An optional piece of text: absent, null or blank is null. */
const optionalText = (field: string, v: unknown, max: number): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return refuse(field, `${field} must be a string`);
  const t = v.trim();
  if (t.length > max) refuse(field, `${field} must be at most ${max} characters`);
  return t || null;
};

export const parseCredentialsRequest = (body: unknown): Parsed<CredentialsInput> =>
  parse(body, (b) => {
    if (!isUuid(b.personId)) refuse('personId', 'personId must be a UUID');
    const password = b.password === undefined || b.password === null ? null : b.password;
    if (password !== null) {
      if (typeof password !== 'string') refuse('password', 'password must be a string');
      else if (password.length > PASSWORD_MAX)
        refuse('password', `password must be at most ${PASSWORD_MAX} characters`);
      else if (!isStrongPassword(password)) refuse('password', PASSWORD_RULE_TEXT, 'password_complexity');
    }
    if (b.replacePassword !== undefined && typeof b.replacePassword !== 'boolean')
      refuse('replacePassword', 'replacePassword must be true or false');
    const replacePassword = b.replacePassword === true;
    if (replacePassword && password === null) refuse('password', 'A password is required to replace one');
    return {
      business: business(b.business),
      personId: (b.personId as string).toLowerCase(),
      email: email(b.email),
      firstName: optionalText('firstName', b.firstName, NAME_MAX),
      lastName: optionalText('lastName', b.lastName, NAME_MAX),
      staffRole: optionalText('staffRole', b.staffRole, ROLE_MAX),
      password: password as string | null,
      replacePassword,
    };
  });

export const parseInviteMailRequest = (body: unknown): Parsed<InviteMailInput> =>
  parse(body, (b) => {
    const link = typeof b.link === 'string' ? b.link.trim() : '';
    if (!link || link.length > LINK_MAX || /\s/.test(link) || !isUrl(link))
      refuse('link', 'link must be a web address starting with http:// or https://');
    return {
      business: business(b.business),
      email: email(b.email),
      firstName: optionalText('firstName', b.firstName, NAME_MAX),
      link,
    };
  });
