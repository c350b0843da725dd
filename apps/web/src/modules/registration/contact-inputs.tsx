import { Autocomplete, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  AddressValues,
  FORM_COUNTRIES,
  callingCode,
  countryMismatchWarning,
  fieldLabel,
  formatBirthdate,
  hasZipCode,
} from '@tempo/people-rules';

/** What `form.getInputProps(path)` gives an input. */
export interface InputBinding {
  value?: unknown;
  onChange: (value: unknown) => void;
  error?: unknown;
  onBlur?: () => void;
  onFocus?: () => void;
}

const text = (binding: InputBinding): string => (typeof binding.value === 'string' ? binding.value : '');

const regionNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** A country as the pickers name it: 'United Kingdom (+44)'; XX is 'Other'. */
export function countryName(code: string, withCallingCode: boolean): string {
  if (code === 'XX') return withCallingCode ? 'Other (type the number with its +code)' : 'Other';
  const name = regionNames?.of(code) ?? code;
  const calling = withCallingCode ? callingCode(code) : null;
  return calling ? `${name} (${calling})` : name;
}

/** The countries offered: the form's countries, plus the one chosen when it is not among them. */
function countryOptions(current: string, withCallingCode: boolean, withOther: boolean) {
  const codes: string[] = FORM_COUNTRIES.filter((c) => withOther || c !== 'XX');
  if (current && !codes.includes(current)) codes.unshift(current);
  return codes.map((value) => ({ value, label: countryName(value, withCallingCode) }));
}

interface PhoneFieldProps {
  label: string;
  required: boolean;
  phone: InputBinding;
  country: string;
  onCountryChange: (country: string) => void;
  /** The browser's locale, for the country mismatch warning. */
  locale: string | undefined;
}

/** A phone number with its country (001 §5.1), warning when the country is not the browser's. */
export function PhoneField({ label, required, phone, country, onCountryChange, locale }: PhoneFieldProps) {
  const warning = countryMismatchWarning(country, locale);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          label={`${label} country`}
          w={{ base: 170, sm: 190 }}
          data={countryOptions(country, true, true)}
          value={country}
          onChange={(value) => value && onCountryChange(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          style={{ flex: 1 }}
          label={fieldLabel(label, required)}
          required={required}
          type="tel"
          autoComplete="tel"
          {...phone}
          value={text(phone)}
          error={phone.error as string | undefined}
        />
      </Group>
      {warning && (
        <Text size="xs" c="orange.8" role="status">
          {warning}
        </Text>
      )}
    </Stack>
  );
}

interface AddressFieldsProps {
  required: boolean;
  bind: (part: keyof AddressValues) => InputBinding;
  country: string;
  onCountryChange: (country: string) => void;
}

/** The address parts (001 §2.12): street, city, state, zip code (none for Hong Kong) and country. */
export function AddressFields({ required, bind, country, onCountryChange }: AddressFieldsProps) {
  const input = (part: keyof AddressValues, label: string, autoComplete: string) => {
    const binding = bind(part);
    return (
      <TextInput
        label={fieldLabel(label, required)}
        required={required}
        autoComplete={autoComplete}
        {...binding}
        value={text(binding)}
        error={binding.error as string | undefined}
      />
    );
  };
  const countryBinding = bind('country');
  return (
    <Stack gap="xs" role="group" aria-label="Address">
      <Text fw={500} size="sm">
        {fieldLabel('Address', required)}
      </Text>
      {input('street', 'Street', 'street-address')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {input('city', 'City', 'address-level2')}
        {input('state', 'State', 'address-level1')}
        {hasZipCode(country) && input('zipCode', 'Zipcode', 'postal-code')}
        <Select
          label={fieldLabel('Country', required)}
          required={required}
          data={countryOptions(country, false, false)}
          value={country || null}
          onChange={(value) => onCountryChange(value ?? '')}
          onBlur={countryBinding.onBlur}
          error={countryBinding.error as string | undefined}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** First and last name side by side (one column on a phone). */
export function NameFields({
  first,
  last,
  autoComplete = true,
}: {
  first: InputBinding;
  last: InputBinding;
  /** Off for another person's name (a dependent's). */
  autoComplete?: boolean;
}) {
  const input = (label: string, binding: InputBinding, hint: string) => (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete ? hint : 'off'}
      {...binding}
      value={text(binding)}
      error={binding.error as string | undefined}
    />
  );
  return (
    <>
      {input('First name', first, 'given-name')}
      {input('Last name', last, 'family-name')}
    </>
  );
}

const GENDER_SUGGESTIONS = ['Female', 'Male', 'Non-binary', 'She/her', 'He/him', 'They/them'];

/** The gender input, labelled as the business says (genderDisplayOption). */
export function GenderInput({
  label,
  required,
  binding,
}: {
  label: string;
  required: boolean;
  binding: InputBinding;
}) {
  return (
    <Autocomplete
      label={fieldLabel(label, required)}
      required={required}
      data={GENDER_SUGGESTIONS}
      {...binding}
      value={text(binding)}
      error={binding.error as string | undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A date of birth: past dates only, shown 'MMMM Do, YYYY' under the input (001 §5.2). */
export function BirthdateInput({
  label,
  required,
  binding,
  today,
}: {
  label: string;
  required: boolean;
  binding: InputBinding;
  today: string;
}) {
  const value = text(binding);
  return (
    <TextInput
      type="date"
      label={fieldLabel(label, required)}
      required={required}
      max={today}
      min="1800-01-01"
      description={formatBirthdate(value) || undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...binding}
      value={value}
      error={binding.error as string | undefined}
    />
  );
}
