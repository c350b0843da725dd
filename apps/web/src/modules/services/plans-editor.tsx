import { useState } from 'react';
import { Accordion, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MultiSelectAll, Option } from '../locations/location-form-sections';
import { PLAN_FIELDS } from './field-defs';
import { FieldGrid } from './field-grid';
import { formatMoney, parseMoney } from './money-model';
import { DISCOUNT_FIELDS, ServiceFormValues, emptyPlan } from './service-form-model';

/** The plans of a service (001 §3.7): add, edit every field, remove (when the plan may be deleted). */
export function PlansEditor({
  form,
  currency,
  locations,
}: {
  form: UseFormReturnType<ServiceFormValues>;
  currency: string;
  locations: readonly Option[];
}) {
  const plans = form.getValues().plans;
  const [open, setOpen] = useState<string[]>([]);
  const add = () => {
    setOpen((o) => [...o, String(plans.length)]);
    form.insertListItem('plans', emptyPlan());
  };
  const remove = (i: number) => {
    setOpen((o) => o.filter((v) => v !== String(i)).map((v) => (Number(v) > i ? String(Number(v) - 1) : v)));
    form.removeListItem('plans', i);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Plans</Title>
        <Button variant="light" onClick={add}>
          Add plan
        </Button>
      </Group>
      {plans.length === 0 && (
        <Text size="sm" c="dimmed">
          No plans yet.
        </Text>
      )}
      <Accordion variant="separated" multiple value={open} onChange={setOpen}>
        {plans.map((plan, i) => (
          <Accordion.Item key={form.key(`plans.${i}.fields.name`)} value={String(i)} data-plan={i}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={600}>{String(plan.fields.name) || 'New plan'}</Text>
                <Badge variant="light">
                  {formatMoney(parseMoney(String(plan.fields.price)) ?? null, currency)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <FieldGrid form={form} defs={PLAN_FIELDS} path={`plans.${i}.fields`} currency={currency} />
                <FieldGrid
                  form={form}
                  defs={DISCOUNT_FIELDS}
                  path={`plans.${i}.discount`}
                  currency={currency}
                />
                <MultiSelectAll
                  label="Locations"
                  options={locations}
                  value={plan.locationIds}
                  onChange={(v) => form.setFieldValue(`plans.${i}.locationIds`, v)}
                />
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    disabled={!plan.canBeDeleted}
                    onClick={() => remove(i)}
                  >
                    Remove plan
                  </Button>
                </Group>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
