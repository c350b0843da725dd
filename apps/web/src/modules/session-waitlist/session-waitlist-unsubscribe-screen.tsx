import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { useBusinessName } from '../clients/use-business';
import { UNSUBSCRIBE_SESSION_WAITLIST } from './session-waitlist.graphql';

/** How many waitlists were left, as a sentence. */
export const leftText = (left: number): string =>
  left === 0
    ? 'You were no longer waiting for a place in this session.'
    : `You left ${left === 1 ? 'the waitlist' : `${left} waitlists`} of this session.`;

/**
 * /sessionwaitlistnotification/:serviceId/session/:sessionId/client/:clientId/unsubscribe?token=…: the link of
 * the session waitlist's mails (public): the client leaves every waitlist of the session.
 */
export default function SessionWaitlistUnsubscribeScreen() {
  const { serviceId = '', sessionId = '', clientId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const business = useBusinessName();
  const [unsubscribe, { loading }] = useMutation(UNSUBSCRIBE_SESSION_WAITLIST);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function run() {
    try {
      const r = (await unsubscribe({ variables: { business, serviceId, sessionId, clientId, token } })).data
        ?.unsubscribeSessionWaitlist;
      setOutcome(
        r?.status === 'ok'
          ? { ok: true, text: leftText(r.left ?? 0) }
          : { ok: false, text: r?.error || 'This unsubscribe link is not valid' },
      );
    } catch (e) {
      setOutcome({ ok: false, text: errorMessage(e) });
    }
  }

  return (
    <Stack maw={520} mx="auto" mt="xl">
      <Paper withBorder p="lg">
        <Stack>
          <Title order={3}>Leave the session waitlist</Title>
          {!outcome && (
            <>
              <Text>
                Stop waiting for a place in this session? A place held for you goes to the next in line.
              </Text>
              <Button onClick={run} loading={loading} disabled={!token || !business}>
                Leave the waitlist
              </Button>
              {!token && <Text c="red">This unsubscribe link is not valid</Text>}
            </>
          )}
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} title={outcome.ok ? 'Done' : 'Not done'}>
              {outcome.text}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
