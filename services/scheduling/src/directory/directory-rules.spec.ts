import { businessSettingsFrom, staffChangeFrom, staffName } from './directory-rules';

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
      updatedAt: now,
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
  it('keeps a person with a staff role, deactivated or not', () => {
    expect(staffChangeFrom('demo', 'person.created', person, now)).toEqual({
      keep: expect.objectContaining({ id: person.personId, firstName: 'Clara', staffRole: 'staff' }),
    });
    expect(staffChangeFrom('demo', 'person.updated', { ...person, deactivated: true }, now)).toEqual({
      keep: expect.objectContaining({ deactivated: true }),
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
