import { useEffect, useMemo, useState } from 'react';
import { todayIn } from '../timezone/zoned-time';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session';
import { useCan } from '../clients/use-business';
import { MultiSelectAll } from '../locations/location-form-sections';
import { timezoneLabel } from '../timezone/timezone-model';
import { useTimeOffContext } from '../time-off/use-time-off-context';
import {
  dayLabel,
  groupAvailabilities,
  shownStaffIds,
  StaffAvailability,
  weekOf,
} from './availabilities-model';
import { SESSION_STAFF_CHOICES } from '../services/services.graphql';
import { STAFF_HOURS_CHOICES } from '../staff-hours/staff-hours.graphql';
import { AVAILABILITIES } from './availabilities.graphql';

/** /staff/availabilities (001 §2.4, §7.2): staff members' free and busy hours over a range of days. */
export default function AvailabilitiesScreen() {
  const { business, zone } = useTimeOffContext();
  const { user } = useSession();
  const can = useCan();
  const everyone = can('list', 'STAFF');
  const [range, setRange] = useState(() => weekOf(todayIn(zone, Date.now())));
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const staffChoices = useQuery(
    SESSION_STAFF_CHOICES,
    business && everyone ? { variables: { business } } : skipToken,
  );
  const filters = useQuery(STAFF_HOURS_CHOICES, business ? { variables: { business } } : skipToken);
  const staffOptions = useMemo(
    () => (staffChoices.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name })),
    [staffChoices.data],
  );
  const me = user?.accountId ?? null;
  const staffIds = shownStaffIds(everyone, chosen, staffOptions, me);
  const ready = business && range.from && range.to && range.from <= range.to && staffIds.length > 0;
  const { data, loading, error } = useQuery(
    AVAILABILITIES,
    ready
      ? {
          variables: { business, fromDate: range.from, toDate: range.to, staffIds, locationId, serviceId },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);
  const grouped = data ? groupAvailabilities(data.availabilities, zone) : undefined;

  return (
    <Stack gap="md">
      <Title order={2}>Availabilities</Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
        />
        <Select
          label="Location"
          placeholder="All locations"
          clearable
          data={(filters.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={locationId}
          onChange={setLocationId}
        />
        <Select
          label="Service"
          placeholder="All services"
          clearable
          searchable
          data={(filters.data?.services ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={serviceId}
          onChange={setServiceId}
        />
      </Group>
      {everyone && (
        <MultiSelectAll label="Staff" options={staffOptions} value={staffIds} onChange={setChosen} />
      )}
      {everyone && chosen?.length === 0 && <Text c="dimmed">Choose the staff members to show.</Text>}
      {range.from > range.to && <Text c="red">The end date must not be before the start date.</Text>}
      <Text size="sm" c="dimmed">
        {timezoneLabel(zone)}
      </Text>
      {loading && !data && <Loader aria-label="Loading" />}
      {error && !data && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {grouped && grouped.length === 0 && <Text c="dimmed">No availabilities in these days.</Text>}
      {grouped?.map((staff) => (
        <StaffAvailabilityCard key={staff.staffId} staff={staff} />
      ))}
    </Stack>
  );
}

function StaffAvailabilityCard({ staff }: { staff: StaffAvailability }) {
  return (
    <Card withBorder padding="md" aria-label={`Availability of ${staff.staffName}`}>
      <Title order={4} mb="sm">
        {staff.staffName}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {staff.days.map((day) => (
          <Stack key={day.date} gap={4}>
            <Text fw={600} size="sm">
              {dayLabel(day.date)}
            </Text>
            {day.pieces.map((p) => (
              <Group key={p.key} gap={6} wrap="nowrap" align="flex-start">
                <Badge color={p.available ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                  {p.time}
                </Badge>
                <Text size="xs" c={p.available ? undefined : 'dimmed'}>
                  {p.detail}
                </Text>
              </Group>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
