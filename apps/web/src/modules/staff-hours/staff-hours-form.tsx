import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MultiSelectAll, Option } from '../locations/location-form-sections';
import { WeekdayChips } from '../locations/weekday-chips';
import { allZones } from '../timezone/timezone-model';
import { StaffHoursValues, staffHoursError } from './staff-hours-model';

/** The fields of one entry of open or blocked hours; weekday chips make a weekly rule, none a one-off date. */
export function StaffHoursForm({
  initial,
  locations,
  services,
  saving,
  onSubmit,
  onCancel,
}: {
  initial: StaffHoursValues;
  locations: readonly Option[];
  services: readonly Option[];
  saving: boolean;
  onSubmit: (values: StaffHoursValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [shownError, setShownError] = useState<string | null>(null);
  const set = (patch: Partial<StaffHoursValues>) => setValues((v) => ({ ...v, ...patch }));
  const open = values.kind === 'OPEN';
  const submit = () => {
    const problem = staffHoursError(values);
    setShownError(problem);
    if (!problem) onSubmit(values);
  };
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        Choose weekdays to repeat every week from the start date, or none for one date. An end before the
        start ends the next day.
      </Text>
      <WeekdayChips value={values.weekdays} onChange={(weekdays) => set({ weekdays })} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          type="date"
          label={values.weekdays.length ? 'Starting' : 'Date'}
          value={values.startDate}
          onChange={(e) => set({ startDate: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label="From"
          value={values.fromTime}
          onChange={(e) => set({ fromTime: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label="To"
          value={values.toTime}
          onChange={(e) => set({ toTime: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Select
        label="Timezone"
        data={allZones()}
        searchable
        value={values.timezone || null}
        onChange={(v) => set({ timezone: v ?? '' })}
      />
      <Select
        label="Location"
        placeholder="Any location"
        clearable
        data={[...locations]}
        value={values.locationId || null}
        onChange={(v) => set({ locationId: v ?? '' })}
      />
      <TextInput
        label="Room"
        value={values.roomName}
        onChange={(e) => set({ roomName: e.currentTarget.value })}
      />
      {open && (
        <>
          <MultiSelectAll
            label="Services"
            options={services}
            value={values.serviceIds}
            onChange={(serviceIds) => set({ serviceIds })}
          />
          <Switch
            label="Online"
            checked={values.allowsOnline}
            onChange={(e) => set({ allowsOnline: e.currentTarget.checked })}
          />
        </>
      )}
      <TextInput label="Label" value={values.label} onChange={(e) => set({ label: e.currentTarget.value })} />
      {shownError && (
        <Text c="red" size="sm" role="alert">
          {shownError}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
