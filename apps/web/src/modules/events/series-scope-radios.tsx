import { Radio, Stack } from '@mantine/core';
import { SERIES_SCOPES, SeriesScope } from './event-model';

/** Which events of a series a change or cancellation reaches: this one, this and following, or all. */
export function SeriesScopeRadios({
  label,
  value,
  onChange,
}: {
  label: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(v) => onChange(v as SeriesScope)}>
      <Stack gap={6} mt={4}>
        {SERIES_SCOPES.map((s) => (
          <Radio key={s.value} value={s.value} label={s.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
