import {
  ActionIcon,
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { STAFF_PERMISSION_FLAGS } from '@tempo/permissions';
import {
  COMMISSION_RATE_TYPES,
  COUNT_OPTIONS,
  FLAG_LABELS,
  RoleChoice,
  SERVICE_RATE_TYPES,
  StaffFormValues,
  emptyCommissionRate,
  emptyServiceRate,
} from './staff-form-model';

type StaffForm = UseFormReturnType<StaffFormValues>;

function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} disabled={disabled}>
      ×
    </ActionIcon>
  );
}

/** Role, secondary attribute, bio and the categorized tags. */
export function ProfileSection({ form, roles }: { form: StaffForm; roles: RoleChoice[] }) {
  const roleLocked = roles.filter((r) => !r.disabled).length <= 1;
  return (
    <Fieldset legend="Role and profile">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Role"
            required
            data={roles}
            allowDeselect={false}
            disabled={roleLocked}
            description={roleLocked ? 'Only an owner can change this role' : undefined}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('staffRole')}
          />
          <TextInput
            label="Secondary attribute"
            description="Lower-cased and offered as a tag, e.g. piano"
            {...form.getInputProps('staffSecondaryAttribute')}
          />
        </SimpleGrid>
        <Textarea label="Bio" rows={4} maxLength={PEOPLE_LIMITS.bio} {...form.getInputProps('staffBio')} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Tags
          </Text>
          {form.values.staffCategorizedTags.map((_, i) => (
            <Group key={i} align="flex-start" wrap="wrap" gap="xs">
              <TextInput
                aria-label={`Tag category ${i + 1}`}
                placeholder="Category"
                w={{ base: '100%', sm: 200 }}
                {...form.getInputProps(`staffCategorizedTags.${i}.category`)}
              />
              <TagsInput
                aria-label={`Tags of category ${i + 1}`}
                placeholder="Type a tag, then Enter"
                style={{ flex: 1, minWidth: 200 }}
                {...form.getInputProps(`staffCategorizedTags.${i}.tags`)}
              />
              <RemoveButton
                label={`Remove tag category ${i + 1}`}
                onClick={() => form.removeListItem('staffCategorizedTags', i)}
              />
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => form.insertListItem('staffCategorizedTags', { category: '', tags: [] })}
            >
              Add a tag category
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Fieldset>
  );
}

/** Pay per service and commissions (STAFF_SERVICE_RATE read shows them, update edits them). */
export function RatesSection({ form, editable }: { form: StaffForm; editable: boolean }) {
  const { serviceRates, commissionRates } = form.values;
  return (
    <Fieldset legend="Service rates and commissions" disabled={!editable}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          Services and locations are given by their id. Amounts are in the currency&apos;s main unit.
        </Text>
        {serviceRates.length === 0 && (
          <Text size="sm" c="dimmed">
            No service rates.
          </Text>
        )}
        {serviceRates.map((_, i) => (
          <Paper key={i} withBorder p="sm" role="group" aria-label={`Service rate ${i + 1}`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  Service rate {i + 1}
                </Text>
                <RemoveButton
                  label={`Remove service rate ${i + 1}`}
                  disabled={!editable}
                  onClick={() => form.removeListItem('serviceRates', i)}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TagsInput label="Services" required {...form.getInputProps(`serviceRates.${i}.services`)} />
                <TagsInput label="Locations" {...form.getInputProps(`serviceRates.${i}.locations`)} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <Select
                  label="Rate type"
                  data={SERVICE_RATE_TYPES}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`serviceRates.${i}.rateType`)}
                />
                <NumberInput
                  label="Amount"
                  required
                  min={0}
                  decimalScale={2}
                  {...form.getInputProps(`serviceRates.${i}.amount`)}
                />
                <TextInput
                  label="Currency"
                  maxLength={3}
                  {...form.getInputProps(`serviceRates.${i}.currency`)}
                />
                <NumberInput
                  label="Bonus amount"
                  min={0}
                  decimalScale={2}
                  {...form.getInputProps(`serviceRates.${i}.bonusAmount`)}
                />
                <NumberInput
                  label="Bonus threshold"
                  min={0}
                  {...form.getInputProps(`serviceRates.${i}.bonusThreshold`)}
                />
                <NumberInput
                  label="Bonus ceiling"
                  min={0}
                  {...form.getInputProps(`serviceRates.${i}.bonusCeiling`)}
                />
              </SimpleGrid>
              <Group gap="md">
                {COUNT_OPTIONS.map(([key, label]) => (
                  <Checkbox
                    key={key}
                    label={label}
                    {...form.getInputProps(`serviceRates.${i}.${key}`, { type: 'checkbox' })}
                  />
                ))}
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => form.insertListItem('serviceRates', emptyServiceRate())}
          >
            Add a service rate
          </Button>
        </Group>
        {commissionRates.map((_, i) => (
          <Group
            key={i}
            align="flex-end"
            wrap="wrap"
            gap="xs"
            role="group"
            aria-label={`Commission ${i + 1}`}
          >
            <TagsInput
              label="Commission services"
              required
              style={{ flex: 1, minWidth: 200 }}
              {...form.getInputProps(`commissionRates.${i}.services`)}
            />
            <Select
              label="Commission type"
              data={COMMISSION_RATE_TYPES}
              allowDeselect={false}
              w={150}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(`commissionRates.${i}.rateType`)}
            />
            <NumberInput
              label="Commission"
              required
              min={0}
              decimalScale={2}
              w={120}
              {...form.getInputProps(`commissionRates.${i}.amount`)}
            />
            <RemoveButton
              label={`Remove commission ${i + 1}`}
              disabled={!editable}
              onClick={() => form.removeListItem('commissionRates', i)}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => form.insertListItem('commissionRates', emptyCommissionRate())}
          >
            Add a commission
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** The eight permission flags of 001 §6 (owners only). */
export function PermissionsSection({ form }: { form: StaffForm }) {
  return (
    <Fieldset legend="Permissions">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {STAFF_PERMISSION_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={FLAG_LABELS[flag]}
            {...form.getInputProps(`flags.${flag}`, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Calendar colour, visibility, deactivation and the staff ids. */
export function SettingsSection({ form }: { form: StaffForm }) {
  return (
    <Fieldset legend="Settings">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ColorInput
            label="Calendar colour"
            format="hex"
            placeholder="#3b5bdb"
            {...form.getInputProps('staffCalendarColor')}
          />
          <TextInput label="Online id" {...form.getInputProps('staffOnlineId')} />
          <TextInput label="Employee id" {...form.getInputProps('staffEmployeeId')} />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label="Visible by visitors"
            {...form.getInputProps('visibleByVisitors', { type: 'checkbox' })}
          />
          <Checkbox
            label="Visible by clients"
            {...form.getInputProps('visibleByClients', { type: 'checkbox' })}
          />
          <Checkbox label="Deactivated" {...form.getInputProps('deactivated', { type: 'checkbox' })} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
