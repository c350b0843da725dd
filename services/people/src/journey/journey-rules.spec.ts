import { checkPhaseType, cleanRequirements, defaultRequirements } from './journey-rules';

describe('customer journey fields (001 §3.14)', () => {
  it('a phase not saved yet has the built-in fields; registration requires the student birth date', () => {
    expect(defaultRequirements('REGISTRATION').map((f) => [f.fieldName, f.fieldRequirement])).toEqual([
      ['GENDER', 'OPTIONAL'],
      ['STUDENT_BIRTHDATE', 'REQUIRED'],
      ['ADDRESS', 'OPTIONAL'],
    ]);
  });

  it('phase types, field types and requirements are the known ones', () => {
    expect(checkPhaseType(' registration ')).toBe('REGISTRATION');
    expect(() => checkPhaseType('CHECKOUT')).toThrow('phaseType must be one of');
    const base = { fieldName: 'Instrument', fieldType: 'TEXT', fieldRequirement: 'REQUIRED' };
    expect(() => cleanRequirements([{ ...base, fieldType: 'COLOR' }])).toThrow('fieldType must be one of');
    expect(() => cleanRequirements([{ ...base, fieldRequirement: 'MAYBE' }])).toThrow(
      'fieldRequirement must be one of',
    );
  });

  it('ids default to the field name and must be unique; options are trimmed', () => {
    const f = cleanRequirements([
      {
        fieldName: ' Level ',
        fieldType: 'SINGLE_SELECTION',
        fieldRequirement: 'OPTIONAL',
        fieldOptions: [' 1 ', '', '2'],
      },
    ]);
    expect(f[0]).toMatchObject({ id: 'Level', fieldName: 'Level', fieldOptions: ['1', '2'], order: 0 });
    expect(() =>
      cleanRequirements([
        { fieldName: 'A', fieldType: 'TEXT', fieldRequirement: 'OPTIONAL' },
        { fieldName: 'A', fieldType: 'TEXT', fieldRequirement: 'OPTIONAL' },
      ]),
    ).toThrow('Two fields have the id A');
  });
});
