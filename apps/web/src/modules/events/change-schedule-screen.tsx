import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { timezoneLabel } from '../timezone/timezone-model';
import { formatInstant } from '../timezone/zoned-time';
import {
  ScheduleChangeValues,
  WEEKDAYS,
  Weekday,
  scheduleChangeValuesOf,
  scheduleRule,
  untilOf,
  validateScheduleChange,
} from './change-schedule-model';
import { CHANGE_RECURRING_SCHEDULE } from './event-actions.graphql';
import { EVENT, EVENT_DETAILS } from './events.graphql';
import { useZone } from './use-zone';

interface Conflict {
  startAt: string;
  endAt: string;
  reason: string;
}

/**
 * /events/:eventId/change-recurring-schedule: a new weekly rule for the series from a date on.
 * 'Check' runs a dry run listing the occurrences that collide; 'Save' changes the schedule,
 * which the server refuses (listing them) while any collides. Dates and times are the business's.
 */
export default function ChangeScheduleScreen() {
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const { business, businessZone, loading: zoneLoading } = useZone();
  const { data, loading, error } = useQuery(
    EVENT,
    business ? { variables: { business, id: eventId } } : skipToken,
  );
  const event = data ? getFragmentData(EVENT_DETAILS, data.event) : null;
  const [values, setValues] = useState<ScheduleChangeValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [change, { loading: saving }] = useMutation(CHANGE_RECURRING_SCHEDULE, {
    refetchQueries: ['Event'],
  });

  useEffect(() => {
    if (event && !zoneLoading && !values)
      setValues(scheduleChangeValuesOf(event, event.timezone || businessZone, untilOf(event.rrule)));
  }, [event, zoneLoading, values, businessZone]);

  if (!event || !values)
    return (
      <Stack gap="md">
        <Title order={2}>Change recurring schedule</Title>
        {loading || zoneLoading || (event && !values) ? (
          <Loader aria-label="Loading" />
        ) : (
          <Alert color="red" title={LOAD_ERROR_TITLE}>
            {error ? errorMessage(error) : 'This event could not be read.'}
          </Alert>
        )}
      </Stack>
    );
  const zone = event.timezone || businessZone;
  if (!event.recurringId)
    return (
      <Stack gap="md">
        <Title order={2}>Change recurring schedule</Title>
        <Alert color="yellow">This event is not part of a recurring series.</Alert>
      </Stack>
    );

  const set = (patch: Partial<ScheduleChangeValues>) => {
    setValues({ ...values, ...patch });
    setConflicts(null);
    setServerError(null);
  };
  const run = async (dryRun: boolean) => {
    const found = validateScheduleChange(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    try {
      const result = (
        await change({
          variables: {
            business,
            eventId,
            fromDate: values.fromDate,
            rrule: scheduleRule(values),
            startTime: values.startTime,
            durationMinutes: Number(values.durationMinutes),
            dryRun,
          },
        })
      ).data?.changeRecurringSchedule;
      setConflicts(result?.conflicts ?? []);
      if (result?.status !== 'ok') {
        setServerError(result?.error || 'The schedule was not changed');
        return;
      }
      if (!dryRun) {
        notify({ status: 'info', title: 'Success' });
        navigate(`/events/${result.events?.[0]?.id ?? eventId}`);
      }
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={2}>Change recurring schedule</Title>
        <Text>
          {event.displayName} {formatInstant(event.startAt, zone)}
        </Text>
        <Text size="sm" c="dimmed">
          {timezoneLabel(zone)}
        </Text>
      </div>
      <Paper withBorder p="md">
        <Stack>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label="From"
              value={values.fromDate}
              error={errors.fromDate}
              onChange={(e) => set({ fromDate: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Until"
              value={values.until}
              error={errors.until}
              onChange={(e) => set({ until: e.currentTarget.value })}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              On
            </Text>
            <Chip.Group multiple value={values.weekdays} onChange={(v) => set({ weekdays: v as Weekday[] })}>
              <Group gap={6}>
                {WEEKDAYS.map((d) => (
                  <Chip key={d} value={d} size="sm">
                    {d}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {errors.weekdays && (
              <Text size="xs" c="red">
                {errors.weekdays}
              </Text>
            )}
          </Stack>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Every (weeks)"
              min={1}
              max={52}
              value={values.every}
              error={errors.every}
              onChange={(v) => set({ every: typeof v === 'number' ? v : 1 })}
            />
            <TextInput
              type="time"
              label="Start time"
              value={values.startTime}
              error={errors.startTime}
              onChange={(e) => set({ startTime: e.currentTarget.value })}
            />
            <NumberInput
              label="Duration (minutes)"
              min={1}
              value={values.durationMinutes}
              error={errors.durationMinutes}
              onChange={(v) => set({ durationMinutes: typeof v === 'number' ? v : '' })}
            />
          </Group>
          {serverError && (
            <Alert color="red" title="Error">
              {serverError}
            </Alert>
          )}
          {conflicts && conflicts.length === 0 && !serverError && (
            <Alert color="green">Every new occurrence can be placed.</Alert>
          )}
          {conflicts && conflicts.length > 0 && (
            <Table aria-label="Conflicts" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Occurrence</Table.Th>
                  <Table.Th>Why it cannot be placed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflicts.map((c) => (
                  <Table.Tr key={c.startAt}>
                    <Table.Td>{formatInstant(c.startAt, zone)}</Table.Td>
                    <Table.Td>{c.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/events/${eventId}`}>
              Cancel
            </Button>
            <Button variant="light" onClick={() => run(true)} loading={saving}>
              Check conflicts
            </Button>
            <Button onClick={() => run(false)} loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
