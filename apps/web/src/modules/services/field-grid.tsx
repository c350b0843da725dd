import { Checkbox, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FieldDef } from './field-defs';

/**
 * Renders fields described as data under `path` of a form: inputs in a grid, then long texts,
 * then switches. `currency` labels money fields.
 */
export function FieldGrid<V>({
  form,
  defs,
  path,
  currency,
}: {
  form: UseFormReturnType<V>;
  defs: readonly FieldDef[];
  path: string;
  currency: string;
}) {
  const at = (key: string) => `${path}.${key}`;
  const inputs = defs.filter((d) => d.kind !== 'bool' && d.kind !== 'longText');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {inputs.map((d) =>
          d.kind === 'select' ? (
            <Select
              key={d.key}
              label={d.label}
              data={d.options}
              clearable
              {...form.getInputProps(at(d.key))}
            />
          ) : (
            <TextInput
              key={d.key}
              label={d.kind === 'money' ? `${d.label} (${currency})` : d.label}
              required={d.required}
              inputMode={d.kind === 'text' || d.kind === 'tags' ? 'text' : 'decimal'}
              {...form.getInputProps(at(d.key))}
            />
          ),
        )}
      </SimpleGrid>
      {defs
        .filter((d) => d.kind === 'longText')
        .map((d) => (
          <Textarea key={d.key} label={d.label} autosize minRows={2} {...form.getInputProps(at(d.key))} />
        ))}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
        {defs
          .filter((d) => d.kind === 'bool')
          .map((d) => (
            <Checkbox key={d.key} label={d.label} {...form.getInputProps(at(d.key), { type: 'checkbox' })} />
          ))}
      </SimpleGrid>
    </Stack>
  );
}
