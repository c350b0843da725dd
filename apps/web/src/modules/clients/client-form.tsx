import {
  ActionIcon,
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { COUNTRY_OPTIONS } from '../business-register/business-rules';
import { PeoplePicker } from '../people-pickers/people-picker';
import { statusLabel, statusOptions } from './client-list-model';
import type { ClientSettings } from './clients.graphql';
import { ClientFormValues, GENDERS, emptyPhone } from './client-form-model';
import { tagChoices } from './use-business';

type Form = UseFormReturnType<ClientFormValues>;

/** A phone's country by its code (the field is narrow); 'Other' numbers carry their +code. */
const PHONE_COUNTRIES = COUNTRY_OPTIONS.map(({ value }) => ({
  value,
  label: value === 'XX' ? 'Other' : value,
}));

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} mt={26}>
      ✕
    </ActionIcon>
  );
}

function Phones({ form }: { form: Form }) {
  return (
    <Stack gap="xs">
      {form.values.phones.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={`Phone ${i + 1} country`}
            data={PHONE_COUNTRIES}
            allowDeselect={false}
            w={110}
            {...form.getInputProps(`phones.${i}.country`)}
          />
          <TextInput
            label={`Phone ${i + 1}`}
            type="tel"
            style={{ flex: 1 }}
            {...form.getInputProps(`phones.${i}.number`)}
          />
          <RemoveButton label={`Remove phone ${i + 1}`} onClick={() => form.removeListItem('phones', i)} />
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        onClick={() => form.insertListItem('phones', emptyPhone(form.values.phones[0]?.country))}
      >
        Add a phone
      </Button>
    </Stack>
  );
}

function CustomAttributes({ form, names }: { form: Form; names: string[] }) {
  return (
    <Stack gap="xs">
      {form.values.customAttributes.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap" grow>
          <Autocomplete
            label={`Attribute ${i + 1} name`}
            data={names}
            {...form.getInputProps(`customAttributes.${i}.name`)}
          />
          <TextInput
            label={`Attribute ${i + 1} value`}
            {...form.getInputProps(`customAttributes.${i}.value`)}
          />
          <RemoveButton
            label={`Remove attribute ${i + 1}`}
            onClick={() => form.removeListItem('customAttributes', i)}
          />
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        onClick={() => form.insertListItem('customAttributes', { name: '', value: '' })}
      >
        Add an attribute
      </Button>
    </Stack>
  );
}

function Flags({ form }: { form: Form }) {
  return (
    <Stack gap="xs">
      {form.values.flags.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap" grow>
          <TextInput label={`Flag ${i + 1} reason`} {...form.getInputProps(`flags.${i}.reason`)} />
          <TextInput label={`Flag ${i + 1} note`} {...form.getInputProps(`flags.${i}.note`)} />
          <RemoveButton label={`Remove flag ${i + 1}`} onClick={() => form.removeListItem('flags', i)} />
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        onClick={() => form.insertListItem('flags', { reason: '', note: '' })}
      >
        Add a flag
      </Button>
    </Stack>
  );
}

export interface ClientFieldsProps {
  form: Form;
  settings: ClientSettings | null;
  /** The client being edited: not offered as their own account manager or dependent. */
  personId?: string;
}

/** The client form's fields (001 §2.2, §3.1), in sections. */
export function ClientFields({ form, settings, personId }: ClientFieldsProps) {
  const exclude = personId ? [personId] : [];
  const text = (field: keyof ClientFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.getInputProps(field)} {...extra} />
  );
  return (
    <Stack gap="md">
      <Fieldset legend="Name">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('firstName', 'First name', { required: true, autoComplete: 'off' })}
          {text('middleName', 'Middle name', { autoComplete: 'off' })}
          {text('lastName', 'Last name', { required: true, autoComplete: 'off' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Contact">
        <Stack gap="sm">
          {text('email', 'E-mail', { type: 'email', autoComplete: 'off' })}
          <Phones form={form} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Address">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('street', 'Street')}
          {text('city', 'City')}
          {text('state', 'State')}
          {text('zipCode', 'Zip code')}
          <Select
            label="Country"
            data={COUNTRY_OPTIONS}
            clearable
            {...form.getInputProps('country')}
            value={form.values.country || null}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('birthdate', 'Birth date', { type: 'date' })}
          <Autocomplete label="Gender" data={GENDERS} {...form.getInputProps('gender')} />
          <Select
            label="Status"
            data={statusOptions(settings?.clientStatuses, form.values.status).map((s) => ({
              value: s,
              label: statusLabel(s),
            }))}
            clearable
            {...form.getInputProps('status')}
            value={form.values.status || null}
            onChange={(value) => form.setFieldValue('status', value ?? '')}
          />
          <TagsInput
            label="Tags"
            data={tagChoices(settings)}
            maxTags={PEOPLE_LIMITS.maxTags}
            {...form.getInputProps('tags')}
          />
          <Checkbox
            label="Photo release"
            mt={{ sm: 'xl' }}
            {...form.getInputProps('photoRelease', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Custom attributes">
        <CustomAttributes form={form} names={settings?.clientCustomAttributes ?? []} />
      </Fieldset>
      <Fieldset legend="Flags">
        <Flags form={form} />
      </Fieldset>
      <Fieldset legend="Family">
        <Stack gap="sm">
          <PeoplePicker
            kind="payer"
            label="Account managers"
            description="Guardians and payers who act and pay for this client"
            value={form.values.accountManagers}
            onChange={(people) => form.setFieldValue('accountManagers', people)}
            exclude={exclude}
          />
          <PeoplePicker
            kind="client"
            label="Dependents"
            description="The people this client acts and pays for"
            value={form.values.dependents}
            onChange={(people) => form.setFieldValue('dependents', people)}
            max={PEOPLE_LIMITS.maxDependents}
            exclude={exclude}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
