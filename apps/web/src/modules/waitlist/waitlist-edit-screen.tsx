import { Link, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { saveWithToasts } from '../staff/screen-helpers';
import { statusLabel } from './waitlist-model';
import { WaitlistForm } from './waitlist-form';
import {
  DELETE_WAITLIST_NOTIFICATION,
  UPDATE_WAITLIST_NOTIFICATION,
  WAITLIST_ITEM,
  WAITLIST_NOTIFICATION,
} from './waitlist.graphql';
import { useWaitlistContext } from './use-waitlist-context';

/** /waitlistnotification/:notificationId/edit: changes, pauses (unsubscribes) or removes a notification. */
export default function WaitlistEditScreen() {
  const { notificationId = '' } = useParams();
  const navigate = useNavigate();
  const ctx = useWaitlistContext();
  const { data, loading, error } = useQuery(
    WAITLIST_NOTIFICATION,
    ctx.business
      ? { variables: { business: ctx.business, id: notificationId }, fetchPolicy: 'network-only' }
      : skipToken,
  );
  const [update, updated] = useMutation(UPDATE_WAITLIST_NOTIFICATION, {
    refetchQueries: ['WaitlistNotification'],
  });
  const [remove, removed] = useMutation(DELETE_WAITLIST_NOTIFICATION, {
    refetchQueries: ['WaitlistNotifications'],
  });
  const n = data?.waitlistNotification
    ? getFragmentData(WAITLIST_ITEM, data.waitlistNotification)
    : undefined;

  const setStatus = (status: string) =>
    saveWithToasts(
      async () =>
        (
          await update({
            variables: { business: ctx.business, notification: { id: notificationId, status } },
          })
        ).data?.updateWaitlistNotification,
      'The waitlist notification was not saved',
    );
  const drop = async () => {
    const done = await saveWithToasts(
      async () =>
        (await remove({ variables: { business: ctx.business, id: notificationId } })).data
          ?.deleteWaitlistNotification,
      'The waitlist notification was not removed',
    );
    if (done) navigate('/waitlistnotification');
  };

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/waitlistnotification" size="sm">
        ← Waitlist notifications
      </Anchor>
      <Title order={2}>{n?.title ?? 'Waitlist notification'}</Title>
      {loading && !n && <Loader aria-label="Loading" />}
      {error && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {n && (
        <>
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm">Status</Text>
              <Badge variant="light" color={n.status === 'ACTIVE' ? 'green' : 'gray'}>
                {statusLabel(n.status)}
              </Badge>
            </Group>
            <Group gap="xs">
              {n.status === 'ACTIVE' ? (
                <Button variant="default" loading={updated.loading} onClick={() => setStatus('UNSUBSCRIBED')}>
                  Stop notifying
                </Button>
              ) : (
                <Button variant="default" loading={updated.loading} onClick={() => setStatus('ACTIVE')}>
                  Notify again
                </Button>
              )}
              <Button color="red" variant="light" loading={removed.loading} onClick={drop}>
                Delete
              </Button>
            </Group>
          </Group>
          <WaitlistForm
            key={`${n.id}:${n.status}`}
            business={ctx.business}
            today={ctx.today}
            pickClient={ctx.staff}
            me={ctx.me}
            notification={n}
            onSaved={() => navigate('/waitlistnotification')}
            onCancel={() => navigate('/waitlistnotification')}
          />
        </>
      )}
    </Stack>
  );
}
