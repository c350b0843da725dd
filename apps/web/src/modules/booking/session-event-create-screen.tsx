import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Checkbox, Loader, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { PeoplePicker } from '../people-pickers/people-picker';
import type { PickerPerson } from '../people-pickers/pickers.graphql';
import { revealFirstError } from '../staff/screen-helpers';
import { isoToWall, todayIn } from '../timezone/zoned-time';
import { SessionEventValues, sessionEventInput, validateSessionEvent } from './enrolment-model';
import { CREATE_SESSION_EVENT } from './enrolment.graphql';
import {
  CapacityInputs,
  DateTimeInputs,
  FormActions,
  FormError,
  FormHeading,
  LocationRoomSelects,
  NoteInput,
} from './form-parts';
import { useCatalogue } from './use-catalogue';

/** /services/:serviceId/sessions/:sessionId/events/create (?startAt): a session event, once or weekly. */
export default function SessionEventCreateScreen() {
  const { serviceId = '', sessionId = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const zone = catalogue.businessZone;
  const [staff, setStaff] = useState<PickerPerson[]>([]);
  const [values, setValues] = useState<SessionEventValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_SESSION_EVENT);
  if (catalogue.loading) return <Loader aria-label="Loading" />;
  const service = catalogue.services.find((s) => s.id === serviceId);
  const session = service?.sessions.find((s) => s.id === sessionId);
  const startAt = query.get('startAt');
  const start = startAt && !Number.isNaN(Date.parse(startAt)) ? isoToWall(startAt, zone) : null;
  const v: SessionEventValues = values ?? {
    name: service?.name ?? '',
    date: start?.slice(0, 10) ?? session?.startDate ?? todayIn(zone, Date.now()),
    time: start?.slice(11) ?? '',
    durationMinutes: service?.durationMinutes ?? '',
    repeatWeekly: false,
    repeatUntil: session?.endDate ?? '',
    locationId: '',
    roomId: '',
    staffIds: [],
    capacity: '',
    waitlistEnabled: false,
    note: '',
    calendarColor: '',
  };
  const set = (patch: Partial<SessionEventValues>) => {
    setValues({ ...v, ...patch });
    setServerError(null);
  };
  const submit = async () => {
    const full = { ...v, staffIds: staff.map((s) => s.id) };
    const found = validateSessionEvent(full);
    setErrors(found);
    if (Object.keys(found).length) return revealFirstError();
    try {
      const result = (
        await create({
          variables: { business: catalogue.business, event: sessionEventInput(sessionId, full, zone) },
        })
      ).data?.createSessionEvent;
      if (result?.status !== 'ok')
        return setServerError(result?.error || 'The session event was not created');
      notify({ status: 'info', title: 'Success' });
      const first = result.events?.[0];
      navigate(first ? `/events/${first.id}` : `/services/${serviceId}/sessions/${sessionId}/edit`);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  return (
    <Stack gap="md" maw={900}>
      <FormHeading title="New session event" zone={zone}>
        <Text c="dimmed">{[service?.name, session?.name].filter(Boolean).join(' · ')}</Text>
      </FormHeading>
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Name"
            value={v.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateTimeInputs
              date={v.date}
              time={v.time}
              error={errors.startAt}
              onDate={(date) => set({ date })}
              onTime={(time) => set({ time })}
            />
            <NumberInput
              label="Duration (minutes)"
              min={1}
              value={v.durationMinutes}
              error={errors.durationMinutes}
              onChange={(n) => set({ durationMinutes: typeof n === 'number' ? n : '' })}
            />
          </SimpleGrid>
          <Checkbox
            label="Repeat weekly"
            checked={v.repeatWeekly}
            onChange={(e) => set({ repeatWeekly: e.currentTarget.checked })}
          />
          {v.repeatWeekly && (
            <TextInput
              type="date"
              label="Until"
              value={v.repeatUntil}
              error={errors.repeatUntil}
              onChange={(e) => set({ repeatUntil: e.currentTarget.value })}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocationRoomSelects
              locations={catalogue.locations}
              serviceId={serviceId}
              locationId={v.locationId}
              roomId={v.roomId}
              onChange={set}
            />
          </SimpleGrid>
          <PeoplePicker kind="staff" label="Staff" value={staff} onChange={setStaff} />
          <CapacityInputs
            capacity={v.capacity}
            waitlistEnabled={v.waitlistEnabled}
            error={errors.capacity}
            onChange={set}
          />
          <NoteInput value={v.note} onChange={(note) => set({ note })} />
          <FormError error={serverError} />
          <FormActions
            cancelTo={`/services/${serviceId}/sessions/${sessionId}/edit`}
            submitLabel="Create"
            onSubmit={submit}
            loading={loading}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
