import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { useBusinessName } from '../clients/use-business';
import { UNSUBSCRIBE_WAITLIST_NOTIFICATION } from './waitlist.graphql';

/** /waitlistnotification/:notificationId/unsubscribe?token=…: the link of the waitlist's mails (public). */
export default function WaitlistUnsubscribeScreen() {
  const { notificationId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const business = useBusinessName();
  const [unsubscribe, { loading }] = useMutation(UNSUBSCRIBE_WAITLIST_NOTIFICATION);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function run() {
    try {
      const r = (await unsubscribe({ variables: { business, id: notificationId, token } })).data
        ?.unsubscribeWaitlistNotification;
      setOutcome(
        r?.status === 'ok'
          ? {
              ok: true,
              text: `You will get no more mails for ${r.notification?.serviceName || 'this waitlist'}.`,
            }
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
          <Title order={3}>Leave the waitlist</Title>
          {!outcome && (
            <>
              <Text>Stop the e-mails of this appointment waitlist notification?</Text>
              <Button onClick={run} loading={loading} disabled={!token || !business}>
                Unsubscribe
              </Button>
              {!token && <Text c="red">This unsubscribe link is not valid</Text>}
            </>
          )}
          {outcome && (
            <Alert
              color={outcome.ok ? 'green' : 'red'}
              title={outcome.ok ? 'Unsubscribed' : 'Not unsubscribed'}
            >
              {outcome.text}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
