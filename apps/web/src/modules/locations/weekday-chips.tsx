import { Chip, Group } from '@mantine/core';
import { WEEKDAYS, WEEKDAY_LABELS, Weekday } from './hours-model';

/** Weekday chips, Monday first: the days of a weekly rule (none chosen: a one-off date). */
export function WeekdayChips({ value, onChange }: { value: Weekday[]; onChange: (days: Weekday[]) => void }) {
  return (
    <Chip.Group multiple value={value} onChange={(v) => onChange(WEEKDAYS.filter((d) => v.includes(d)))}>
      <Group gap={4}>
        {WEEKDAYS.map((d) => (
          <Chip key={d} value={d} size="xs">
            {WEEKDAY_LABELS[d]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
