import {
  AccountState,
  accountOfPerson,
  accountsOfPeopleEvent,
  planAccount,
  staffFlagSet,
  WantedAccount,
} from './account-plan';

const ID = '0193b7a4-1111-7000-8000-000000000001';
const OTHER_ID = '0193b7a4-2222-7000-8000-000000000002';

const wanted = (over: Partial<WantedAccount> = {}): WantedAccount => ({
  id: ID,
  email: 'ann@studio.example',
  firstName: 'Ann',
  lastName: 'Lee',
  staffRole: 'manager',
  staffFlags: {},
  ...over,
});
const account = (over: Partial<AccountState> = {}): AccountState => ({
  ...wanted(),
  staffFlags: {},
  personLinked: true,
  ...over,
});

describe('planAccount: what a person asks of the account of its id', () => {
  const plan = (input: Partial<Parameters<typeof planAccount>[0]>) =>
    planAccount({ wanted: null, current: null, other: null, rekey: true, ...input });

  it('no account wanted and none exists: nothing', () => {
    expect(plan({})).toEqual({ kind: 'none' });
  });

  it('no account wanted and one exists: delete it', () => {
    expect(plan({ current: account() })).toEqual({ kind: 'delete' });
  });

  it('no account wanted for want of an e-mail: a linked account goes, an unlinked one (made by identity) stays', () => {
    expect(plan({ current: account(), keepUnlinked: true })).toEqual({ kind: 'delete' });
    expect(plan({ current: account({ personLinked: false }), keepUnlinked: true })).toEqual({ kind: 'none' });
    expect(plan({ current: account({ personLinked: false }) })).toEqual({ kind: 'delete' });
  });

  it("wanted, none exists and the e-mail's user has no account in the business: create", () => {
    expect(plan({ wanted: wanted() })).toEqual({ kind: 'create' });
  });

  it('wanted and the linked account already says the same: nothing (so no event, no loop)', () => {
    expect(plan({ wanted: wanted(), current: account() })).toEqual({ kind: 'none' });
  });

  it('the flags compare as sets of the flags that are set, whatever the order or false entries', () => {
    const flags = { canTakeOwnAttendance: true, canUpdateStaffRates: true } as const;
    expect(
      plan({
        wanted: wanted({ staffFlags: { canUpdateStaffRates: true, canTakeOwnAttendance: true } }),
        current: account({ staffFlags: flags }),
      }),
    ).toEqual({ kind: 'none' });
  });

  it('a new role, name or flag: update, naming each changed field', () => {
    expect(
      plan({
        wanted: wanted({ staffRole: 'staff', lastName: 'Li', staffFlags: { canCancelOwnSessions: true } }),
        current: account(),
      }),
    ).toEqual({ kind: 'update', changed: ['lastName', 'staffRole', 'staffFlags'] });
  });

  it('flags left out (credentials) are not compared', () => {
    expect(
      plan({
        wanted: wanted({ staffFlags: undefined }),
        current: account({ staffFlags: { canCancelOwnSessions: true } }),
      }),
    ).toEqual({ kind: 'none' });
  });

  it('an account of the id not yet linked to its person: update with no changed field (linked, no event)', () => {
    expect(plan({ wanted: wanted(), current: account({ personLinked: false }) })).toEqual({
      kind: 'update',
      changed: [],
    });
  });

  it('a new e-mail whose user has no account in the business: move to that user', () => {
    expect(
      plan({ wanted: wanted({ email: 'ann.lee@mail.example' }), current: account({ staffRole: 'staff' }) }),
    ).toEqual({ kind: 'move', changed: ['email', 'staffRole'] });
  });

  it('a new e-mail whose user already has another account in the business: conflict', () => {
    expect(
      plan({
        wanted: wanted({ email: 'bob@studio.example' }),
        current: account(),
        other: account({ id: OTHER_ID, email: 'bob@studio.example' }),
      }),
    ).toEqual({ kind: 'conflict', reason: 'email_taken' });
  });

  it("the user's account of another id linked to another person: conflict (never taken over)", () => {
    expect(plan({ wanted: wanted(), other: account({ id: OTHER_ID }) })).toEqual({
      kind: 'conflict',
      reason: 'email_taken',
    });
  });

  it("the user's unlinked account (made before people) with the same role: rekey to the person's id", () => {
    expect(
      plan({ wanted: wanted({ firstName: 'Annie' }), other: account({ id: OTHER_ID, personLinked: false }) }),
    ).toEqual({ kind: 'rekey', changed: ['firstName'] });
  });

  it("the user's unlinked account with another role: conflict (a person never changes an unlinked role)", () => {
    expect(
      plan({
        wanted: wanted({ staffRole: null }),
        other: account({ id: OTHER_ID, staffRole: 'owner', personLinked: false }),
      }),
    ).toEqual({ kind: 'conflict', reason: 'role_differs' });
  });

  it('where rekeying is not allowed (credentials), any other account of the user is a conflict', () => {
    expect(
      plan({ wanted: wanted(), other: account({ id: OTHER_ID, personLinked: false }), rekey: false }),
    ).toEqual({ kind: 'conflict', reason: 'email_taken' });
  });
});

describe('accountsOfPeopleEvent: the accounts a people event asks for', () => {
  it('a person made from an account only links it: an older echo never undoes a newer change', () => {
    const id = '01a2071c-1f15-7096-81f1-c0abc174624c';
    expect(
      accountsOfPeopleEvent('person.created', {
        personId: id,
        email: 'a@b.example',
        staffRole: 'manager',
        fromAccount: true,
      }),
    ).toEqual([{ id, wanted: null, linkOnly: true }]);
  });

  const person = {
    personId: ID.toUpperCase(),
    email: ' Ann@Studio.Example ',
    firstName: ' Ann ',
    lastName: 'Lee',
    staffRole: 'manager',
    staffFlags: { canTakeOwnAttendance: true, canCancelOwnSessions: false, unknownFlag: true },
    deactivated: false,
    profilePhoto: null,
  };

  it('created or updated with an e-mail: the account of the same id, e-mail in lower case, known flags set', () => {
    const expected = [
      {
        id: ID,
        wanted: {
          id: ID,
          email: 'ann@studio.example',
          firstName: 'Ann',
          lastName: 'Lee',
          staffRole: 'manager',
          staffFlags: { canTakeOwnAttendance: true },
        },
      },
    ];
    expect(accountsOfPeopleEvent('person.created', person)).toEqual(expected);
    expect(accountsOfPeopleEvent('person.updated', person)).toEqual(expected);
  });

  it('a client (no staffRole) gets an account too, without a role', () => {
    expect(
      accountsOfPeopleEvent('person.created', { ...person, staffRole: null })?.[0].wanted?.staffRole,
    ).toBe(null);
  });

  it('without an e-mail: no account (nothing to sign in with), keeping one identity made itself', () => {
    expect(accountsOfPeopleEvent('person.updated', { ...person, email: null })).toEqual([
      { id: ID, wanted: null, keepUnlinked: true },
    ]);
  });

  it('deactivated: no account (the staff member resolves as a visitor)', () => {
    expect(accountsOfPeopleEvent('person.updated', { ...person, deactivated: true })).toEqual([
      { id: ID, wanted: null },
    ]);
  });

  it('deleted: no account for the person', () => {
    expect(accountsOfPeopleEvent('person.deleted', person)).toEqual([{ id: ID, wanted: null }]);
  });

  it("merged: no account for the deleted person, then the kept person's", () => {
    const kept = { ...person, personId: OTHER_ID };
    const syncs = accountsOfPeopleEvent('person.merged', { keptId: OTHER_ID, deletedId: ID, kept });
    expect(syncs?.map((s) => [s.id, s.wanted?.email ?? null])).toEqual([
      [ID, null],
      [OTHER_ID, 'ann@studio.example'],
    ]);
  });

  it.each([
    ['another type', 'person.archived', person],
    ['no person id', 'person.updated', { ...person, personId: 'nope' }],
    ['an e-mail that is not one', 'person.created', { ...person, email: 'not-an-email' }],
    ['no data', 'person.deleted', null],
    ['a merge without the deleted id', 'person.merged', { keptId: ID, kept: person }],
  ])('ignores %s', (_, type, data) => {
    expect(accountsOfPeopleEvent(type, data)).toBeNull();
  });
});

describe('staffFlagSet', () => {
  it('keeps the known flags set to true, and nothing else', () => {
    expect(staffFlagSet({ canUpdateStaffRates: true, canTakeOwnAttendance: 'yes', other: true })).toEqual({
      canUpdateStaffRates: true,
    });
    expect(staffFlagSet(null)).toEqual({});
  });

  it('accountOfPerson reads a record that is not an object as no person', () => {
    expect(accountOfPerson('x')).toBeNull();
  });
});
