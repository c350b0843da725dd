import { useMemo } from 'react';
import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { COUNTRY_OPTIONS } from '../business-register/business-rules';
import { allZones, isExcludedZone } from '../timezone/timezone-model';
import { ContactValues, GENDERS, NameRules, emptyPhone, maxNameLength, localToday } from './person-model';

/** A clearable select's props: an empty value is no value (else it offers to clear nothing). */
const clearableSelect = <P extends { value?: unknown }>(props: P): P & { value: string | null } => ({
  ...props,
  value: typeof props.value === 'string' && props.value ? props.value : null,
});

/** Which parts of the contact block a form shows. */
export interface ContactParts {
  /** The name checks' limit (account holder 42, dependent 25). */
  rules?: NameRules;
  email?: boolean;
  phones?: boolean;
  address?: boolean;
  timezone?: boolean;
}

/** The name fields (first, middle, last). */
export function NameFields<T extends ContactValues>({
  form,
  rules = 'accountHolder',
}: {
  form: UseFormReturnType<T>;
  rules?: NameRules;
}) {
  const max = maxNameLength(rules);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput label="First name" required maxLength={max} {...form.getInputProps('firstName')} />
      <TextInput label="Middle name" maxLength={max} {...form.getInputProps('middleName')} />
      <TextInput label="Last name" required maxLength={max} {...form.getInputProps('lastName')} />
    </SimpleGrid>
  );
}

/** Phone numbers, each with the country it is dialled in (001 §5.1), and a button for another. */
export function PhoneFields<T extends ContactValues>({ form }: { form: UseFormReturnType<T> }) {
  const phones = form.values.phones;
  return (
    <Stack gap="xs">
      {phones.map((_, i) => (
        <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
          <Select
            label={i === 0 ? 'Phone country' : undefined}
            aria-label={`Phone ${i + 1} country`}
            data={COUNTRY_OPTIONS}
            allowDeselect={false}
            w={190}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(`phones.${i}.country`)}
          />
          <TextInput
            label={i === 0 ? 'Phone' : undefined}
            aria-label={`Phone ${i + 1}`}
            type="tel"
            style={{ flex: 1 }}
            {...form.getInputProps(`phones.${i}.number`)}
          />
          {phones.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={i === 0 ? 28 : 4}
              aria-label={`Remove phone ${i + 1}`}
              onClick={() => form.removeListItem('phones', i)}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => form.insertListItem('phones', emptyPhone() as FormArrayElement<T, 'phones'>)}
        >
          Add a phone
        </Button>
      </Group>
    </Stack>
  );
}

/** Street, city, state, zip code and country (001 §2.12 address entry; no zip code for Hong Kong). */
export function AddressFields<T extends ContactValues>({ form }: { form: UseFormReturnType<T> }) {
  const country = form.values.country;
  return (
    <Fieldset legend="Address">
      <Stack gap="sm">
        <TextInput label="Street" {...form.getInputProps('street')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="City" {...form.getInputProps('city')} />
          <TextInput label="State" {...form.getInputProps('state')} />
          {country !== 'HK' && <TextInput label="Zip code" {...form.getInputProps('zipCode')} />}
          <Select
            label="Country"
            data={COUNTRY_OPTIONS}
            clearable
            comboboxProps={{ withinPortal: true }}
            {...clearableSelect(form.getInputProps('country'))}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** Birth date (past days only) and gender; the time zone where the form offers it. */
export function PersonalFields<T extends ContactValues>({
  form,
  timezone,
}: {
  form: UseFormReturnType<T>;
  timezone?: boolean;
}) {
  const zones = useMemo(() => (timezone ? allZones().filter((z) => !isExcludedZone(z)) : []), [timezone]);
  return (
    <SimpleGrid cols={{ base: 1, sm: timezone ? 3 : 2 }}>
      <TextInput label="Date of birth" type="date" max={localToday()} {...form.getInputProps('birthdate')} />
      <Autocomplete label="Gender" data={GENDERS} {...form.getInputProps('gender')} />
      {timezone && (
        <Select
          label="Time zone"
          searchable
          clearable
          data={zones}
          comboboxProps={{ withinPortal: true }}
          {...clearableSelect(form.getInputProps('timezone'))}
        />
      )}
    </SimpleGrid>
  );
}

/** The whole contact block of a person form. */
export function ContactFields<T extends ContactValues>({
  form,
  rules = 'accountHolder',
  email = true,
  phones = true,
  address = true,
  timezone = false,
}: { form: UseFormReturnType<T> } & ContactParts) {
  return (
    <Stack gap="sm">
      <NameFields form={form} rules={rules} />
      {email && <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />}
      {phones && <PhoneFields form={form} />}
      <PersonalFields form={form} timezone={timezone} />
      {address && <AddressFields form={form} />}
    </Stack>
  );
}
