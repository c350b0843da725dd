import { ID_TOKEN_ISSUER, STORAGE_KEYS } from '@tempo/contracts';
import { AuthStorage } from './auth-storage';
import { decodeToken, isTokenExpired, isTokenTimeValid } from './tokens';

/** The result shape of loginSimple, loginPasswordless and loginRefresh (000 §7.2). */
export interface LoginResult {
  status: string;
  error?: string | null;
  idToken?: string | null;
  refreshToken?: string | null;
}

/** The authentication calls the service makes; backed by GraphQL in the app, by fakes in tests. */
export interface AuthApi {
  loginSimple(vars: { login: string; password: string; business?: string | null }): Promise<LoginResult>;
  loginPasswordless(token: string): Promise<LoginResult>;
  loginRefresh(refreshToken: string): Promise<LoginResult>;
  requestSelfAuthLink(vars: { email: string; business?: string | null }): Promise<LoginResult>;
  /** Server-side logout of the refresh token's session, or of every session of the user. */
  logout(vars: { refreshToken: string | null; everywhere: boolean }): Promise<LoginResult>;
}

/** 'login' and 'logout' of 000 §4.2, and 'tokens' whenever the stored tokens change (refresh included). */
export type AuthEvent = 'login' | 'logout' | 'tokens';

/** The product's name in the refresh failure prefix (003 §8). */
export const REFRESH_FAILED_PREFIX = 'Tempo token refresh failed: ';

export class AuthError extends Error {}

/** How long logging out waits for the server before clearing the browser anyway. */
export const LOGOUT_CALL_TIMEOUT_MS = 5000;

export interface AuthServiceOptions {
  storage: AuthStorage;
  api: AuthApi;
  now?: () => number;
}

/**
 * Authentication state (000 §4.2): the tokens in {@link AuthStorage}, login and logout firing
 * 'login' / 'logout', and the refresh of an expired id token, one at a time.
 */
export class AuthService {
  private readonly storage: AuthStorage;
  private readonly api: AuthApi;
  private readonly now: () => number;
  private listeners = new Map<AuthEvent, Set<() => void>>();
  private refreshing: Promise<string> | null = null;
  private idToken: string | null = null;
  private refreshToken: string | null = null;
  private loaded = false;

  constructor(options: AuthServiceOptions) {
    this.storage = options.storage;
    this.api = options.api;
    this.now = options.now ?? Date.now;
  }

  /** Reads the stored tokens; call once at start-up. */
  async load(): Promise<void> {
    this.idToken = await this.storage.get(STORAGE_KEYS.idToken);
    this.refreshToken = await this.storage.get(STORAGE_KEYS.refreshToken);
    this.loaded = true;
  }

  on(event: AuthEvent, listener: () => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  private emit(event: AuthEvent): void {
    this.listeners.get(event)?.forEach((l) => l());
  }

  get isLoaded(): boolean {
    return this.loaded;
  }

  /** An id token exists and is not expired (with the 120 s margin). */
  isAuthenticated(): boolean {
    return !!this.idToken && !isTokenExpired(this.idToken, this.now());
  }

  /** Whether the session can be resumed: a valid id token, or a refresh token to get one. */
  hasSession(): boolean {
    return this.isAuthenticated() || !!this.refreshToken;
  }

  /** The e-mail of the signed-in user, from the id token. */
  get email(): string | undefined {
    return decodeToken(this.idToken)?.email;
  }

  getStoredIdToken(): string | null {
    return this.idToken;
  }

  getRefreshToken(): string | null {
    return this.refreshToken;
  }

  private async storeTokens(idToken: string, refreshToken?: string | null): Promise<void> {
    this.idToken = idToken;
    await this.storage.set(STORAGE_KEYS.idToken, idToken);
    if (refreshToken) {
      this.refreshToken = refreshToken;
      await this.storage.set(STORAGE_KEYS.refreshToken, refreshToken);
    }
    this.emit('tokens');
  }

  async clearTokens(): Promise<void> {
    this.idToken = null;
    this.refreshToken = null;
    await this.storage.remove(STORAGE_KEYS.idToken);
    await this.storage.remove(STORAGE_KEYS.refreshToken);
    this.emit('tokens');
  }

  /**
   * Stores the tokens of a login result and fires 'login'. A failed login clears the tokens
   * and throws the server's message. Returns whether both tokens pass the clock check (000 §5).
   */
  private async completeLogin(result: LoginResult): Promise<{ clockOk: boolean }> {
    if (result.status !== 'ok' || !result.idToken) {
      await this.clearTokens();
      throw new AuthError(result.error || 'Authentication failed');
    }
    await this.storeTokens(result.idToken, result.refreshToken);
    const now = this.now();
    const clockOk =
      isTokenTimeValid(result.idToken, now) &&
      (!result.refreshToken ||
        isTokenTimeValid(result.refreshToken, now) ||
        !decodeToken(result.refreshToken));
    this.emit('login');
    return { clockOk };
  }

  /** Password login (loginSimple); the login is trimmed; the generic app tenant sends no business. */
  async login(login: string, password: string, business?: string | null): Promise<{ clockOk: boolean }> {
    const result = await this.api.loginSimple({
      login: login.trim(),
      password,
      business: business && business !== 'app' ? business : null,
    });
    return this.completeLogin(result);
  }

  /** Passwordless login with a temporary-access token; already authenticated counts as ok (000 §4.2). */
  async loginPasswordless(token: string): Promise<{ clockOk: boolean }> {
    if (this.isAuthenticated()) return { clockOk: true };
    return this.completeLogin(await this.api.loginPasswordless(token));
  }

  /**
   * Ends the session on the server (the stored refresh token's session, or with `everywhere`
   * every session of the user), then clears the tokens and fires 'logout' unless skipped.
   * A failing or slow server call never keeps the browser signed in.
   */
  async logout(options: { skipEvent?: boolean; everywhere?: boolean } = {}): Promise<void> {
    const refreshToken = this.refreshToken;
    const everywhere = !!options.everywhere;
    if (refreshToken || (everywhere && this.idToken)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        this.api.logout({ refreshToken, everywhere }).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, LOGOUT_CALL_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
    }
    await this.clearTokens();
    if (!options.skipEvent) this.emit('logout');
  }

  /**
   * A usable id token: the stored one while valid, else a refreshed one. Null when there is
   * no session or the refresh failed (the tokens are then cleared).
   */
  async getIdToken(): Promise<string | null> {
    if (this.isAuthenticated()) return this.idToken;
    if (!this.idToken && !this.refreshToken) return null;
    try {
      return await this.refresh();
    } catch {
      return null;
    }
  }

  /**
   * Refreshes the id token (loginRefresh). Only tokens issued by the product itself are
   * refreshed, and only with a refresh token; a refresh already running is shared; a failed
   * refresh clears the tokens.
   */
  refresh(): Promise<string> {
    if (this.refreshing) return this.refreshing;
    const refreshToken = this.refreshToken;
    const issuer = decodeToken(this.idToken)?.iss ?? decodeToken(refreshToken)?.iss;
    if (!refreshToken || (issuer !== undefined && issuer !== ID_TOKEN_ISSUER)) {
      return Promise.reject(new AuthError('Cannot refresh: unknown token issuer or no refresh token'));
    }
    this.refreshing = (async () => {
      try {
        const result = await this.api.loginRefresh(refreshToken);
        if (result.status !== 'ok' || !result.idToken) throw new Error(result.error || 'refresh refused');
        await this.storeTokens(result.idToken, result.refreshToken);
        return result.idToken;
      } catch (e) {
        await this.clearTokens();
        throw new AuthError(REFRESH_FAILED_PREFIX + (e instanceof Error ? e.message : String(e)));
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /** Sends a login link by e-mail (requestSelfAuthLink); throws the server's error. */
  async requestLoginLink(email: string, business?: string | null): Promise<void> {
    const result = await this.api.requestSelfAuthLink({
      email: email.trim(),
      business: business && business !== 'app' ? business : null,
    });
    if (result.status !== 'ok') throw new AuthError(result.error || 'Error');
  }
}

/** 000 §5 / 003 §8: at least 5 characters with '@' and '.'. */
export function isValidLoginLinkEmail(email: string): boolean {
  const value = email.trim();
  return value.length >= 5 && value.includes('@') && value.includes('.');
}
