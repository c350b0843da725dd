import type { ActorContext } from '@tempo/contracts';
import { actorCan } from '@tempo/auth';
import { NotAllowedError } from '@tempo/graphql';
import { STAFF_PERMISSION_FLAGS } from '@tempo/permissions';
import type { PeopleFieldsArgs } from './people.args';
import type { PersonEntity } from './person.entity';

const RATE_FIELDS = ['staffServiceRates', 'staffCommissionRates'] as const;
const FLAG_FIELDS = STAFF_PERMISSION_FLAGS;
const STAFF_FIELDS = [
  'staffSecondaryAttribute',
  'staffBio',
  'staffCategorizedTags',
  'visibleByVisitors',
  'visibleByClients',
  'deactivated',
  'staffEmployeeId',
  'staffInternalVideoConfEnabled',
  'staffCalendarColor',
] as const;

const given = (a: PeopleFieldsArgs, keys: readonly (keyof PeopleFieldsArgs)[]) =>
  keys.some((k) => a[k] !== undefined && a[k] !== null);

/**
 * Who may write what on a person (001 §6), beyond the operation's own
 * permission: staff records need STAFF create/update; roles above staff and
 * every role change, and the permission flags, need STAFF_ROLE set (owners);
 * pay rates need STAFF_SERVICE_RATE update; nobody changes their own role.
 */
export function assertMayWrite(actor: ActorContext, current: PersonEntity | null, a: PeopleFieldsArgs): void {
  const can = (action: string, resource: string) => actorCan(actor, action, resource);
  const isStaff = !!(current?.staffRole || a.staffRole);
  if (isStaff && !can(current ? 'update' : 'create', 'STAFF')) throw new NotAllowedError('staff records');
  const roleChanges = a.staffRole !== undefined && (a.staffRole || null) !== (current?.staffRole ?? null);
  if (roleChanges) {
    if (current && current.id === actor.accountId) throw new NotAllowedError('your own role');
    const plain = !current && ['staff', 'limited_staff'].includes(a.staffRole ?? '');
    if (!plain && !can('set', 'STAFF_ROLE')) throw new NotAllowedError('staff roles');
  }
  if (current?.staffRole === 'owner' && !can('set', 'STAFF_ROLE')) throw new NotAllowedError('owner records');
  if (given(a, FLAG_FIELDS) && !can('set', 'STAFF_ROLE')) throw new NotAllowedError('staff permission flags');
  if (given(a, RATE_FIELDS) && !can('update', 'STAFF_SERVICE_RATE')) throw new NotAllowedError('staff rates');
  if (!isStaff && (given(a, STAFF_FIELDS) || given(a, RATE_FIELDS))) {
    throw new NotAllowedError('staff fields of a client');
  }
}

/** Whether the actor sees staff pay (rates) of `row`. */
export const showsRates = (actor: ActorContext, row: Pick<PersonEntity, 'id'>): boolean =>
  actorCan(actor, 'read', 'STAFF_SERVICE_RATE') || actor.accountId === row.id;
