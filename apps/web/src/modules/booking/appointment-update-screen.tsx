import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Checkbox,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import type { SeriesScope } from '../events/event-model';
import { SeriesScopeRadios } from '../events/series-scope-radios';
import { EVENT } from '../events/events.graphql';
import { revealFirstError } from '../staff/screen-helpers';
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
import {
  DateTimeInputs,
  FormActions,
  FormError,
  FormHeading,
  NoteInput,
  notifyDone,
  RoomSelect,
} from './form-parts';
import { EVENTS_OUTCOME } from './outcome.graphql';
import { optionsOf, useCatalogue, useServiceStaff } from './use-catalogue';

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
      const result = getFragmentData(
        EVENTS_OUTCOME,
        (await update({ variables: { business, event: input, scope: event.recurringId ? scope : null } }))
          .data?.updateEvent,
      );
      if (result?.status !== 'ok') {
        setServerError(result?.error || 'The event was not changed');
        return;
      }
      notifyDone(result.warnings);
      navigate(`/events/${event.id}`);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={820}>
      <FormHeading title="Update appointment" zone={zone}>
        <Text>
          {event.displayName} {formatInstant(event.startAt, zone)}
        </Text>
      </FormHeading>
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
              <DateTimeInputs
                date={values.date}
                time={values.time}
                timeLabel="Start"
                error={errors.time}
                onDate={(date) => set({ date })}
                onTime={(time) => set({ time })}
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
              <RoomSelect
                location={location}
                serviceId={event.serviceId ?? ''}
                value={values.roomId}
                onChange={(roomId) => set({ roomId })}
              />
            </SimpleGrid>
            <NoteInput value={values.note} onChange={(note) => set({ note })} />
            <Checkbox
              label="Locked"
              checked={values.isLocked}
              onChange={(e) => set({ isLocked: e.currentTarget.checked })}
            />
            {event.recurringId && <SeriesScopeRadios label="Apply to" value={scope} onChange={setScope} />}
            <FormError error={serverError} />
            <FormActions
              cancelTo={`/events/${event.id}`}
              cancelDisabled={saving}
              submitLabel="Save"
              loading={saving}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
