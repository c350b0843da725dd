import { notifications } from '@mantine/notifications';

/** Toast durations of 003 §9. */
export const TOAST_MS = {
  error: 6000,
  info: 1500,
  warning: 1500,
  loginLinkFailure: 3000,
  notLoggedIn: 3000,
} as const;

export type ToastStatus = 'error' | 'info' | 'warning';

const COLORS: Record<ToastStatus, string> = { error: 'red', info: 'blue', warning: 'yellow' };

/** Titles and messages are stripped of HTML tags (000 §5). */
export const stripTags = (text: string): string => text.replace(/<[^>]*>/g, '');

export interface Toast {
  status: ToastStatus;
  title: string;
  message?: string;
  /** Milliseconds; false keeps it until dismissed (sticky). Defaults to the status's duration. */
  dismissAfter?: number | false;
  id?: string;
}

export function notify({ status, title, message, dismissAfter, id }: Toast): void {
  notifications.show({
    id: id ? stripTags(id) : undefined,
    color: COLORS[status],
    title: stripTags(title),
    message: stripTags(message ?? ''),
    autoClose: dismissAfter === undefined ? TOAST_MS[status] : dismissAfter,
    withCloseButton: true,
    position: 'top-right',
  });
}
