import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { TEMPORARY_ACCESS_PARAM } from '@tempo/contracts';
import { useSession } from '../../app/session';

export const PASSWORDLESS_DELAY_MS = 1000;
export const PASSWORDLESS_DELAY_AUTHENTICATED_MS = 500;

type State = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * The passwordless-link landing page (000 §2.9): signs in with the temporary-access token,
 * then goes to bookingLink with the query minus the token.
 */
/** 000 §2.9: without a bookingLink parameter the landing page goes on to the booking pages. */
export const DEFAULT_BOOKING_LINK = '/selfbook';

export default function PasswordlessScreen({ defaultLink = DEFAULT_BOOKING_LINK }: { defaultLink?: string }) {
  const { auth } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(location.search);
    const token = query.get(TEMPORARY_ACCESS_PARAM);
    const email = query.get('email');
    const bookingLink = query.get('bookingLink') || defaultLink;
    query.delete(TEMPORARY_ACCESS_PARAM);
    const rest = query.toString();
    const target = bookingLink + (rest ? (bookingLink.includes('?') ? '&' : '?') + rest : '');
    const fail = (message: string) => setState({ kind: 'failed', message });

    if (!token) return fail('Authentication failed - The link may have expired');
    const already = auth.isAuthenticated();
    if (already && email && auth.email && email.trim().toLowerCase() !== auth.email.toLowerCase())
      return fail('Email does not match');
    auth
      .loginPasswordless(token)
      .then(() => {
        timer.current = setTimeout(
          () => navigate(target, { replace: true }),
          already ? PASSWORDLESS_DELAY_AUTHENTICATED_MS : PASSWORDLESS_DELAY_MS,
        );
      })
      .catch(() => fail('Authentication failed - The link may have expired'));
  }, [auth, location.search, navigate, defaultLink]);

  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="10vh">
      {state.kind === 'working' ? (
        <Stack align="center">
          <Title order={3}>Authenticating / Redirecting...</Title>
        </Stack>
      ) : (
        <Stack align="center">
          <Text fw={600}>{state.message}</Text>
          <Button onClick={() => navigate('/login', { replace: true })}>Login</Button>
        </Stack>
      )}
    </Paper>
  );
}
