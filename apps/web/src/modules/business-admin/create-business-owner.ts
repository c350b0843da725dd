import { labelFor } from '../../app/labels';
import { EMAIL_ERROR, isEmailAddress } from '../business-register/business-rules';
import type { CreateBusinessVariables } from './business-admin.graphql';

/** The optional owner of a new business: createBusiness's ownerEmail, ownerFirstName and ownerLastName (000 §5). */
export const OWNER_FIELDS = ['ownerEmail', 'ownerFirstName', 'ownerLastName'] as const;

export type OwnerField = (typeof OWNER_FIELDS)[number];
export type OwnerValues = Record<OwnerField, string>;
export type OwnerErrors = Partial<Record<OwnerField, string>>;
export type OwnerArguments = Pick<CreateBusinessVariables, OwnerField>;

export const OWNER_LABELS: Record<OwnerField, string> = {
  ownerEmail: labelFor('Owner e-mail', false),
  ownerFirstName: labelFor('Owner first name', false),
  ownerLastName: labelFor('Owner last name', false),
};

/** The names are used only with an e-mail: the server makes the owner from the e-mail. */
export const OWNER_EMAIL_NEEDED = "Enter the owner's e-mail, or leave the owner's names empty";

export const emptyOwner = (): OwnerValues => ({ ownerEmail: '', ownerFirstName: '', ownerLastName: '' });

/** The owner's e-mail, when given, follows the product-wide e-mail rule; names need an e-mail. */
export function validateOwner(values: OwnerValues): OwnerErrors {
  const email = values.ownerEmail.trim();
  if (email) return isEmailAddress(email) ? {} : { ownerEmail: EMAIL_ERROR };
  const named = values.ownerFirstName.trim() || values.ownerLastName.trim();
  return named ? { ownerEmail: OWNER_EMAIL_NEEDED } : {};
}

/** The owner arguments given, trimmed; the empty ones are not sent. */
export function ownerArguments(values: OwnerValues): OwnerArguments {
  const args: OwnerArguments = {};
  for (const field of OWNER_FIELDS) {
    const value = values[field].trim();
    if (value) args[field] = value;
  }
  return args;
}
