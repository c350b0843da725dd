import {
  AUTH_ERROR_TEXT,
  ErrorCode,
  graphqlCodeOf,
  missingFieldsMessage,
  Texts,
  USER_ERROR_TEXT,
  UserErrorCode,
  userErrorText,
} from './index';
import { FixedClock, secondsFrom, systemClock } from './clock';

describe('user error codes', () => {
  it('have one text each, and every text has its code', () => {
    expect(Object.keys(USER_ERROR_TEXT).sort()).toEqual(Object.values(UserErrorCode).sort());
  });

  it('give the spec texts of the authentication codes (003 §8)', () => {
    for (const code of Object.keys(AUTH_ERROR_TEXT) as Array<keyof typeof AUTH_ERROR_TEXT>)
      expect(userErrorText(code)).toBe(AUTH_ERROR_TEXT[code]);
    expect(userErrorText(UserErrorCode.USER_DOES_NOT_EXIST)).toBe("User doesn't exist");
  });

  it('fill a text with its arguments', () => {
    expect(userErrorText(UserErrorCode.BUSINESS_SUSPENDED, 'help@x.example')).toBe(
      'This account is suspended - please contact help@x.example',
    );
    expect(userErrorText(UserErrorCode.ONE_OF, 'widgetType', ['A', 'B'])).toBe(
      'widgetType must be one of A, B',
    );
    expect(userErrorText(UserErrorCode.NOT_ALLOWED)).toBe('authorization error: not allowed');
    expect(userErrorText(UserErrorCode.NOT_ALLOWED, 'another business')).toBe(
      'authorization error: another business',
    );
    expect(userErrorText(UserErrorCode.OBJECT_NOT_FOUND, 'demo')).toBe(`${Texts.objectNotFound} demo`);
  });

  it('keep the texts the web app and the gateway read through Texts', () => {
    expect(Texts.notAllowed).toBe('authorization error: not allowed');
    expect(Texts.suspended('a@b.co')).toBe(userErrorText(UserErrorCode.BUSINESS_SUSPENDED, 'a@b.co'));
    expect(missingFieldsMessage(['a'])).toBe('a is required');
    expect(missingFieldsMessage(['a', 'b'])).toBe('a, b are required');
  });

  it.each([
    [UserErrorCode.INVALID_TOKEN, ErrorCode.INVALID_TOKEN],
    [UserErrorCode.BUSINESS_SUSPENDED, ErrorCode.BUSINESS_SUSPENDED],
    [UserErrorCode.INVALID_CURSOR, ErrorCode.INVALID_CURSOR],
    [UserErrorCode.NOT_ALLOWED, ErrorCode.FORBIDDEN],
    [UserErrorCode.NOT_AUTHENTICATED, ErrorCode.UNAUTHENTICATED],
    [UserErrorCode.OBJECT_NOT_FOUND, ErrorCode.NOT_FOUND],
    [UserErrorCode.VALID_EMAIL_REQUIRED, ErrorCode.BAD_USER_INPUT],
    [UserErrorCode.REGISTRATION_LINK_INVALID, ErrorCode.BAD_USER_INPUT],
  ])('carry %s as extensions.code %s in query errors', (code, expected) => {
    expect(graphqlCodeOf(code)).toBe(expected);
  });
});

describe('clock', () => {
  it('a fixed clock stands still until set or advanced', () => {
    const clock = new FixedClock('2026-03-08T06:59:59Z');
    expect(clock.now().toISOString()).toBe('2026-03-08T06:59:59.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-08T06:59:59.000Z');
    clock.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(secondsFrom(clock, 900).toISOString()).toBe('2026-03-08T07:15:00.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('hands out copies, so callers cannot move it', () => {
    const clock = new FixedClock(0);
    clock.now().setTime(5);
    expect(clock.now().getTime()).toBe(0);
  });

  it('refuses an instant that is not one', () => {
    expect(() => new FixedClock('soon')).toThrow('not an instant');
  });

  it('the system clock reads the machine time', () => {
    const before = Date.now();
    const at = systemClock.now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
