import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FieldAnswers, FormModel, includes, requires } from '@tempo/people-rules';
import { AddressFields, BirthdateInput, GenderInput, NameFields, PhoneField } from './contact-inputs';
import { CustomFieldInputs } from './custom-field-inputs';
import { DependentBlock } from './dependent-block';
import { SmsConsent, TermsCheckbox } from './consent-texts';
import type { BookFor } from './registration-flow';
import { RegistrationValues, dependentFields, holderFields, newDependent } from './registration-model';
import type { RegistrationBusiness } from './registration.graphql';

interface AccountFormProps {
  form: UseFormReturnType<RegistrationValues>;
  business: RegistrationBusiness;
  model: FormModel;
  bookFor: BookFor;
  genderLabel: string;
  today: string;
  locale: string | undefined;
  busy: boolean;
  onSubmit: (values: RegistrationValues) => void;
  onAddDependent: () => void;
  onBack: () => void;
}

/** 'Create your account' (001 §2.12): the account holder, dependents in dependent mode, terms and consent. */
export function AccountForm(props: AccountFormProps) {
  const { form, business, model, bookFor, genderLabel, today, locale, busy } = props;
  const phoneRequired = business.formsPhoneNumberRequired === true;
  const addressRequired = requires(model, 'ADDRESS');
  const error = (path: string) => form.errors[path] as string | undefined;
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate aria-label="Create your account">
      <Stack gap="md">
        <Title order={2}>Create your account</Title>
        <Stack gap="md" role="group" aria-label="Account holder">
          {bookFor === 'dependent' && (
            <Text fw={600} size="sm" c="dimmed">
              Account holder
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
            {includes(model, 'GENDER') && (
              <GenderInput
                label={genderLabel}
                required={requires(model, 'GENDER')}
                binding={form.getInputProps('gender')}
              />
            )}
            {bookFor === 'myself' && includes(model, 'STUDENT_BIRTHDATE') && (
              <BirthdateInput
                label="Date of birth"
                required={requires(model, 'STUDENT_BIRTHDATE')}
                binding={form.getInputProps('birthdate')}
                today={today}
              />
            )}
          </SimpleGrid>
          <TextInput
            label="E-mail"
            required
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PhoneField
            label="Phone"
            required={phoneRequired}
            phone={form.getInputProps('phone')}
            country={form.values.phoneCountry}
            onCountryChange={(country) => {
              form.setFieldValue('phoneCountry', country);
              if (form.errors.phone) form.validateField('phone');
            }}
            locale={locale}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          {includes(model, 'ADDRESS') && (
            <AddressFields
              required={addressRequired}
              bind={(part) => form.getInputProps(`address.${part}`)}
              country={form.values.address.country}
              onCountryChange={(country) => form.setFieldValue('address.country', country)}
            />
          )}
          <CustomFieldInputs
            fields={holderFields(model, bookFor)}
            answers={form.values.answers}
            errorOf={(id) => error(`answers.${id}`)}
            onChange={(answers: FieldAnswers, id) => {
              form.setFieldValue('answers', answers);
              form.clearFieldError(`answers.${id}`);
            }}
          />
        </Stack>
        {bookFor === 'myself' ? (
          <Anchor component="button" type="button" size="sm" onClick={props.onAddDependent}>
            Not booking for yourself? Add a dependent
          </Anchor>
        ) : (
          <Stack gap="sm">
            {form.values.dependents.map((dependent, index) => (
              <DependentBlock
                key={dependent.key}
                form={form}
                index={index}
                model={model}
                fields={dependentFields(model, bookFor)}
                genderLabel={genderLabel}
                today={today}
              />
            ))}
            <Group>
              <Button
                type="button"
                variant="light"
                onClick={() => form.insertListItem('dependents', newDependent(model))}
              >
                Add another dependent
              </Button>
            </Group>
          </Stack>
        )}
        <TermsCheckbox
          checked={form.values.termsAccepted}
          error={error('termsAccepted')}
          onChange={(checked) => form.setFieldValue('termsAccepted', checked)}
        />
        <SmsConsent business={business} />
        <Group justify="space-between">
          <Button type="button" variant="default" onClick={props.onBack}>
            Go back
          </Button>
          <Button type="submit" loading={busy}>
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
