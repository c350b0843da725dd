import { ACTIONS, Action, SPEC_ACTIONS, isAction, normalizeAction, toActionConstant } from './actions';

describe('actions', () => {
  it('lists every action of 000 §6 as spelled there', () => {
    expect(SPEC_ACTIONS).toHaveLength(53);
    expect(SPEC_ACTIONS).toEqual(
      expect.arrayContaining(['list', 'goto', 'enroll', 'ENROLL', 'SELF_PAY', 'LISTEN']),
    );
  });

  it('has one canonical action per case-insensitive spelling, lower case winning', () => {
    expect(ACTIONS).toHaveLength(50);
    expect(new Set(ACTIONS.map((a) => a.toLowerCase())).size).toBe(ACTIONS.length);
    expect(ACTIONS).toContain('enroll');
    expect(ACTIONS).not.toContain('ENROLL');
    expect(ACTIONS).not.toContain('BATCH_ENROLL');
    expect(ACTIONS).not.toContain('CHARGE');
    expect(ACTIONS).toContain('APPLY');
  });

  it('exposes the canonical actions as constants', () => {
    expect(Action.list).toBe('list');
    expect(Action.subscription_update).toBe('subscription_update');
    expect(Action.RECEIVE).toBe('RECEIVE');
  });

  it.each([
    ['create', 'create'],
    ['ACTION_CREATE', 'create'],
    ['action_create', 'create'],
    ['CREATE', 'create'],
    ['ENROLL', 'enroll'],
    ['enroll', 'enroll'],
    ['ACTION_BATCH_ENROLL', 'batch_enroll'],
    ['CHARGE', 'charge'],
    ['receive', 'RECEIVE'],
    ['place', 'PLACE'],
    ['ACTION_SELF_PAY', 'SELF_PAY'],
    ['  goto ', 'goto'],
    ['ACTION_SUBSCRIPTION_UPDATE', 'subscription_update'],
    ['fly', undefined],
    ['', undefined],
  ])('normalizeAction(%j) = %j', (spelling, canonical) => {
    expect(normalizeAction(spelling)).toBe(canonical);
  });

  it('normalizes every spec spelling to a canonical action', () => {
    for (const spelling of SPEC_ACTIONS) expect(ACTIONS).toContain(normalizeAction(spelling));
  });

  it('recognizes canonical spellings only', () => {
    expect(isAction('enroll')).toBe(true);
    expect(isAction('ENROLL')).toBe(false);
    expect(isAction('RECEIVE')).toBe(true);
    expect(isAction('receive')).toBe(false);
  });

  it('spells ACTION_ constants', () => {
    expect(toActionConstant('create')).toBe('ACTION_CREATE');
    expect(toActionConstant('SELF_PAY')).toBe('ACTION_SELF_PAY');
  });
});
