import { AUTH_ERROR_TEXT, IDENTITY_EVENT_TOPIC, isBlockedStatus, topicName, BLOCK_TEXT } from './index';

describe('contracts', () => {
  it('keeps the spec texts of the auth errors', () => {
    expect(AUTH_ERROR_TEXT).toEqual({
      INVALID_TOKEN: 'Invalid or expired token',
      AUTHENTICATION_FAILED: 'Authentication failed',
      USER_DOES_NOT_EXIST: "User doesn't exist",
      INVALID_LOGIN_OR_PASSWORD: 'Invalid login or password',
    });
    expect(BLOCK_TEXT.IP_BAN).toBe('Your IP was banned due to suspicious activity');
  });

  it('names topics <domain>.<aggregate>.v<N>', () => {
    expect(topicName('scheduling', 'event', 1)).toBe('scheduling.event.v1');
    expect(new Set(Object.values(IDENTITY_EVENT_TOPIC))).toEqual(
      new Set(['identity.business.v1', 'identity.account.v1']),
    );
  });

  it.each([
    ['BUSINESS_STATUS_SUSPENDED', true],
    ['BUSINESS_STATUS_CLOSED', true],
    ['BUSINESS_STATUS_ACTIVE', false],
    ['BUSINESS_STATUS_PENDING', false],
  ])('isBlockedStatus(%s) = %s', (status, blocked) => {
    expect(isBlockedStatus(status)).toBe(blocked);
  });
});
