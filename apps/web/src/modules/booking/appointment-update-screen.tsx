import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Radio,
  Select,
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
import { revealFirstError } from '../staff/screen-helpers';
import { timezoneLabel } from '../timezone/timezone-model';
import { getTimezonePreference } from '../timezone/timezone-model';
import { formatInstant } from '../timezone/zoned-time';
import {
  EventEditValues,
  changesSomething,
  eventEditValuesOf,
  updateEventInput,
  validateEventEdit,
} from './booking-model';
import { UPDATE_EVENT } from './booking.graphql';
import { optionsOf, roomsFor, useCatalogue, useServiceStaff } from './use-catalogue';

/** /appointment/update/:eventId: move an appointment, change its teacher, room, note, colour or lock; for a series, this, following or all. */
export default function AppointmentUpdateScreen() {
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const { business, businessZone } = catalogue;
  const zone = getTimezonePreference(business) ?? businessZone;
  const { data, loading, error } = useQuery(
    EVENT,
    business ? { variables: { business, id: eventId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const event = data ? getFragmentData(EVENT_DETAILS, data.event) : null;
  const staff = useServiceStaff(business, event?.serviceId ?? null);
  const [before, setBefore] = useState<EventEditValues | null>(null);
  const [values, setValues] = useState<EventEditValues | null>(null);
  const [scope, setScope] = useState<SeriesScope>('THIS');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [update, { loading: saving }] = useMutation(UPDATE_EVENT, { refetchQueries: ['Event'] });

  useEffect(() => {
    if (event && !catalogue.loading && !before) {
      const v = eventEditValuesOf(event, zone);
      setBefore(v);
      setValues(v);
    }
  }, [event, catalogue.loading, before, zone]);

  if (!event || !values || !before)
    return (
      <Stack gap="md">
        <Title order={2}>Update appointment</Title>
        {loading || catalogue.loading || event ? (
          <Loader aria-label="Loading" />
        ) : (
          <Alert color="red" title={LOAD_ERROR_TITLE}>
            {error ? errorMessage(error) : 'This event could not be read.'}
          </Alert>
        )}
      </Stack>
    );

  const location = catalogue.locations.find((l) => l.id === event.locationId);
  const staffOptions = optionsOf([
    ...staff,
    ...event.staff
      .filter((s) => !staff.some((x) => x.id === s.peopleId))
      .map((s) => ({ id: s.peopleId, name: s.name })),
  ]);
  const set = (patch: Partial<EventEditValues>) => {
    setValues({ ...values, ...patch });
    setServerError(null);
  };
  const submit = async () => {
    const found = validateEventEdit(values);
    setErrors(found);
    if (Object.keys(found).length) return revealFirstError();
    const input = updateEventInput(event.id, event.version, before, values, zone);
    if (!changesSomething(input)) return navigate(`/events/${event.id}`);
    try {
      const result = (
        await update({ variables: { business, event: input, scope: event.recurringId ? scope : null } })
      ).data?.updateEvent;
      if (result?.status !== 'ok') {
        setServerError(result?.error || 'The event was not changed');
        return;
      }
      notify({ status: 'info', title: 'Success' });
      for (const w of result.warnings ?? [])
        notify({ status: 'warning', title: 'Warning', message: w, dismissAfter: 8000 });
      navigate(`/events/${event.id}`);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={2}>Update appointment</Title>
        <Text>
          {event.displayName} {formatInstant(event.startAt, zone)}
        </Text>
        <Text size="sm" c="dimmed">
          {timezoneLabel(zone)}
        </Text>
      </div>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="date"
                label="Date"
                value={values.date}
                error={errors.time}
                onChange={(e) => set({ date: e.currentTarget.value })}
              />
              <TextInput
                type="time"
                label="Start"
                value={values.time}
                error={errors.time}
                onChange={(e) => set({ time: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="End date"
                value={values.endDate}
                error={errors.endTime}
                onChange={(e) => set({ endDate: e.currentTarget.value })}
              />
              <TextInput
                type="time"
                label="End"
                value={values.endTime}
                error={errors.endTime}
                onChange={(e) => set({ endTime: e.currentTarget.value })}
              />
              <Select
                label="Staff"
                searchable
                data={staffOptions}
                value={values.staffId || null}
                error={errors.staffId}
                onChange={(v) => set({ staffId: v ?? '' })}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label="Room"
                clearable
                placeholder="(No room assigned)"
                data={optionsOf(roomsFor(location, event.serviceId ?? ''))}
                value={values.roomId || null}
                onChange={(v) => set({ roomId: v ?? '' })}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <Textarea
              label="Note"
              autosize
              minRows={2}
              value={values.note}
              onChange={(e) => set({ note: e.currentTarget.value })}
            />
            <Checkbox
              label="Locked"
              checked={values.isLocked}
              onChange={(e) => set({ isLocked: e.currentTarget.checked })}
            />
            {event.recurringId && (
              <Radio.Group label="Apply to" value={scope} onChange={(v) => setScope(v as SeriesScope)}>
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
              <Button variant="default" component={Link} to={`/events/${event.id}`} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
