import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  MultiSelectProps,
  Paper,
  SimpleGrid,
  Switch,
} from '@mantine/core';
import type { CalendarCatalogue } from './calendar-model';
import { activeFilterCount, CalendarAction, CalendarState, FilterKey } from './calendar-state';

/**
 * The calendar's filter area (001 §2.7): locations, rooms, staff, services and service tags, clear
 * all, collapse; the toggles 'show staff availabilities', 'show staff blocked times' and 'show
 * active only'.
 */
export function CalendarFilters({
  state,
  dispatch,
  catalogue,
  canSeeStaff,
  canSeeAvailabilities,
}: {
  state: CalendarState;
  dispatch: (action: CalendarAction) => void;
  catalogue: CalendarCatalogue;
  canSeeStaff: boolean;
  canSeeAvailabilities: boolean;
}) {
  const { filters } = state;
  const set = (key: FilterKey) => (ids: string[]) => dispatch({ type: 'setFilter', key, ids });
  const locations = catalogue.locations.map((l) => ({ value: l.id, label: l.name }));
  const rooms = catalogue.locations
    .filter((l) => filters.locationIds.length === 0 || filters.locationIds.includes(l.id))
    .map((l) => ({ group: l.name, items: l.rooms.map((r) => ({ value: r.id, label: r.name })) }))
    .filter((g) => g.items.length > 0);
  const staff = catalogue.staff.filter((s) => !s.deactivated).map((s) => ({ value: s.id, label: s.name }));
  const services = catalogue.services.map((s) => ({ value: s.id, label: s.name }));
  const tags = Array.from(new Set(catalogue.services.flatMap((s) => s.tags))).sort();
  const count = activeFilterCount(filters);
  const selects: { key: FilterKey; label: string; all: string; data: MultiSelectProps['data'] }[] = [
    { key: 'locationIds', label: 'Locations', all: 'All locations', data: locations },
    { key: 'roomIds', label: 'Rooms', all: 'All rooms', data: rooms },
    ...(canSeeStaff ? [{ key: 'staffIds' as const, label: 'Staff', all: 'All staff', data: staff }] : []),
    { key: 'serviceIds', label: 'Services', all: 'All services', data: services },
    { key: 'serviceTags', label: 'Service tags', all: 'All tags', data: tags },
  ];

  return (
    <Paper withBorder p="xs" aria-label="Calendar filters">
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => dispatch({ type: 'setFilterCollapsed', collapsed: !state.filterCollapsed })}
          aria-expanded={!state.filterCollapsed}
        >
          {state.filterCollapsed ? `Show filters${count ? ` (${count})` : ''}` : 'Hide filters'}
        </Button>
        <Button
          variant="subtle"
          size="xs"
          color="gray"
          disabled={count === 0}
          onClick={() => dispatch({ type: 'clearFilters' })}
        >
          Clear all
        </Button>
      </Group>
      <Collapse expanded={!state.filterCollapsed}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="xs" mt="xs">
          {selects.map((f) => (
            <MultiSelect
              key={f.key}
              label={f.label}
              placeholder={filters[f.key].length ? undefined : f.all}
              data={f.data}
              value={filters[f.key]}
              onChange={set(f.key)}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        <Group gap="lg" mt="xs">
          {canSeeAvailabilities && (
            <Switch
              label="Show staff availabilities"
              checked={state.showStaffAvailabilities}
              onChange={() => dispatch({ type: 'toggleStaffAvailabilities' })}
            />
          )}
          {canSeeAvailabilities && state.showStaffAvailabilities && (
            <Switch
              label="Show staff blocked times"
              checked={state.showStaffBlockedTimes}
              onChange={() => dispatch({ type: 'toggleStaffBlockedTimes' })}
            />
          )}
          <Switch
            label="Show active only"
            checked={state.showActiveOnly}
            onChange={() => dispatch({ type: 'toggleActiveOnly' })}
          />
        </Group>
      </Collapse>
    </Paper>
  );
}
