import {
  BusinessFormField,
  CustomField,
  choicesOf,
  customFieldErrors,
  emptyAnswers,
  fieldLabel,
  formModelOf,
  formModelOfRequirements,
  includes,
  pruneAnswers,
  requires,
  serializeAnswers,
  shownFields,
  studentAgeError,
} from './index';

const row = (fields: Partial<BusinessFormField> & Pick<BusinessFormField, 'id' | 'name' | 'fieldType'>) => ({
  showField: true,
  requireField: false,
  fieldChoices: [],
  conditionalOptions: [],
  conditionalFieldId: null,
  ...fields,
});

const INSTRUMENT = row({
  id: 'f1',
  name: 'Instrument',
  fieldType: 'SINGLE_SELECTION',
  requireField: true,
  fieldChoices: ['Piano', 'Violin'],
});
const TEACHER = row({
  id: 'f2',
  name: 'Teacher',
  fieldType: 'CONDITIONAL_SELECTION',
  requireField: true,
  conditionalFieldId: 'f1',
  conditionalOptions: [
    { selectedChoice: 'Piano', choices: ['Ann', 'Bob'] },
    { selectedChoice: 'Violin', choices: ['Cleo'] },
  ],
});

describe('the field model (001 §3.14)', () => {
  it('reads business rows: hidden rows and internal fields are left out, SELECTION is a multiple selection', () => {
    const model = formModelOf('REGISTRATION', [
      INSTRUMENT,
      row({ id: 'f3', name: 'Days', fieldType: 'SELECTION', fieldChoices: ['Mon', ' Tue ', ''] }),
      row({ id: 'f4', name: 'Notes', fieldType: 'text', showField: false }),
      row({ id: 'f5', name: 'Staff note', fieldType: 'INTERNAL' }),
    ]);
    expect(model.fields.map((f) => [f.name, f.type, f.requirement])).toEqual([
      ['Instrument', 'SINGLE_SELECTION', 'REQUIRED'],
      ['Days', 'MULTIPLE_SELECTION', 'OPTIONAL'],
    ]);
    expect(model.fields[1].choices).toEqual(['Mon', 'Tue']);
  });

  it('a row named after a built-in field configures it; the others keep their defaults', () => {
    const model = formModelOf('REGISTRATION', [
      row({ id: 'g', name: 'GENDER', fieldType: 'TEXT', requireField: true }),
      row({ id: 'a', name: 'ADDRESS', fieldType: 'ADDRESS', showField: false }),
    ]);
    expect(requires(model, 'GENDER')).toBe(true);
    expect(includes(model, 'ADDRESS')).toBe(false);
    expect(model.builtins.STUDENT_BIRTHDATE).toBe('REQUIRED');
    expect(model.fields).toEqual([]);
    const lead = formModelOf('LEAD_FORM', [
      row({ id: 's', name: 'STUDENT_AGE', fieldType: 'TEXT', requireField: true }),
    ]);
    expect(lead.builtins).toMatchObject({
      STUDENT_NAME: 'OPTIONAL',
      STUDENT_AGE: 'REQUIRED',
      ADDRESS: 'OPTIONAL',
    });
  });

  it('a type no form renders is reported, not rendered (001 §8)', () => {
    const model = formModelOf('LEAD_FORM', [row({ id: 'x', name: 'Photo', fieldType: 'UPLOAD' })]);
    expect(model.fields).toEqual([]);
    expect(model.unknown).toEqual([{ name: 'Photo', fieldType: 'UPLOAD' }]);
  });

  it('reads a journey phase the same way, in its order, with its account-holder flag', () => {
    const model = formModelOfRequirements('REGISTRATION', [
      {
        id: 'r2',
        fieldName: 'Level',
        fieldType: 'SINGLE_SELECTION',
        fieldRequirement: 'OPTIONAL',
        order: 2,
        fieldOptions: ['Beginner'],
      },
      {
        id: 'r1',
        fieldName: 'Referral',
        fieldType: 'TEXT',
        fieldRequirement: 'REQUIRED',
        order: 1,
        isAccountManagerInformation: true,
      },
      {
        id: 'r0',
        fieldName: 'STUDENT_BIRTHDATE',
        fieldType: 'DATE',
        fieldRequirement: 'REQUIRED',
        isBuiltin: true,
      },
      { id: 'r3', fieldName: 'Skip', fieldType: 'TEXT', fieldRequirement: 'NOT_INCLUDED' },
    ]);
    expect(model.fields.map((f) => [f.name, f.forAccountHolder])).toEqual([
      ['Referral', true],
      ['Level', false],
    ]);
    expect(requires(model, 'STUDENT_BIRTHDATE')).toBe(true);
  });

  it('over a journey phase: its fields first, and a business row naming a built-in decides it', () => {
    const phase = [
      {
        id: 'GENDER',
        fieldName: 'GENDER',
        fieldType: 'SINGLE_SELECTION',
        fieldRequirement: 'REQUIRED',
        order: 0,
      },
      {
        id: 'ADDRESS',
        fieldName: 'ADDRESS',
        fieldType: 'ADDRESS',
        fieldRequirement: 'NOT_INCLUDED',
        order: 1,
      },
      { id: 'r1', fieldName: 'Referral', fieldType: 'TEXT', fieldRequirement: 'OPTIONAL', order: 2 },
      { id: 'r2', fieldName: 'Instrument', fieldType: 'TEXT', fieldRequirement: 'OPTIONAL', order: 3 },
    ];
    const model = formModelOf(
      'REGISTRATION',
      [INSTRUMENT, row({ id: 'g', name: 'GENDER', fieldType: 'TEXT', requireField: false })],
      phase,
    );
    expect(model.builtins).toMatchObject({
      GENDER: 'OPTIONAL',
      ADDRESS: 'NOT_INCLUDED',
      STUDENT_BIRTHDATE: 'REQUIRED',
    });
    expect(model.fields.map((f) => [f.id, f.name])).toEqual([
      ['r1', 'Referral'],
      ['r2', 'Instrument'],
    ]);
  });

  it("labels a field not required '(optional) <name>'", () => {
    expect(fieldLabel('Instrument', true)).toBe('Instrument');
    expect(fieldLabel('Instrument', false)).toBe('(optional) Instrument');
  });
});

describe('lead-capture custom fields (001 §5.4)', () => {
  const fields = (...rows: BusinessFormField[]): CustomField[] => formModelOf('LEAD_FORM', rows).fields;

  it('TEXT and LONG_TEXT required: non-blank after trim, \'"<field>" is required\'', () => {
    const [name, story] = fields(
      row({ id: 't', name: 'School', fieldType: 'TEXT', requireField: true }),
      row({ id: 'l', name: 'Goals', fieldType: 'LONG_TEXT', requireField: true }),
    );
    expect(customFieldErrors([name, story], { t: '   ', l: '' })).toEqual({
      t: '"School" is required',
      l: '"Goals" is required',
    });
    expect(customFieldErrors([name, story], { t: 'Hill', l: 'Jazz' })).toEqual({});
  });

  it('an optional field may stay empty', () => {
    const optional = fields(row({ id: 't', name: 'School', fieldType: 'TEXT' }));
    expect(customFieldErrors(optional, emptyAnswers(optional))).toEqual({});
  });

  it('student age: a number of at least 1', () => {
    expect(studentAgeError('0', false)).toBe('Student age must be at least 1');
    expect(studentAgeError('seven', true)).toBe('Student age must be at least 1');
    expect(studentAgeError('-3', false)).toBe('Student age must be at least 1');
    expect(studentAgeError('7', true)).toBeNull();
    expect(studentAgeError('', false)).toBeNull();
    expect(studentAgeError('', true)).toBe('Student age is required');
  });

  it('BOOLEAN must be chosen (yes or no) when required; selections need a value, multiple at least one', () => {
    const list = fields(
      row({ id: 'b', name: 'Has instrument', fieldType: 'BOOLEAN', requireField: true }),
      row({ id: 's', name: 'Level', fieldType: 'SINGLE_SELECTION', requireField: true, fieldChoices: ['A'] }),
      row({ id: 'm', name: 'Days', fieldType: 'SELECTION', requireField: true, fieldChoices: ['Mon'] }),
    );
    expect(customFieldErrors(list, emptyAnswers(list))).toEqual({
      b: '"Has instrument" is required',
      s: '"Level" is required',
      m: '"Days" is required',
    });
    expect(customFieldErrors(list, { b: false, s: 'A', m: ['Mon'] })).toEqual({});
  });

  it('CONDITIONAL_SELECTION offers the choices of the other field’s answer, is pruned when it changes, and is "<field> is required"', () => {
    const list = fields(INSTRUMENT, TEACHER);
    const [, teacher] = list;
    expect(choicesOf(teacher, { f1: '' })).toEqual([]);
    expect(shownFields(list, { f1: '' }).map((f) => f.id)).toEqual(['f1']);
    expect(choicesOf(teacher, { f1: 'Piano' })).toEqual(['Ann', 'Bob']);
    expect(customFieldErrors(list, { f1: 'Piano', f2: '' })).toEqual({ f2: 'Teacher is required' });
    expect(pruneAnswers(list, { f1: 'Violin', f2: 'Bob' })).toEqual({ f1: 'Violin', f2: '' });
    const kept = { f1: 'Violin', f2: 'Cleo' };
    expect(pruneAnswers(list, kept)).toBe(kept);
  });

  it('answers are saved as JSON keyed by field name, multiple choices joined with ", ", blanks left out', () => {
    const list = fields(
      row({ id: 't', name: 'School', fieldType: 'TEXT' }),
      row({ id: 'm', name: 'Days', fieldType: 'SELECTION', fieldChoices: ['Mon', 'Wed'] }),
      row({ id: 'b', name: 'Has instrument', fieldType: 'BOOLEAN' }),
      row({ id: 'e', name: 'Empty', fieldType: 'TEXT' }),
      INSTRUMENT,
      TEACHER,
    );
    const saved = serializeAnswers(
      list,
      { t: ' Hill ', m: ['Mon', 'Wed'], b: false, e: '  ', f1: 'Piano', f2: 'Ann' },
      { 'Student age': 7, Blank: ' ' },
    );
    expect(JSON.parse(saved ?? '')).toEqual({
      School: 'Hill',
      Days: 'Mon, Wed',
      'Has instrument': false,
      Instrument: 'Piano',
      Teacher: 'Ann',
      'Student age': 7,
    });
    expect(serializeAnswers(list, emptyAnswers(list))).toBeNull();
  });
});
