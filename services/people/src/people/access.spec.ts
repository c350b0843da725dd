import type { ActorContext } from '@tempo/contracts';
import { assertMayWrite } from './access';
import type { PersonEntity } from './person.entity';

const actor = (role: string, accountId = 'me'): ActorContext =>
  ({
    business: 'b',
    businessStatus: 'BUSINESS_STATUS_ACTIVE',
    userId: 'u',
    email: null,
    accountId,
    role,
    staffRole: role,
    overrides: [],
    impersonator: null,
    ip: null,
    requestId: null,
  }) as ActorContext;
const staffRow = (p: Partial<PersonEntity> = {}) =>
  ({ id: 'other', staffRole: 'staff', ...p }) as PersonEntity;
const client = { id: 'c', staffRole: null } as PersonEntity;

describe('who may write what on a person (001 §6)', () => {
  it('staff create clients but not staff records; managers create staff and limited staff only', () => {
    expect(() => assertMayWrite(actor('staff'), null, { firstName: 'A', lastName: 'B' })).not.toThrow();
    expect(() => assertMayWrite(actor('staff'), null, { staffRole: 'staff' })).toThrow('staff records');
    expect(() => assertMayWrite(actor('manager'), null, { staffRole: 'limited_staff' })).not.toThrow();
    expect(() => assertMayWrite(actor('manager'), null, { staffRole: 'manager' })).toThrow('staff roles');
    expect(() => assertMayWrite(actor('owner'), null, { staffRole: 'manager' })).not.toThrow();
  });

  it('role changes and permission flags need the owner; nobody changes their own role', () => {
    expect(() => assertMayWrite(actor('manager'), staffRow(), { staffRole: 'limited_staff' })).toThrow(
      'staff roles',
    );
    expect(() => assertMayWrite(actor('manager'), staffRow(), { canCancelOwnSessions: true })).toThrow(
      'flags',
    );
    expect(() => assertMayWrite(actor('owner'), staffRow(), { canCancelOwnSessions: true })).not.toThrow();
    expect(() =>
      assertMayWrite(actor('owner', 'me'), staffRow({ id: 'me', staffRole: 'owner' }), {
        staffRole: 'staff',
      }),
    ).toThrow('your own role');
  });

  it('pay rates need STAFF_SERVICE_RATE update; staff fields are refused on a client', () => {
    const rates = { staffServiceRates: [{ services: [], rateType: 'PER_HOUR', amount: 1 }] };
    expect(() => assertMayWrite(actor('manager'), staffRow(), rates)).toThrow('staff rates');
    expect(() => assertMayWrite(actor('owner'), staffRow(), rates)).not.toThrow();
    expect(() => assertMayWrite(actor('owner'), client, { staffBio: 'x' })).toThrow(
      'staff fields of a client',
    );
  });
});
