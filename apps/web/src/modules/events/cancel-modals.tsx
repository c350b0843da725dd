import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { getFragmentData } from '../../gql';
import { CancelActions, CancelFields, useCancelFields } from './cancel-fields';
import { participantStatusLabel, SeriesScope } from './event-model';
import { SeriesScopeRadios } from './series-scope-radios';
import { CANCEL_EVENT, CANCEL_PARTICIPATION } from './event-actions.graphql';
import { EVENT_DETAILS } from './events.graphql';

const REFETCH = ['Event', 'StaffSelfSchedule', 'ClientSchedule', 'ClientSelfSchedule', 'StaffSchedule'];

/** What a client's cancellation recorded: 'Client late canceled', with the consequence and credit when there are. */
export function outcomeText(c: {
  status?: string | null;
  statusLabel?: string | null;
  cancellationConsequence?: string | null;
  cancellationCreditName?: string | null;
}): string {
  const label = c.statusLabel ?? participantStatusLabel(c.status);
  const more = [c.cancellationConsequence, c.cancellationCreditName && `credit: ${c.cancellationCreditName}`]
    .filter(Boolean)
    .join(', ');
  return more ? `${label} (${more})` : label;
}

/** Staff cancellation of an event; for a series: this event, this and following, or all. */
export function CancelEventModal({
  business,
  event,
  opened,
  onClose,
}: {
  business: string;
  event: { id: string; displayName: string; recurringId?: string | null };
  opened: boolean;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<SeriesScope>('THIS');
  const fields = useCancelFields();
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CANCEL_EVENT, { refetchQueries: REFETCH });
  const send = async () => {
    setError(null);
    try {
      const result = (
        await cancel({
          variables: {
            business,
            id: event.id,
            scope: event.recurringId ? scope : null,
            ...fields.variables,
          },
        })
      ).data?.cancelEvent;
      if (result?.status === 'ok') {
        notify({ status: 'info', title: 'Success' });
        onClose();
      } else setError(result?.error || 'The event was not cancelled');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Cancel ${event.displayName}`}>
      <Stack>
        {event.recurringId && <SeriesScopeRadios label="Cancel" value={scope} onChange={setScope} />}
        <CancelFields fields={fields} />
        <CancelActions
          error={error}
          keepLabel="Keep the event"
          onKeep={onClose}
          cancelLabel="Cancel event"
          onCancel={send}
          loading={loading}
        />
      </Stack>
    </Modal>
  );
}

/** One client's cancellation (by staff, the client or their account manager), with the policy's outcome shown. */
export function CancelClientModal({
  business,
  eventId,
  client,
  title,
  onClose,
}: {
  business: string;
  eventId: string;
  client: { peopleId: string; name: string } | null;
  title: string;
  onClose: () => void;
}) {
  const fields = useCancelFields();
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CANCEL_PARTICIPATION, { refetchQueries: REFETCH });
  const close = () => {
    setError(null);
    setOutcome(null);
    fields.setReason('');
    onClose();
  };
  const send = async () => {
    if (!client) return;
    setError(null);
    try {
      const result = (
        await cancel({
          variables: {
            business,
            eventId,
            clientId: client.peopleId,
            ...fields.variables,
          },
        })
      ).data?.cancelParticipation;
      if (result?.status !== 'ok') {
        setError(result?.error || 'The cancellation was not saved');
        return;
      }
      const after = (result.events ?? [])
        .map((e) => getFragmentData(EVENT_DETAILS, e))
        .find((e) => e.id === eventId)
        ?.clients.find((c) => c.peopleId === client.peopleId);
      setOutcome(after ? outcomeText(after) : participantStatusLabel('CANCELED'));
      notify({ status: 'info', title: 'Success' });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={!!client} onClose={close} title={client ? `Cancel ${client.name} from ${title}` : ''}>
      <Stack>
        {outcome ? (
          <>
            <Alert color="blue" title="Cancelled">
              <Text size="sm" data-testid="cancellation-outcome">
                {outcome}
              </Text>
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              The service's cancellation policy decides whether this is on time or late.
            </Text>
            <CancelFields fields={fields} />
            <CancelActions
              error={error}
              keepLabel="Keep the booking"
              onKeep={close}
              cancelLabel="Cancel booking"
              onCancel={send}
              loading={loading}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
