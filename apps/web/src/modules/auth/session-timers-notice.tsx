import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session';
import { sessionTimerPlan, sessionWarningText } from './session-timers';

const WARNING_ID = 'session-expiry-warning';

/** 000 §4.3: the session-expiry warning and the forced logout, set while signed in with a refresh token. */
export function SessionTimers() {
  const { auth, user } = useSession();
  const [refreshToken, setRefreshToken] = useState(auth.getRefreshToken());
  useEffect(() => auth.on('tokens', () => setRefreshToken(auth.getRefreshToken())), [auth]);
  useEffect(() => {
    if (!user) return;
    const plan = sessionTimerPlan(refreshToken, Date.now());
    if (!plan) return;
    const warn = setTimeout(() => {
      notifications.show({
        id: WARNING_ID,
        color: 'yellow',
        autoClose: false,
        title: sessionWarningText(plan.expiresAt, Date.now()),
        message: (
          <>
            <Text size="sm">
              You will have to log back in to continue, click "Login" to log in now instead
            </Text>
            <Group mt="xs" gap="xs">
              <Button
                size="xs"
                onClick={() => {
                  notifications.hide(WARNING_ID);
                  void auth.logout();
                }}
              >
                Login
              </Button>
              <Button size="xs" variant="default" onClick={() => notifications.hide(WARNING_ID)}>
                Dismiss
              </Button>
            </Group>
          </>
        ),
      });
    }, plan.warnInMs);
    const logout = setTimeout(() => {
      notifications.hide(WARNING_ID);
      notify({ status: 'error', title: 'Your session has expired' });
      void auth.logout();
    }, plan.logoutInMs);
    return () => {
      clearTimeout(warn);
      clearTimeout(logout);
      notifications.hide(WARNING_ID);
    };
  }, [auth, user, refreshToken]);
  return null;
}
