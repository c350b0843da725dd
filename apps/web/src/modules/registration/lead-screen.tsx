import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BUILTIN_FIELDS,
  FieldAnswers,
  defaultPhoneCountry,
  fieldLabel,
  includes,
  registrationErrorText,
  requires,
} from '@tempo/people-rules';
import { errorMessage } from '../../app/errors';
import { AddressFields, BirthdateInput, GenderInput, NameFields, PhoneField } from './contact-inputs';
import { SmsConsent } from './consent-texts';
import { CustomFieldInputs } from './custom-field-inputs';
import { LeadValues, asksStudentName, emptyLead, leadInput, validateLead } from './lead-model';
import {
  BusinessMessage,
  LoadedBusiness,
  PublicFormPage,
  browserTimezone,
  useBusinessName,
  usePublicForm,
  WithBusiness,
} from './public-form-page';
import { RegistrationFailedDialog } from './registration-failed-dialog';
import { ADDRESS_CHECKED_ON_BLUR } from './registration-model';
import { SELF_REGISTER } from './registration.graphql';

/** The thank-you message after a lead is sent: the business's, else a plain one. */
function ThankYou({ html }: { html: string | null | undefined }) {
  return (
    <Stack gap="sm" aria-label="Thank you">
      <Title order={2}>Thank you!</Title>
      {html?.trim() ? (
        <BusinessMessage html={html} label="Thank-you message" />
      ) : (
        <Text>We have your details and will be in touch soon.</Text>
      )}
    </Stack>
  );
}

function LeadForm({ loaded }: { loaded: LoadedBusiness }) {
  const { business } = loaded;
  const businessName = useBusinessName() ?? business.name;
  const location = useLocation();
  const { locale, ...config } = usePublicForm('LEAD_FORM', loaded);
  const { model, today } = config;
  const form = useForm<LeadValues>({
    initialValues: emptyLead(model, defaultPhoneCountry(locale)),
    validate: (values) => validateLead(values, config),
    ...ADDRESS_CHECKED_ON_BLUR,
  });
  const [selfRegister] = useMutation(SELF_REGISTER);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: LeadValues) => {
    setBusy(true);
    try {
      const input = leadInput(values, config, {
        business: businessName,
        search: location.search,
        timezone: browserTimezone(),
      });
      const { data } = await selfRegister({ variables: { input } });
      if (data?.selfRegister.status === 'ok') setSent(true);
      else setFailure(registrationErrorText(data?.selfRegister.error));
    } catch (error) {
      setFailure(registrationErrorText(errorMessage(error)));
    }
    setBusy(false);
  };

  if (sent)
    return (
      <PublicFormPage business={business} label="Lead form">
        <ThankYou html={business.crmThankYouMessage || loaded.phase?.additionalConfig.thankYouMessage} />
      </PublicFormPage>
    );
  const student = asksStudentName(form.values, model);
  const studentRequired = requires(model, 'STUDENT_NAME');
  return (
    <PublicFormPage business={business} label="Lead form">
      <BusinessMessage
        html={business.crmWelcomeMessage || loaded.phase?.additionalConfig.welcomeMessage}
        label="Welcome message"
      />
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label="Your details">
        <Stack gap="md">
          <Text fw={600}>Your name</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NameFields first={form.getInputProps('firstName')} last={form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Your email"
            required
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PhoneField
            label="Your phone"
            required={config.phoneRequired}
            phone={form.getInputProps('phone')}
            country={form.values.phoneCountry}
            onCountryChange={(country) => form.setFieldValue('phoneCountry', country)}
            locale={locale}
          />
          {includes(model, 'STUDENT_NAME') && (
            <Checkbox
              label="I am the student"
              {...form.getInputProps('iAmTheStudent', { type: 'checkbox' })}
            />
          )}
          {student && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={fieldLabel('Student first name', studentRequired)}
                required={studentRequired}
                {...form.getInputProps('studentFirstName')}
              />
              <TextInput
                label={fieldLabel('Student last name', studentRequired)}
                required={studentRequired}
                {...form.getInputProps('studentLastName')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {includes(model, 'STUDENT_AGE') && (
              <TextInput
                label={fieldLabel(BUILTIN_FIELDS.STUDENT_AGE, requires(model, 'STUDENT_AGE'))}
                required={requires(model, 'STUDENT_AGE')}
                inputMode="numeric"
                {...form.getInputProps('studentAge')}
              />
            )}
            {includes(model, 'STUDENT_BIRTHDATE') && (
              <BirthdateInput
                label={BUILTIN_FIELDS.STUDENT_BIRTHDATE}
                required={requires(model, 'STUDENT_BIRTHDATE')}
                binding={form.getInputProps('studentBirthdate')}
                today={today}
              />
            )}
            {includes(model, 'GENDER') && (
              <GenderInput
                label={config.genderLabel}
                required={requires(model, 'GENDER')}
                binding={form.getInputProps('gender')}
              />
            )}
          </SimpleGrid>
          {includes(model, 'ADDRESS') && (
            <AddressFields
              required={requires(model, 'ADDRESS')}
              bind={(part) => form.getInputProps(`address.${part}`)}
              country={form.values.address.country}
              onCountryChange={(country) => form.setFieldValue('address.country', country)}
            />
          )}
          <CustomFieldInputs
            fields={model.fields}
            answers={form.values.answers}
            errorOf={(id) => form.errors[`answers.${id}`] as string | undefined}
            onChange={(answers: FieldAnswers, id) => {
              form.setFieldValue('answers', answers);
              form.clearFieldError(`answers.${id}`);
            }}
          />
          <SmsConsent business={business} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
      <RegistrationFailedDialog message={failure} onClose={() => setFailure(null)} />
    </PublicFormPage>
  );
}

/** /lead: the business's lead-capture form (001 §2.12); a prospect is registered without a password. */
export default function LeadScreen() {
  return <WithBusiness form="LEAD_FORM">{(loaded) => <LeadForm loaded={loaded} />}</WithBusiness>;
}
