/**
 * The calendar's toolbar: its title and zone, the view choice and the batch actions' menu, then the
 * way through the days (today, back, forward, a date) with the title of the shown range.
 */
import { Dispatch } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Menu,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { timezoneLabel } from '../timezone/timezone-model';
import { BATCH_TITLES } from './batch-modals';
import { rangeTitle } from './calendar-range';
import type {
  BatchModal,
  CalendarAction,
  CalendarResource,
  CalendarState,
  CalendarView,
} from './calendar-state';

/** The view choices of the toolbar: the three day views by resource, the week and the month. */
export const VIEW_CHOICES: Array<{
  value: string;
  label: string;
  view: CalendarView;
  resource?: CalendarResource;
}> = [
  { value: 'day:room', label: 'Day by room', view: 'day', resource: 'room' },
  { value: 'day:staff', label: 'Day by staff', view: 'day', resource: 'staff' },
  { value: 'day:service', label: 'Day by service', view: 'day', resource: 'service' },
  { value: 'week', label: 'Week', view: 'week' },
  { value: 'month', label: 'Month', view: 'month' },
];

const viewValue = (s: Pick<CalendarState, 'view' | 'resource'>) =>
  s.view === 'day' ? `day:${s.resource}` : s.view;

/** The title with the zone, the view choice and the batch menu (its actions the user may take enabled). */
export function CalendarHeader({
  state,
  dispatch,
  zone,
  batchAllowed,
  onView,
}: {
  state: CalendarState;
  dispatch: Dispatch<CalendarAction>;
  zone: string;
  batchAllowed: Record<BatchModal, boolean>;
  onView: (value: string | null) => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <Stack gap={0}>
        <Title order={2}>Calendar</Title>
        <Text size="sm" c="dimmed">
          {timezoneLabel(zone)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        <Select
          aria-label="View"
          data={VIEW_CHOICES.map(({ value, label }) => ({ value, label }))}
          value={viewValue(state)}
          onChange={onView}
          allowDeselect={false}
          w={170}
          comboboxProps={{ withinPortal: true }}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default">Batch</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(Object.keys(BATCH_TITLES) as BatchModal[]).map((modal) => (
              <Menu.Item
                key={modal}
                disabled={!batchAllowed[modal]}
                onClick={() => dispatch({ type: 'toggleBatch', modal })}
              >
                {BATCH_TITLES[modal]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}

/** Today, back, forward and a date, and the shown range's title (with a loader while its events are read). */
export function CalendarNavigation({
  state,
  loading,
  onStep,
  onDate,
}: {
  state: CalendarState;
  loading: boolean;
  onStep: (to: 'PREV' | 'NEXT' | 'TODAY') => void;
  onDate: (date: string) => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap={4} wrap="nowrap">
        <Button variant="default" size="sm" onClick={() => onStep('TODAY')}>
          Today
        </Button>
        <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => onStep('PREV')}>
          ‹
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => onStep('NEXT')}>
          ›
        </ActionIcon>
        <TextInput
          type="date"
          aria-label="Date"
          value={state.date}
          onChange={(e) => e.currentTarget.value && onDate(e.currentTarget.value)}
          w={150}
        />
      </Group>
      <Group gap="xs">
        {loading && <Loader size="xs" aria-label="Loading events" />}
        <Title order={4} aria-live="polite">
          {rangeTitle(state.view, state.date)}
        </Title>
      </Group>
    </Group>
  );
}
