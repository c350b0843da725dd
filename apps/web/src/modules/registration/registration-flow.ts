/**
 * The registration flow of /register (001 §4.6) as a pure reducer: the create-account and login
 * pages, the welcome page until the visitor says whom they register for, and what follows a
 * login or a registration.
 */

export type BookFor = 'myself' | 'dependent';

export type RegistrationPage = 'CREATE_ACCOUNT' | 'LOGIN';

export interface RegistrationFlow {
  page: RegistrationPage;
  /** Whom the visitor registers for; null until chosen on the welcome page. */
  bookFor: BookFor | null;
  /** The page GO_BACK returns to from the login page. */
  origin: RegistrationPage | null;
  authenticated: boolean;
  /** After registering for dependents, the first dependent: the one bookings default to. */
  defaultParticipantId: string | null;
}

export type RegistrationAction =
  | { type: 'LOGIN' }
  | { type: 'CREATE_ACCOUNT' }
  | { type: 'SELECT_BOOK_FOR'; bookFor: BookFor }
  | { type: 'GO_BACK' }
  | { type: 'AUTHENTICATION_SUCCESS' }
  | { type: 'SET_DEFAULT_PARTICIPANT_ID'; id: string | null };

export const INITIAL_FLOW: RegistrationFlow = {
  page: 'CREATE_ACCOUNT',
  bookFor: null,
  origin: null,
  authenticated: false,
  defaultParticipantId: null,
};

/** What the page shows: the welcome page until book-for is chosen, then the form; or the login page. */
export type RegistrationView = 'WELCOME' | 'FORM' | 'LOGIN';

export const viewOf = (flow: RegistrationFlow): RegistrationView =>
  flow.page === 'LOGIN' ? 'LOGIN' : flow.bookFor ? 'FORM' : 'WELCOME';

export function registrationFlow(flow: RegistrationFlow, action: RegistrationAction): RegistrationFlow {
  switch (action.type) {
    case 'LOGIN':
      return flow.page === 'LOGIN' ? flow : { ...flow, page: 'LOGIN', origin: flow.page };
    case 'CREATE_ACCOUNT':
      return { ...flow, page: 'CREATE_ACCOUNT', origin: null };
    case 'SELECT_BOOK_FOR':
      return { ...flow, page: 'CREATE_ACCOUNT', bookFor: action.bookFor, origin: null };
    case 'GO_BACK':
      // From the login page to where it was opened; from the form to the welcome page.
      if (flow.page === 'LOGIN') return { ...flow, page: flow.origin ?? 'CREATE_ACCOUNT', origin: null };
      return flow.bookFor ? { ...flow, bookFor: null } : flow;
    case 'AUTHENTICATION_SUCCESS':
      return { ...flow, authenticated: true, origin: null };
    case 'SET_DEFAULT_PARTICIPANT_ID':
      return { ...flow, defaultParticipantId: action.id };
  }
}
