import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import type { SeriesScope } from '../events/event-model';
import { SeriesScopeRadios } from '../events/series-scope-radios';
import { EVENT } from '../events/events.graphql';
import { useZone } from '../events/use-zone';
import { formatInstant, isoToWall } from '../timezone/zoned-time';
import { zonedStart } from './booking-model';
import { UPDATE_SESSION_EVENT } from './enrolment.graphql';
import { EVENTS_OUTCOME } from './outcome.graphql';
import { CapacityInputs, DateTimeInputs, FormActions, FormError, FormHeading, NoteInput } from './form-parts';

interface Values {
  name: string;
  date: string;
  time: string;
  endTime: string;
  capacity: number | '';
  waitlistEnabled: boolean;
  note: string;
}

/**
 * /services/:serviceId/sessions/:sessionId/events/:eventId/edit and .../advancedEdit: a session
 * event's name, time, capacity, waitlist and note; the advanced edit also applies the change to
 * the following or all events of its series.
 */
export default function SessionEventEditScreen() {
  const { serviceId = '', sessionId = '', eventId = '' } = useParams();
  const advanced = useLocation().pathname.endsWith('/advancedEdit');
  const navigate = useNavigate();
  const { business, businessZone } = useZone();
  const { data, loading, error } = useQuery(
    EVENT,
    business ? { variables: { business, id: eventId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const event = data ? getFragmentData(EVENT_DETAILS, data.event) : null;
  const zone = event?.timezone || businessZone;
  const [values, setValues] = useState<Values | null>(null);
  const [scope, setScope] = useState<SeriesScope>('THIS');
  const [serverError, setServerError] = useState<string | null>(null);
  const [update, { loading: saving }] = useMutation(UPDATE_SESSION_EVENT, { refetchQueries: ['Event'] });
  useEffect(() => {
    if (event && !values) {
      const start = isoToWall(event.startAt, zone);
      setValues({
        name: event.name,
        date: start.slice(0, 10),
        time: start.slice(11),
        endTime: isoToWall(event.endAt, zone).slice(11),
        capacity: event.slots[0]?.capacity ?? '',
        waitlistEnabled: (data?.event.slots ?? []).some((s) => s.waitlist.length > 0),
        note: event.note ?? '',
      });
    }
  }, [event, values, zone, data]);
  if (!event || !values)
    return (
      <Stack>
        <Title order={2}>Edit session event</Title>
        {loading || event ? (
          <Loader aria-label="Loading" />
        ) : (
          <Alert color="red" title={LOAD_ERROR_TITLE}>
            {error ? errorMessage(error) : 'This event could not be read.'}
          </Alert>
        )}
      </Stack>
    );
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });
  const submit = async () => {
    const startAt = zonedStart(values.date, values.time, zone);
    const endAt = zonedStart(values.date, values.endTime, zone);
    if (Date.parse(endAt) <= Date.parse(startAt)) return setServerError('The end must be after the start');
    try {
      const result = getFragmentData(
        EVENTS_OUTCOME,
        (
          await update({
            variables: {
              business,
              scope: advanced && event.recurringId ? scope : null,
              event: {
                id: event.id,
                expectedVersion: event.version,
                name: values.name.trim(),
                startAt,
                endAt,
                capacity: values.capacity === '' ? null : values.capacity,
                waitlistEnabled: values.waitlistEnabled,
                note: values.note.trim() || null,
              },
            },
          })
        ).data?.updateSessionEvent,
      );
      if (result?.status !== 'ok')
        return setServerError(result?.error || 'The session event was not changed');
      notify({ status: 'info', title: 'Success' });
      navigate(`/events/${event.id}`);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  return (
    <Stack gap="md" maw={820}>
      <FormHeading title={advanced ? 'Advanced edit' : 'Edit session event'} zone={zone}>
        <Text>
          {event.displayName} {formatInstant(event.startAt, zone)}
        </Text>
      </FormHeading>
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Name"
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateTimeInputs
              date={values.date}
              time={values.time}
              timeLabel="Start"
              onDate={(date) => set({ date })}
              onTime={(time) => set({ time })}
            />
            <TextInput
              type="time"
              label="End"
              value={values.endTime}
              onChange={(e) => set({ endTime: e.currentTarget.value })}
            />
          </SimpleGrid>
          <CapacityInputs
            capacity={values.capacity}
            waitlistEnabled={values.waitlistEnabled}
            onChange={set}
          />
          <NoteInput value={values.note} onChange={(note) => set({ note })} />
          {advanced && event.recurringId && (
            <SeriesScopeRadios label="Apply to" value={scope} onChange={setScope} />
          )}
          <FormError error={serverError} />
          <FormActions
            cancelTo={`/services/${serviceId}/sessions/${sessionId}/edit`}
            submitLabel="Save"
            onSubmit={submit}
            loading={saving}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
