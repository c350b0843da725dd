import type { PersonEntity } from '../people/person.entity';
import { mergedDraft } from './merge.service';

const person = (p: Partial<PersonEntity>): PersonEntity =>
  ({
    phones: [],
    tags: [],
    flags: [],
    customAttributes: [],
    photoRelease: false,
    joinedAt: new Date('2026-01-01'),
    ...p,
  }) as PersonEntity;

describe('what a merge keeps (001 §4.4)', () => {
  it("the kept record's values win; what it lacks comes from the other", () => {
    const d = mergedDraft(
      person({ email: 'keep@x.org', city: null }),
      person({ email: 'drop@x.org', city: 'Boston' }),
    );
    expect(d.email).toBeUndefined();
    expect(d.city).toBe('Boston');
  });

  it('tags, phones, flags and custom attributes are joined without repeats', () => {
    const d = mergedDraft(
      person({
        tags: ['Piano'],
        phones: ['+1'],
        flags: [{ reason: 'Unpaid' }],
        customAttributes: [{ name: 'Level', value: '2' }],
      }),
      person({
        tags: ['Piano', 'Recital'],
        phones: ['+2'],
        flags: [{ reason: 'Unpaid' }, { reason: 'Allergy' }],
        customAttributes: [
          { name: 'Level', value: '5' },
          { name: 'School', value: 'PS 1' },
        ],
      }),
    );
    expect(d.tags).toEqual(['Piano', 'Recital']);
    expect(d.phones).toEqual(['+1', '+2']);
    expect(d.flags?.map((f) => f.reason)).toEqual(['Unpaid', 'Allergy']);
    expect(d.customAttributes).toEqual([
      { name: 'Level', value: '2' },
      { name: 'School', value: 'PS 1' },
    ]);
  });

  it('the earlier join date and a photo release of either are kept', () => {
    const d = mergedDraft(
      person({ joinedAt: new Date('2026-05-01') }),
      person({ joinedAt: new Date('2024-05-01'), photoRelease: true }),
    );
    expect(d.joinedAt?.toISOString().slice(0, 10)).toBe('2024-05-01');
    expect(d.photoRelease).toBe(true);
  });
});
