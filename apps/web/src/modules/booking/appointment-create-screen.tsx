import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { getFragmentData } from '../../gql';
import { getTimezonePreference } from '../timezone/timezone-model';
import { todayIn } from '../timezone/zoned-time';
import { revealFirstError } from '../staff/screen-helpers';
import {
  AppointmentFormValues,
  appointmentInput,
  initialAppointment,
  isAgeRefusal,
  slotChoices,
  validateAppointment,
} from './booking-model';
import { BOOK_APPOINTMENT } from './booking.graphql';
import { BOOKING_TIMESLOTS } from './catalogue.graphql';
import {
  ClientsPicker,
  DateTimeInputs,
  FormActions,
  FormHeading,
  LocationRoomSelects,
  NoteInput,
  notifyDone,
  PlanSelect,
  RefusalAlert,
  ServiceSelect,
} from './form-parts';
import { BOOKING_OUTCOME } from './outcome.graphql';
import { optionsOf, useCatalogue, useServiceStaff } from './use-catalogue';
import { usePickedClients } from './use-picked-clients';

/**
 * /appointment/create: book clients with a staff member for a service and plan at a location,
 * once or weekly until a date. Free timeslots of the chosen day are offered; the server's age
 * refusal can be overridden ('Book anyway'); its other refusals are shown in its words.
 */
export default function AppointmentCreateScreen() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const { business, businessZone } = catalogue;
  const zone = getTimezonePreference(business) ?? businessZone;
  const [values, setValues] = useState<AppointmentFormValues | null>(null);
  const [clients, setClients] = usePickedClients(business, query.get('clientId'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const staff = useServiceStaff(business, values?.serviceId ?? null);
  const [book, { loading: booking }] = useMutation(BOOK_APPOINTMENT);

  useEffect(() => {
    if (!catalogue.loading && !values) setValues(initialAppointment(query, zone, todayIn(zone, Date.now())));
  }, [catalogue.loading, values, query, zone]);

  const service = catalogue.services.find((s) => s.id === values?.serviceId);
  const slots = useQuery(
    BOOKING_TIMESLOTS,
    values?.serviceId && values.date
      ? {
          variables: {
            business,
            serviceId: values.serviceId,
            planName: values.planName || null,
            locationId: values.locationId || null,
            staffId: values.staffId || null,
            roomId: values.roomId || null,
            fromDate: values.date,
            toDate: values.date,
          },
        }
      : skipToken,
  );

  if (!values)
    return (
      <Stack>
        <Title order={2}>Book Appointment</Title>
        {catalogue.error ? (
          <Alert color="red" title="Error fetching data">
            {errorMessage(catalogue.error)}
          </Alert>
        ) : (
          <Loader aria-label="Loading" />
        )}
      </Stack>
    );

  const appointmentServices = catalogue.services.filter((s) => s.bookingKind === 'appointment');
  const set = (patch: Partial<AppointmentFormValues>) => {
    setValues({ ...values, ...patch });
    setServerError(null);
  };
  const times = slotChoices(slots.data?.timeslots ?? [], values.date, zone);

  const submit = async (allowAgeOverride = false) => {
    const v = { ...values, clientIds: clients.map((c) => c.id) };
    const found = validateAppointment(v);
    setErrors(found);
    if (Object.keys(found).length) return revealFirstError();
    setServerError(null);
    try {
      const result = getFragmentData(
        BOOKING_OUTCOME,
        (
          await book({
            variables: {
              business,
              booking: appointmentInput(v, zone, {
                allowAgeOverride,
                serviceDuration: service?.durationMinutes,
              }),
            },
          })
        ).data?.bookAppointment,
      );
      if (result?.status !== 'ok') {
        setServerError(result?.error || 'The appointment was not booked');
        return;
      }
      notifyDone(result.warnings);
      const first = result.events?.[0];
      navigate(first ? `/events/${first.id}` : '/today');
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={900}>
      <FormHeading title="Book Appointment" zone={zone} />
      <Paper withBorder p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          <Stack>
            <ClientsPicker value={clients} onChange={setClients} error={errors.clientIds} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ServiceSelect
                services={appointmentServices}
                searchable
                value={values.serviceId}
                error={errors.serviceId}
                onChange={(serviceId) => set({ serviceId, planName: '', roomId: '' })}
              />
              <PlanSelect
                service={service}
                value={values.planName}
                error={errors.planName}
                disabled={!service}
                onChange={(planName) => set({ planName })}
              />
              <LocationRoomSelects
                locations={catalogue.locations}
                serviceId={values.serviceId}
                locationId={values.locationId}
                roomId={values.roomId}
                error={errors.locationId}
                onChange={set}
              />
              <Select
                label="Staff"
                searchable
                data={optionsOf(staff)}
                value={values.staffId || null}
                error={errors.staffId}
                onChange={(v) => set({ staffId: v ?? '' })}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label="Duration (minutes)"
                placeholder={service?.durationMinutes ? String(service.durationMinutes) : undefined}
                min={1}
                value={values.durationMinutes}
                error={errors.durationMinutes}
                onChange={(v) => set({ durationMinutes: typeof v === 'number' ? v : '' })}
              />
              <DateTimeInputs
                date={values.date}
                time={values.time}
                error={errors.startAt}
                onDate={(date) => set({ date })}
                onTime={(time) => set({ time })}
              />
            </SimpleGrid>
            {values.serviceId && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Free times
                </Text>
                {slots.loading ? (
                  <Loader size="xs" aria-label="Loading free times" />
                ) : times.length ? (
                  <Chip.Group value={values.time} onChange={(t) => set({ time: t as string })}>
                    <Group gap={6}>
                      {times.map((t) => (
                        <Chip key={t} value={t} size="xs">
                          {t}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    No free times on this day for these choices.
                  </Text>
                )}
              </Stack>
            )}
            <Checkbox
              label="Repeat weekly"
              checked={values.repeatWeekly}
              onChange={(e) => set({ repeatWeekly: e.currentTarget.checked })}
            />
            {values.repeatWeekly && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput
                  label="Every (weeks)"
                  min={1}
                  max={52}
                  value={values.repeatEvery}
                  error={errors.repeatEvery}
                  onChange={(v) => set({ repeatEvery: typeof v === 'number' ? v : 1 })}
                />
                <TextInput
                  type="date"
                  label="Until"
                  value={values.repeatUntil}
                  error={errors.repeatUntil}
                  onChange={(e) => set({ repeatUntil: e.currentTarget.value })}
                />
              </SimpleGrid>
            )}
            <NoteInput value={values.note} onChange={(note) => set({ note })} />
            <Checkbox
              label="Do not notify"
              checked={values.doNotNotify}
              onChange={(e) => set({ doNotNotify: e.currentTarget.checked })}
            />
            {serverError && (
              <RefusalAlert error={serverError} title={isAgeRefusal(serverError) ? 'Age warning' : null}>
                {isAgeRefusal(serverError) && (
                  <Button size="xs" color="yellow" onClick={() => submit(true)} loading={booking}>
                    Book anyway
                  </Button>
                )}
              </RefusalAlert>
            )}
            <FormActions
              onCancel={() => navigate(-1)}
              cancelDisabled={booking}
              submitLabel="Book"
              loading={booking}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
