import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { businessUrl } from '../business-select/app-host';
import { CONFIRM_BUSINESS_REGISTRATION } from './business-register.graphql';

/** The text shown for a link without a token (the server says the same for a bad one). */
export const INVALID_CONFIRMATION = 'This confirmation link is invalid, was already used or has expired';

type State =
  | { kind: 'working' }
  | { kind: 'done'; name: string; fullName: string }
  | { kind: 'failed'; message: string };

/**
 * /business/register/confirm?token=...: the page of the link mailed to an existing user named
 * as the owner of a self-registered business. It confirms once, then offers to sign in on the
 * business's subdomain.
 */
export default function RegistrationConfirmScreen() {
  const location = useLocation();
  const [confirm] = useMutation(CONFIRM_BUSINESS_REGISTRATION);
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(location.search).get('token')?.trim();
    if (!token) {
      setState({ kind: 'failed', message: INVALID_CONFIRMATION });
      return;
    }
    confirm({ variables: { token } })
      .then(({ data }) => {
        const r = data?.confirmBusinessRegistration;
        if (r?.status === 'ok' && r.business)
          setState({ kind: 'done', name: r.business.name, fullName: r.business.fullName ?? r.business.name });
        else setState({ kind: 'failed', message: r?.error || INVALID_CONFIRMATION });
      })
      .catch(() => setState({ kind: 'failed', message: INVALID_CONFIRMATION }));
  }, [confirm, location.search]);

  return (
    <Paper withBorder p="xl" maw={520} mx="auto" mt="10vh">
      {state.kind === 'working' && (
        <Stack align="center">
          <Title order={3}>Confirming your registration...</Title>
        </Stack>
      )}
      {state.kind === 'done' && (
        <Stack align="center" aria-label="Registration confirmed">
          <Title order={2}>Registration confirmed</Title>
          <Text ta="center">
            You are now the owner of <b>{state.fullName}</b>.
          </Text>
          <Button component="a" href={`${businessUrl(window.location, state.name)}login`}>
            Sign in
          </Button>
        </Stack>
      )}
      {state.kind === 'failed' && (
        <Stack align="center">
          <Text fw={600} ta="center">
            {state.message}
          </Text>
          <Anchor href="/business/register">Register a business</Anchor>
        </Stack>
      )}
    </Paper>
  );
}
