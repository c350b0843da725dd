import { parseCredentialsRequest, parseInviteMailRequest, PASSWORD_RULE_TEXT } from './people-requests';

const ID = '0193b7a4-1111-7000-8000-000000000001';
const credentials = {
  business: ' Salsa ',
  personId: ID.toUpperCase(),
  email: ' Ann@Mail.Example ',
  firstName: ' Ann ',
  lastName: 'Lee',
  staffRole: 'manager',
};

describe('parseCredentialsRequest', () => {
  it('reads a request: names trimmed, e-mail and business in lower case, no password', () => {
    expect(parseCredentialsRequest(credentials)).toEqual({
      ok: true,
      value: {
        business: 'salsa',
        personId: ID,
        email: 'ann@mail.example',
        firstName: 'Ann',
        lastName: 'Lee',
        staffRole: 'manager',
        password: null,
        replacePassword: false,
      },
    });
  });

  it('accepts a strong password, and a client (staffRole null)', () => {
    const r = parseCredentialsRequest({
      ...credentials,
      staffRole: null,
      password: 'Secret-pass1',
      replacePassword: true,
    });
    expect(r.ok && [r.value.staffRole, r.value.password, r.value.replacePassword]).toEqual([
      null,
      'Secret-pass1',
      true,
    ]);
  });

  it.each([
    ['short', 'Ab1'],
    ['no digit', 'Abcdefgh'],
    ['no upper-case letter', 'abcdefg1'],
    ['no lower-case letter', 'ABCDEFG1'],
  ])('refuses a password with %s (001 §5.1)', (_, password) => {
    expect(parseCredentialsRequest({ ...credentials, password })).toEqual({
      ok: false,
      problem: { error: 'password_complexity', field: 'password', message: PASSWORD_RULE_TEXT },
    });
  });

  it.each([
    ['not an object', [], null, 'The request body must be a JSON object'],
    ['no business', { ...credentials, business: '' }, 'business', 'business is required'],
    [
      'a person id that is not a UUID',
      { ...credentials, personId: '12' },
      'personId',
      'personId must be a UUID',
    ],
    ['a bad e-mail', { ...credentials, email: 'ann' }, 'email', 'A valid email is required'],
    ['a name that is not text', { ...credentials, firstName: 3 }, 'firstName', 'firstName must be a string'],
    [
      'a password that is not text',
      { ...credentials, password: 12345678 },
      'password',
      'password must be a string',
    ],
    [
      'replacePassword not a boolean',
      { ...credentials, replacePassword: 'yes' },
      'replacePassword',
      'replacePassword must be true or false',
    ],
    [
      'replacePassword without a password',
      { ...credentials, replacePassword: true },
      'password',
      'A password is required to replace one',
    ],
    [
      'a role name too long',
      { ...credentials, staffRole: 'r'.repeat(65) },
      'staffRole',
      'staffRole must be at most 64 characters',
    ],
  ])('refuses %s', (_, body, field, message) => {
    expect(parseCredentialsRequest(body)).toEqual({
      ok: false,
      problem: { error: 'invalid_request', field, message },
    });
  });
});

describe('parseInviteMailRequest', () => {
  const invite = {
    business: 'salsa',
    email: 'ann@mail.example',
    firstName: 'Ann',
    link: 'https://salsa.tempo.example/i?c=1',
  };

  it('reads a request', () => {
    expect(parseInviteMailRequest(invite)).toEqual({ ok: true, value: invite });
  });

  it.each([['javascript:alert(1)'], ['/relative'], ['https://a.example/x y'], [''], [42]])(
    'refuses the link %j',
    (link) => {
      expect(parseInviteMailRequest({ ...invite, link })).toMatchObject({
        ok: false,
        problem: { field: 'link' },
      });
    },
  );
});
