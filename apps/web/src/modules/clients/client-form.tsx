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
import { ClientFormValues, FlagRow, GENDERS, NameValue, emptyPhone } from './client-form-model';
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

function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="subtle" size="xs" w="fit-content" onClick={onClick}>
      {children}
    </Button>
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
      <AddButton onClick={() => form.insertListItem('phones', emptyPhone(form.values.phones[0]?.country))}>
        Add a phone
      </AddButton>
    </Stack>
  );
}

/** The lists of rows of two texts: what a row is called, its two fields (key, label) and an empty one. */
const PAIRS = {
  customAttributes: {
    noun: 'Attribute',
    fields: [
      ['name', 'name'],
      ['value', 'value'],
    ],
    empty: { name: '', value: '' } satisfies NameValue,
    add: 'Add an attribute',
  },
  flags: {
    noun: 'Flag',
    fields: [
      ['reason', 'reason'],
      ['note', 'note'],
    ],
    empty: { reason: '', note: '' } satisfies FlagRow,
    add: 'Add a flag',
  },
} as const;

/** A list of rows of two texts (custom attributes, flags), each row removable, and a button adding one. */
function PairRows({
  form,
  list,
  suggestions,
}: {
  form: Form;
  list: keyof typeof PAIRS;
  /** Choices offered for a row's first field. */
  suggestions?: string[];
}) {
  const { noun, fields, empty, add } = PAIRS[list];
  const [[first, firstLabel], [second, secondLabel]] = fields;
  const rows: readonly unknown[] = form.values[list];
  return (
    <Stack gap="xs">
      {rows.map((_, i) => {
        const label = (what: string) => `${noun} ${i + 1} ${what}`;
        const firstProps = form.getInputProps(`${list}.${i}.${first}`);
        return (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap" grow>
            {suggestions ? (
              <Autocomplete label={label(firstLabel)} data={suggestions} {...firstProps} />
            ) : (
              <TextInput label={label(firstLabel)} {...firstProps} />
            )}
            <TextInput label={label(secondLabel)} {...form.getInputProps(`${list}.${i}.${second}`)} />
            <RemoveButton
              label={`Remove ${noun.toLowerCase()} ${i + 1}`}
              onClick={() => form.removeListItem(list, i)}
            />
          </Group>
        );
      })}
      <AddButton onClick={() => form.insertListItem(list, { ...empty })}>{add}</AddButton>
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
        <PairRows form={form} list="customAttributes" suggestions={settings?.clientCustomAttributes ?? []} />
      </Fieldset>
      <Fieldset legend="Flags">
        <PairRows form={form} list="flags" />
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
