import { personEventData } from './events';
import type { PersonEntity } from './people/person.entity';

/** What a person event carries of a teacher under the same names. */
const carried = {
  email: 'clara@demo.example',
  firstName: 'Clara',
  lastName: 'Wieck',
  staffRole: 'staff',
  staffFlags: { canTakeOwnAttendance: true },
  deactivated: false,
  profilePhoto: null,
  staffOnlineId: 'clara-wieck',
  staffSecondaryAttribute: 'piano',
};
const teacher = {
  ...carried,
  id: '01a20be5-267b-7093-8c9e-10b5efe5f621',
  birthdate: null,
} as Partial<PersonEntity> as PersonEntity;

describe('what a person event carries', () => {
  it("carries a staff member's online id and secondary attribute", () => {
    expect(personEventData(teacher, ['staffSecondaryAttribute'], [])).toEqual({
      ...carried,
      personId: teacher.id,
      birthDate: null,
      accountManagerIds: [],
      changed: ['staffSecondaryAttribute'],
    });
  });

  it('carries null for a person without them, and the account managers only when known', () => {
    const client = { ...teacher, staffRole: null, staffOnlineId: null, staffSecondaryAttribute: null };
    const data = personEventData(client);
    expect(data).toMatchObject({ staffOnlineId: null, staffSecondaryAttribute: null });
    expect(data).not.toHaveProperty('accountManagerIds');
    expect(data).not.toHaveProperty('changed');
  });
});
