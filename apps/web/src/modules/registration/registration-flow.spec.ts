import { describe, expect, it } from 'vitest';
import {
  INITIAL_FLOW,
  RegistrationAction,
  RegistrationFlow,
  registrationFlow,
  viewOf,
} from './registration-flow';

const run = (...actions: RegistrationAction[]): RegistrationFlow =>
  actions.reduce(registrationFlow, INITIAL_FLOW);

describe('the registration flow (001 §4.6)', () => {
  it('shows the welcome page until book-for is chosen, then the form', () => {
    expect(viewOf(INITIAL_FLOW)).toBe('WELCOME');
    expect(viewOf(run({ type: 'SELECT_BOOK_FOR', bookFor: 'dependent' }))).toBe('FORM');
    expect(run({ type: 'SELECT_BOOK_FOR', bookFor: 'myself' }).bookFor).toBe('myself');
  });

  it('SELECT_BOOK_FOR switches between myself and dependents on the form', () => {
    const flow = run(
      { type: 'SELECT_BOOK_FOR', bookFor: 'myself' },
      { type: 'SELECT_BOOK_FOR', bookFor: 'dependent' },
    );
    expect(flow.bookFor).toBe('dependent');
    expect(viewOf(flow)).toBe('FORM');
  });

  it('LOGIN opens the login page and GO_BACK returns to where it was opened', () => {
    const atLogin = run({ type: 'SELECT_BOOK_FOR', bookFor: 'myself' }, { type: 'LOGIN' });
    expect(viewOf(atLogin)).toBe('LOGIN');
    const back = registrationFlow(atLogin, { type: 'GO_BACK' });
    expect(viewOf(back)).toBe('FORM');
    expect(back.bookFor).toBe('myself');
    expect(viewOf(run({ type: 'LOGIN' }, { type: 'GO_BACK' }))).toBe('WELCOME');
  });

  it('LOGIN twice keeps the first origin', () => {
    expect(run({ type: 'LOGIN' }, { type: 'LOGIN' }).origin).toBe('CREATE_ACCOUNT');
  });

  it('CREATE_ACCOUNT leaves the login page for the create-account page', () => {
    const flow = run({ type: 'LOGIN' }, { type: 'CREATE_ACCOUNT' });
    expect(flow.page).toBe('CREATE_ACCOUNT');
    expect(flow.origin).toBeNull();
  });

  it('GO_BACK from the form returns to the welcome page; on the welcome page it changes nothing', () => {
    expect(viewOf(run({ type: 'SELECT_BOOK_FOR', bookFor: 'dependent' }, { type: 'GO_BACK' }))).toBe(
      'WELCOME',
    );
    expect(run({ type: 'GO_BACK' })).toEqual(INITIAL_FLOW);
  });

  it('AUTHENTICATION_SUCCESS follows a login or a registration; the first dependent becomes the default participant', () => {
    const flow = run(
      { type: 'SELECT_BOOK_FOR', bookFor: 'dependent' },
      { type: 'SET_DEFAULT_PARTICIPANT_ID', id: 'dep-1' },
      { type: 'AUTHENTICATION_SUCCESS' },
    );
    expect(flow.authenticated).toBe(true);
    expect(flow.defaultParticipantId).toBe('dep-1');
    expect(run({ type: 'LOGIN' }, { type: 'AUTHENTICATION_SUCCESS' }).authenticated).toBe(true);
  });
});
