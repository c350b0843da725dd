import {
  FORCED_LOGOUT_BEFORE_REFRESH_EXPIRY_MS,
  SESSION_WARNING_BEFORE_REFRESH_EXPIRY_MS,
} from '@tempo/contracts';
import { decodeToken } from './tokens';

export interface SessionTimerPlan {
  /** Milliseconds until the expiry warning (0 when it is due). */
  warnInMs: number;
  /** Milliseconds until the forced logout (0 when it is due). */
  logoutInMs: number;
  /** When the refresh token expires (epoch ms). */
  expiresAt: number;
}

/** 000 §4.3: warn 30 minutes, log out 10 minutes before the refresh token expires. */
export function sessionTimerPlan(refreshToken: string | null, nowMs: number): SessionTimerPlan | undefined {
  const exp = decodeToken(refreshToken)?.exp;
  if (exp === undefined) return undefined;
  const expiresAt = exp * 1000;
  return {
    expiresAt,
    warnInMs: Math.max(0, expiresAt - SESSION_WARNING_BEFORE_REFRESH_EXPIRY_MS - nowMs),
    logoutInMs: Math.max(0, expiresAt - FORCED_LOGOUT_BEFORE_REFRESH_EXPIRY_MS - nowMs),
  };
}

/** 'h:mm A', e.g. '3:05 PM', in the browser's zone. */
export function clockTime(epochMs: number): string {
  const d = new Date(epochMs);
  const hours = d.getHours();
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'in 25 minutes', 'in 1 minute', 'in 2 hours'. */
export function relativeIn(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The warning's first line (000 §4.3). */
export function sessionWarningText(expiresAt: number, nowMs: number): string {
  return `Your session expires ${relativeIn(expiresAt - nowMs)} (${clockTime(expiresAt)})`;
}
