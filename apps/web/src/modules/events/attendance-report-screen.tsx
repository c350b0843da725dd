import { useState } from 'react';
import { Link } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { optionsOf, useCatalogue, useServiceStaff } from '../booking/use-catalogue';
import { timezoneLabel } from '../timezone/timezone-model';
import { isoToWall } from '../timezone/zoned-time';
import { attendanceCsv, attendanceFileName } from './attendance-csv';
import { DATE_RANGE_PRESETS, DateRange, DateRangePreset, presetRange, rangeError } from './date-range-model';
import { EVENT_STATUSES, PARTICIPANT_STATUSES } from './event-model';
import { ATTENDANCE_REPORT } from './events.graphql';
import { useZone } from './use-zone';

const STATUS_OPTIONS = [
  ...PARTICIPANT_STATUSES.map((s) => ({ value: s.value, label: s.label })),
  ...EVENT_STATUSES.filter((s) => s.value !== 'EVENT_STATUS_DELETED').map((s) => ({
    value: s.value,
    label: `Event: ${s.label}`,
  })),
];

/** Days the report covers at most (the server's limit). */
const MAX_DAYS = 366;

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** /reporting/attendance/: who attended what, filtered by dates, locations, staff, services and statuses; CSV export. */
export default function AttendanceReportScreen() {
  const { business, zone, today, loading: zoneLoading } = useZone();
  const catalogue = useCatalogue();
  const staff = useServiceStaff(business, null);
  const [preset, setPreset] = useState<DateRangePreset | null>('This Week');
  const [range, setRange] = useState<DateRange | null>(null);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [staffIds, setStaffIds] = useState<string[]>([]);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const dates = range ?? presetRange(preset ?? 'This Week', today);
  const invalid = rangeError(dates, MAX_DAYS);
  const { data, loading, error } = useQuery(
    ATTENDANCE_REPORT,
    business && !zoneLoading && !invalid
      ? {
          variables: {
            business,
            fromDate: dates.from,
            toDate: dates.to,
            locationIds: locationIds.length ? locationIds : null,
            staffIds: staffIds.length ? staffIds : null,
            serviceIds: serviceIds.length ? serviceIds : null,
            statuses: statuses.length ? statuses : null,
          },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  useLoadErrorToast(error);
  const rows = data?.attendanceReport;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Attendance</Title>
        <Button
          variant="light"
          disabled={!rows?.length}
          onClick={() =>
            rows && download(attendanceCsv(rows, zone), attendanceFileName(dates.from, dates.to))
          }
        >
          Export CSV
        </Button>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Select
            label="Dates"
            placeholder="Custom"
            data={[...DATE_RANGE_PRESETS]}
            value={range ? null : preset}
            onChange={(v) => {
              setPreset(v as DateRangePreset | null);
              setRange(null);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label="From"
            value={dates.from}
            onChange={(e) => setRange({ ...dates, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            value={dates.to}
            error={invalid}
            onChange={(e) => setRange({ ...dates, to: e.currentTarget.value })}
          />
          <MultiSelect
            label="Statuses"
            placeholder={statuses.length ? undefined : 'All'}
            data={STATUS_OPTIONS}
            value={statuses}
            onChange={setStatuses}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Locations"
            placeholder={locationIds.length ? undefined : 'All'}
            data={optionsOf(catalogue.locations)}
            value={locationIds}
            onChange={setLocationIds}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Staff"
            placeholder={staffIds.length ? undefined : 'All'}
            data={optionsOf(staff)}
            value={staffIds}
            onChange={setStaffIds}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Services"
            placeholder={serviceIds.length ? undefined : 'All'}
            data={optionsOf(catalogue.services)}
            value={serviceIds}
            onChange={setServiceIds}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      </Paper>
      <Text size="sm" c="dimmed">
        {timezoneLabel(zone)}
      </Text>
      {loading && !rows && <Loader aria-label="Loading" />}
      {error && !rows && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {rows && rows.length === 0 && <Text c="dimmed">No attendance in these dates.</Text>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="xs" aria-label="Attendance">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Staff</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Paid</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => {
                const start = isoToWall(r.startAt, zone);
                return (
                  <Table.Tr key={`${r.eventId}:${r.clientId ?? ''}`}>
                    <Table.Td>{start.slice(0, 10)}</Table.Td>
                    <Table.Td>{start.slice(11)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/events/${r.eventId}`} size="sm">
                        {r.eventName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{[r.locationName, r.roomName].filter(Boolean).join(' · ')}</Table.Td>
                    <Table.Td>{r.staffNames.join(', ')}</Table.Td>
                    <Table.Td>
                      {r.clientId ? (
                        <Anchor component={Link} to={`/clients/${r.clientId}`} size="sm">
                          {r.clientName}
                        </Anchor>
                      ) : (
                        (r.clientName ?? '')
                      )}
                    </Table.Td>
                    <Table.Td>{r.statusLabel ?? r.status ?? ''}</Table.Td>
                    <Table.Td>{r.planName ?? ''}</Table.Td>
                    <Table.Td>{r.paid ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
