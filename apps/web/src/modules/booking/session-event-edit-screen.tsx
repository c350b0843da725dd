import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import { SERIES_SCOPES, SeriesScope } from '../events/event-model';
import { EVENT } from '../events/events.graphql';
import { useZone } from '../events/use-zone';
import { timezoneLabel } from '../timezone/timezone-model';
import { formatInstant, isoToWall } from '../timezone/zoned-time';
import { zonedStart } from './booking-model';
import { UPDATE_SESSION_EVENT } from './enrolment.graphql';

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
      const result = (
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
      ).data?.updateSessionEvent;
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
      <div>
        <Title order={2}>{advanced ? 'Advanced edit' : 'Edit session event'}</Title>
        <Text>
          {event.displayName} {formatInstant(event.startAt, zone)}
        </Text>
        <Text size="sm" c="dimmed">
          {timezoneLabel(zone)}
        </Text>
      </div>
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Name"
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="date"
              label="Date"
              value={values.date}
              onChange={(e) => set({ date: e.currentTarget.value })}
            />
            <TextInput
              type="time"
              label="Start"
              value={values.time}
              onChange={(e) => set({ time: e.currentTarget.value })}
            />
            <TextInput
              type="time"
              label="End"
              value={values.endTime}
              onChange={(e) => set({ endTime: e.currentTarget.value })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Capacity"
              min={1}
              placeholder="No limit"
              value={values.capacity}
              onChange={(n) => set({ capacity: typeof n === 'number' ? n : '' })}
            />
            <Checkbox
              mt="xl"
              label="Waitlist when full"
              checked={values.waitlistEnabled}
              onChange={(e) => set({ waitlistEnabled: e.currentTarget.checked })}
            />
          </SimpleGrid>
          <Textarea
            label="Note"
            autosize
            minRows={2}
            value={values.note}
            onChange={(e) => set({ note: e.currentTarget.value })}
          />
          {advanced && event.recurringId && (
            <Radio.Group label="Apply to" value={scope} onChange={(s) => setScope(s as SeriesScope)}>
              <Stack gap={6} mt={4}>
                {SERIES_SCOPES.map((s) => (
                  <Radio key={s.value} value={s.value} label={s.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {serverError && (
            <Alert color="red" title="Error">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={`/services/${serviceId}/sessions/${sessionId}/edit`}
            >
              Cancel
            </Button>
            <Button onClick={submit} loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
