import {
  birthDateOf,
  businessSettingsFrom,
  clientChangeFrom,
  clientName,
  type StaffChange,
  staffChangeFrom,
  staffName,
} from './directory-rules';

const now = new Date('2026-03-01T10:00:00Z');
const person = {
  personId: '01a20be5-267b-7093-8c9e-10b5efe5f621',
  email: 'clara@demo.example',
  firstName: 'Clara',
  lastName: 'Wieck',
  staffRole: 'staff',
  staffFlags: {},
  deactivated: false,
  profilePhoto: null,
};

describe('the business copy', () => {
  it('keeps the zone and the time-off settings of a business event', () => {
    expect(
      businessSettingsFrom(
        'demo',
        {
          fullName: 'Demo School',
          timezone: 'America/New_York',
          timeOffPolicyEnabled: true,
          timeOffCategories: ['Vacation', ' ', 'Sick'],
        },
        now,
      ),
    ).toEqual({
      business: 'demo',
      fullName: 'Demo School',
      timezone: 'America/New_York',
      timeOffPolicyEnabled: true,
      timeOffCategories: ['Vacation', 'Sick'],
      includeStudentsNameInIcal: false,
      updatedAt: now,
    });
  });

  it("keeps whether calendar feeds name the students (identity's includeStudentsNameInIcal)", () => {
    expect(businessSettingsFrom('demo', { includeStudentsNameInIcal: true }, now)).toMatchObject({
      includeStudentsNameInIcal: true,
    });
  });

  it('falls back to UTC for a zone that is not an IANA name, and to no categories', () => {
    expect(businessSettingsFrom('demo', { timezone: 'EST5' }, now)).toMatchObject({
      timezone: 'UTC',
      timeOffPolicyEnabled: false,
      timeOffCategories: [],
    });
  });
});

describe('the staff copy', () => {
  const kept = (change: StaffChange | null) => (change && 'keep' in change ? change.keep : null);

  it('keeps a person with a staff role, deactivated or not', () => {
    expect(staffChangeFrom('demo', 'person.created', person, now)).toEqual({
      keep: expect.objectContaining({ id: person.personId, firstName: 'Clara', staffRole: 'staff' }),
    });
    expect(staffChangeFrom('demo', 'person.updated', { ...person, deactivated: true }, now)).toEqual({
      keep: expect.objectContaining({ deactivated: true }),
    });
  });

  it('keeps the online id and the secondary attribute an event carries', () => {
    const change = staffChangeFrom(
      'demo',
      'person.updated',
      { ...person, staffOnlineId: 'clara-wieck', staffSecondaryAttribute: 'piano' },
      now,
    );
    expect(change).toEqual({
      keep: {
        id: person.personId,
        business: 'demo',
        firstName: 'Clara',
        lastName: 'Wieck',
        email: 'clara@demo.example',
        staffRole: 'staff',
        deactivated: false,
        profilePhoto: null,
        staffOnlineId: 'clara-wieck',
        staffSecondaryAttribute: 'piano',
        updatedAt: now,
      },
    });
  });

  it('clears the online id and the secondary attribute an event carries as null', () => {
    const change = staffChangeFrom(
      'demo',
      'person.updated',
      { ...person, staffOnlineId: null, staffSecondaryAttribute: null },
      now,
    );
    expect(change).toEqual({
      keep: expect.objectContaining({ staffOnlineId: null, staffSecondaryAttribute: null }),
    });
  });

  it('leaves out the online id and secondary attribute an event does not carry (the copy keeps them)', () => {
    const older = kept(staffChangeFrom('demo', 'person.updated', person, now));
    expect(older).not.toHaveProperty('staffOnlineId');
    expect(older).not.toHaveProperty('staffSecondaryAttribute');
    const merged = kept(
      staffChangeFrom(
        'demo',
        'person.merged',
        {
          keptId: person.personId,
          deletedId: '01a20be5-3062-724b-865f-93b309d62d27',
          kept: { ...person, staffSecondaryAttribute: 'piano' },
        },
        now,
      ),
    );
    expect(merged).toMatchObject({ staffSecondaryAttribute: 'piano' });
    expect(merged).not.toHaveProperty('staffOnlineId');
  });

  it('takes an online id or secondary attribute that is not a text as null', () => {
    const change = staffChangeFrom(
      'demo',
      'person.updated',
      { ...person, staffOnlineId: 42 as never, staffSecondaryAttribute: ['piano'] as never },
      now,
    );
    expect(change).toEqual({
      keep: expect.objectContaining({ staffOnlineId: null, staffSecondaryAttribute: null }),
    });
  });

  it('drops a client (a former staff member) and a deleted person', () => {
    expect(staffChangeFrom('demo', 'person.updated', { ...person, staffRole: null }, now)).toEqual({
      drop: [person.personId],
    });
    expect(staffChangeFrom('demo', 'person.deleted', person, now)).toEqual({ drop: [person.personId] });
  });

  it('keeps the kept person of a merge and drops the one merged away', () => {
    const deletedId = '01a20be5-3062-724b-865f-93b309d62d27';
    expect(
      staffChangeFrom('demo', 'person.merged', { keptId: person.personId, deletedId, kept: person }, now),
    ).toEqual({ keep: expect.objectContaining({ id: person.personId }) });
    expect(
      staffChangeFrom(
        'demo',
        'person.merged',
        { keptId: person.personId, deletedId, kept: { ...person, staffRole: null } },
        now,
      ),
    ).toEqual({ drop: [deletedId] });
  });

  it('ignores an event without a person', () => {
    expect(staffChangeFrom('demo', 'person.updated', {}, now)).toBeNull();
  });

  it('names a staff member by first and last name', () => {
    expect(staffName({ firstName: 'Clara', lastName: 'Wieck' })).toBe('Clara Wieck');
    expect(staffName({ firstName: 'Clara', lastName: '' })).toBe('Clara');
  });
});

describe('the client copy', () => {
  const client = {
    ...person,
    personId: '01a20be5-4a11-7000-8000-000000000001',
    staffRole: null,
    birthDate: '2015-02-28',
    accountManagerIds: ['01a20be5-4a11-7000-8000-000000000002'],
  };

  it('keeps a person without a staff role with birth date and account managers', () => {
    expect(clientChangeFrom('demo', 'person.created', client, now)).toEqual({
      keep: {
        id: client.personId,
        business: 'demo',
        firstName: 'Clara',
        lastName: 'Wieck',
        email: 'clara@demo.example',
        birthDate: '2015-02-28',
        accountManagerIds: ['01a20be5-4a11-7000-8000-000000000002'],
        profilePhoto: null,
        deactivated: false,
        updatedAt: now,
      },
      drop: [],
    });
  });

  it('leaves out the account managers and birth date an event does not carry (the copy keeps them)', () => {
    const { birthDate: _b, accountManagerIds: _m, ...older } = client;
    const change = clientChangeFrom('demo', 'person.updated', older, now);
    expect(change?.keep).not.toHaveProperty('accountManagerIds');
    expect(change?.keep).not.toHaveProperty('birthDate');
  });

  it('drops invalid, repeated and self account manager ids and an impossible birth date', () => {
    const change = clientChangeFrom(
      'demo',
      'person.updated',
      {
        ...client,
        birthDate: '2015-02-30',
        accountManagerIds: [
          'nope',
          client.personId,
          client.accountManagerIds[0],
          client.accountManagerIds[0],
        ],
      },
      now,
    );
    expect(change?.keep?.accountManagerIds).toEqual(client.accountManagerIds);
    expect(change?.keep?.birthDate).toBeNull();
  });

  it('drops a staff member and a deleted client', () => {
    expect(clientChangeFrom('demo', 'person.updated', { ...client, staffRole: 'staff' }, now)).toEqual({
      keep: null,
      drop: [client.personId],
    });
    expect(clientChangeFrom('demo', 'person.deleted', client, now)).toEqual({
      keep: null,
      drop: [client.personId],
    });
  });

  it('keeps the kept client of a merge and drops the one merged away', () => {
    const deletedId = '01a20be5-4a11-7000-8000-000000000009';
    const change = clientChangeFrom(
      'demo',
      'person.merged',
      { keptId: client.personId, deletedId, kept: client },
      now,
    );
    expect(change?.keep?.id).toBe(client.personId);
    expect(change?.drop).toEqual([deletedId]);
  });

  it('ignores an event without a person', () => {
    expect(clientChangeFrom('demo', 'person.updated', {}, now)).toBeNull();
  });

  it('reads birth dates strictly', () => {
    expect(birthDateOf('2016-02-29')).toBe('2016-02-29');
    expect(birthDateOf('2015-02-29')).toBeNull();
    expect(birthDateOf('2015-2-1')).toBeNull();
    expect(birthDateOf(20150201)).toBeNull();
  });

  it('names a client by first and last name', () => {
    expect(clientName({ firstName: 'Ada', lastName: ' ' })).toBe('Ada');
  });
});
