import { useState } from 'react';
import { useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { placeOf } from '../events/event-card';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import { eventStatusColor, eventStatusLabel, joinNames } from '../events/event-model';
import { EVENT } from '../events/events.graphql';
import { useZone } from '../events/use-zone';
import { FormActions, FormError } from './form-parts';
import { formatInstant } from '../timezone/zoned-time';
import { CONFIRM_SESSION_EVENT } from './enrolment.graphql';

/** /services/:serviceId/sessions/:sessionId/events/:eventId/confirm: confirm a held session event. */
export default function SessionEventConfirmScreen() {
  const { serviceId = '', sessionId = '', eventId = '' } = useParams();
  const { business, zone } = useZone();
  const { data, loading, error } = useQuery(
    EVENT,
    business ? { variables: { business, id: eventId } } : skipToken,
  );
  const event = data ? getFragmentData(EVENT_DETAILS, data.event) : null;
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, { loading: saving }] = useMutation(CONFIRM_SESSION_EVENT, { refetchQueries: ['Event'] });
  if (!event)
    return (
      <Stack>
        <Title order={2}>Confirm session event</Title>
        {loading ? (
          <Loader aria-label="Loading" />
        ) : (
          <Alert color="red" title={LOAD_ERROR_TITLE}>
            {error ? errorMessage(error) : 'This event could not be read.'}
          </Alert>
        )}
      </Stack>
    );
  const confirmed = event.slots.some((s) => s.status === 'CONFIRMED');
  const run = async () => {
    setServerError(null);
    try {
      const result = (await confirm({ variables: { business, id: event.id } })).data?.confirmSessionEvent;
      if (result?.status === 'ok') notify({ status: 'info', title: 'Success' });
      else setServerError(result?.error || 'The session event was not confirmed');
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Confirm session event</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={700}>
              {event.displayName} {formatInstant(event.startAt, zone)}
            </Text>
            <Badge color={eventStatusColor(event.status)} variant="light">
              {eventStatusLabel(event.status)}
            </Badge>
          </Group>
          <Text size="sm">{[event.session?.name, placeOf(event)].filter(Boolean).join(' · ')}</Text>
          <Text size="sm">Staff: {joinNames(event.staff.map((s) => s.name)) || '—'}</Text>
          <Text size="sm">Clients: {joinNames(event.clients.map((c) => c.name)) || '—'}</Text>
          <Text size="sm">Place: {confirmed ? 'Confirmed' : 'Not confirmed'}</Text>
          <FormError error={serverError} />
          <FormActions
            cancelLabel="Back"
            cancelTo={`/services/${serviceId}/sessions/${sessionId}/edit`}
            submitLabel="Confirm"
            onSubmit={run}
            loading={saving}
            submitDisabled={event.status !== 'EVENT_STATUS_HOLD' || confirmed}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
