import { useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Fieldset,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { COUNTRY_OPTIONS, COUNTRY_TIMEZONE } from '../business-register/business-rules';
import {
  AvailabilityNote,
  availabilityError,
  nameMayBeSent,
  useNameAvailability,
} from '../business-register/name-availability';
import { allZones, isExcludedZone } from '../timezone/timezone-model';
import { CREATE_BUSINESS } from './business-admin.graphql';
import {
  CREATE_LABELS,
  CreateTextField,
  CreateValues,
  createVariables,
  emptyCreateValues,
  validateCreate,
} from './create-business-model';
import {
  OWNER_LABELS,
  OwnerField,
  OwnerValues,
  emptyOwner,
  ownerArguments,
  validateOwner,
} from './create-business-owner';

type CreateFormValues = CreateValues & OwnerValues;

/** The business's fields, then the owner's. */
const validateForm = (values: CreateFormValues) => ({ ...validateCreate(values), ...validateOwner(values) });

interface CreateBusinessFormProps {
  onCreated: () => Promise<unknown> | void;
  onCancel: () => void;
}

/** The create-business form: every field createBusiness requires, and an optional owner (000 §5). */
function CreateBusinessForm({ onCreated, onCancel }: CreateBusinessFormProps) {
  const form = useForm<CreateFormValues>({
    initialValues: { ...emptyCreateValues(), ...emptyOwner() },
    validate: validateForm,
  });
  const [create, { loading }] = useMutation(CREATE_BUSINESS);
  const availability = useNameAvailability(form.values.name);
  const zones = useMemo(() => allZones().filter((zone) => !isExcludedZone(zone)), []);

  const text = (field: CreateTextField, extra: { type?: string; placeholder?: string } = {}) => (
    <TextInput label={CREATE_LABELS[field]} required {...form.getInputProps(field)} {...extra} />
  );
  const ownerText = (field: OwnerField, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput label={OWNER_LABELS[field]} {...form.getInputProps(field)} {...extra} />
  );

  async function submit(values: CreateFormValues) {
    if (!nameMayBeSent(availability)) return;
    try {
      const { data } = await create({ variables: { ...createVariables(values), ...ownerArguments(values) } });
      const result = data?.createBusiness;
      if (result?.status === 'ok') {
        notify({ status: 'info', title: 'Success' });
        await onCreated();
        return;
      }
      notify({ status: 'error', title: 'Error', message: result?.error || 'The business was not created' });
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Create business">
      <Stack gap="sm">
        <TextInput
          label={CREATE_LABELS.name}
          required
          {...form.getInputProps('name')}
          error={form.errors.name ?? availabilityError(availability)}
          description={<AvailabilityNote availability={availability} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
          data-autofocus
        />
        {text('fullName')}
        {text('tagline')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={CREATE_LABELS.country}
            required
            data={COUNTRY_OPTIONS}
            value={form.values.country}
            allowDeselect={false}
            error={form.errors.country}
            onChange={(value) => {
              const country = (value ?? 'US') as keyof typeof COUNTRY_TIMEZONE;
              form.setFieldValue('country', country);
              form.setFieldValue('timezone', (zone) => COUNTRY_TIMEZONE[country] ?? zone);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {text('locale', { placeholder: 'en-US' })}
        </SimpleGrid>
        <Select
          label={CREATE_LABELS.timezone}
          required
          searchable
          data={zones}
          value={form.values.timezone || null}
          error={form.errors.timezone}
          onChange={(value) => form.setFieldValue('timezone', value ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('contactEmail', { type: 'email' })}
          {text('emailFrom', { type: 'email' })}
          {text('businessWebsite', { placeholder: 'https://' })}
          {text('businessPhoneNumber', { type: 'tel' })}
        </SimpleGrid>
        <Switch
          label="Notifications enabled"
          {...form.getInputProps('notificationsEnabled', { type: 'checkbox' })}
        />
        <Switch
          label="Notifications to owners only"
          {...form.getInputProps('notificationsEnabledOwnersOnly', { type: 'checkbox' })}
        />
        <Fieldset legend="Owner">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              With an e-mail, the new business gets an owner account for it (a login with that e-mail is
              reused, names and all). No e-mail is sent: the owner signs in with &lsquo;Email me a login
              link&rsquo; on the login page.
            </Text>
            {ownerText('ownerEmail', { type: 'email', autoComplete: 'off' })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {ownerText('ownerFirstName', { autoComplete: 'off' })}
              {ownerText('ownerLastName', { autoComplete: 'off' })}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 'Create business' modal; the form starts empty each time it opens. */
export function CreateBusinessModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown> | void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create business" size="lg">
      {opened && (
        <CreateBusinessForm
          onCancel={onClose}
          onCreated={async () => {
            onClose();
            await onCreated();
          }}
        />
      )}
    </Modal>
  );
}
