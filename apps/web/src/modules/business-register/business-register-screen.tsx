import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Anchor,
  Box,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { SELF_REGISTER_BUSINESS } from './business-register.graphql';
import { COUNTRY_OPTIONS, baseDomainOf } from './business-rules';
import { AvailabilityNote, availabilityError, nameMayBeSent, useNameAvailability } from './name-availability';
import {
  REQUIRED_REGISTRATION_FIELDS,
  RegistrationField,
  RegistrationValues,
  defaultLocale,
  emptyRegistration,
  registrationLabel,
  registrationVariables,
  validateRegistration,
} from './registration-model';

/** The registration page's own background picture (000 §2.3). */
const BACKGROUND_IMAGE = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#edf2ff"/><stop offset="1" stop-color="#dbe4ff"/></linearGradient></defs>' +
    '<rect width="1600" height="900" fill="url(#g)"/>' +
    '<path d="M0 620 C 300 520 500 760 800 660 S 1300 520 1600 600 V900 H0Z" fill="#bac8ff" opacity=".55"/>' +
    '<path d="M0 720 C 350 640 650 860 1000 760 S 1400 680 1600 720 V900 H0Z" fill="#91a7ff" opacity=".45"/>' +
    '<circle cx="1320" cy="180" r="120" fill="#748ffc" opacity=".18"/>' +
    '<circle cx="220" cy="240" r="80" fill="#5c7cfa" opacity=".12"/></svg>',
)}")`;

function Confirmation({ email, fullName }: { email: string; fullName: string }) {
  return (
    <Stack gap="sm" aria-label="Registration complete">
      <Title order={2}>Thank you for registering</Title>
      <Text>
        {fullName} is set up. A sign-in link was sent to <b>{email}</b>.
      </Text>
      <Text size="sm" c="dimmed">
        Open the link in that e-mail to sign in to your new business. The link works once.
      </Text>
      <Text size="sm" c="dimmed">
        If this e-mail address already has a login, the e-mail asks you to confirm the registration first: the
        business is yours once you do.
      </Text>
    </Stack>
  );
}

/** /business/register: business self-registration (000 §2.3, §5), a public page. */
export default function BusinessRegisterScreen() {
  const [initialValues] = useState(() =>
    emptyRegistration(defaultLocale(typeof navigator === 'undefined' ? undefined : navigator.language)),
  );
  const form = useForm<RegistrationValues>({ initialValues, validate: validateRegistration });
  const [done, setDone] = useState<{ email: string; fullName: string } | null>(null);
  const [register, { loading }] = useMutation(SELF_REGISTER_BUSINESS);
  const availability = useNameAvailability(form.values.business);

  const text = (field: RegistrationField, extra: { type?: string; placeholder?: string } = {}) => (
    <TextInput
      label={registrationLabel(field)}
      required={REQUIRED_REGISTRATION_FIELDS.has(field)}
      {...form.getInputProps(field)}
      {...extra}
    />
  );

  async function submit(values: RegistrationValues) {
    if (!nameMayBeSent(availability)) return;
    const variables = registrationVariables(values);
    try {
      const { data } = await register({ variables });
      const result = data?.selfRegisterBusiness;
      if (result?.status === 'ok') {
        setDone({ email: variables.email, fullName: variables.businessFullName });
        return;
      }
      notify({
        status: 'error',
        title: 'Error',
        message: result?.error || 'The business was not registered',
      });
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }

  return (
    <>
      <Box
        aria-hidden
        data-testid="registration-background"
        pos="fixed"
        style={{
          inset: 0,
          zIndex: -1,
          backgroundImage: BACKGROUND_IMAGE,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Paper withBorder shadow="md" p="xl" maw={720} mx="auto" my="xl" radius="md">
        {done ? (
          <Confirmation email={done.email} fullName={done.fullName} />
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Business registration">
            <Stack gap="md">
              <Title order={2}>Register your business</Title>
              <Text c="dimmed" size="sm">
                Tell us about you and your business. We will e-mail you a link to sign in.
              </Text>
              <Title order={4}>About you</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('firstName')}
                {text('lastName')}
                {text('email', { type: 'email' })}
                {text('phoneNumber', { type: 'tel' })}
              </SimpleGrid>
              <Title order={4}>Your business</Title>
              {text('businessFullName')}
              <TextInput
                label={registrationLabel('business')}
                required
                {...form.getInputProps('business')}
                error={form.errors.business ?? availabilityError(availability)}
                description={<AvailabilityNote availability={availability} />}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                rightSection={
                  <Text size="xs" c="dimmed" pr="xs">
                    .{baseDomainOf(window.location)}
                  </Text>
                }
                rightSectionWidth="auto"
                autoComplete="off"
              />
              {text('businessWebsite', { placeholder: 'https://' })}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={registrationLabel('country')}
                  required
                  data={COUNTRY_OPTIONS}
                  value={form.values.country || null}
                  onChange={(value) => form.setFieldValue('country', value ?? '')}
                  error={form.errors.country}
                  allowDeselect={false}
                />
                {text('locale', { placeholder: 'en-US' })}
              </SimpleGrid>
              <Title order={4}>A little more (optional)</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text('prospectActiveStudents')}
                {text('prospectActiveLocations')}
              </SimpleGrid>
              {text('prospectCurrentSoftware')}
              <Textarea
                label={registrationLabel('prospectPainPoints')}
                rows={3}
                {...form.getInputProps('prospectPainPoints')}
              />
              <Group justify="space-between">
                <Anchor href="/login" size="sm">
                  Already registered? Login
                </Anchor>
                <Button type="submit" loading={loading}>
                  Register
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}
