import { FormEvent, useMemo, useState } from 'react';
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
  CreateErrors,
  CreateTextField,
  CreateValues,
  createVariables,
  emptyCreateValues,
  validateCreate,
} from './create-business-model';
import {
  OWNER_LABELS,
  OwnerErrors,
  OwnerField,
  OwnerValues,
  emptyOwner,
  ownerArguments,
  validateOwner,
} from './create-business-owner';

interface CreateBusinessFormProps {
  onCreated: () => Promise<unknown> | void;
  onCancel: () => void;
}

/** The create-business form: every field createBusiness requires, and an optional owner (000 §5). */
function CreateBusinessForm({ onCreated, onCancel }: CreateBusinessFormProps) {
  const [values, setValues] = useState<CreateValues>(emptyCreateValues);
  const [errors, setErrors] = useState<CreateErrors>({});
  const [owner, setOwner] = useState<OwnerValues>(emptyOwner);
  const [ownerErrors, setOwnerErrors] = useState<OwnerErrors>({});
  const [create, { loading }] = useMutation(CREATE_BUSINESS);
  const availability = useNameAvailability(values.name);
  const zones = useMemo(() => allZones().filter((zone) => !isExcludedZone(zone)), []);

  const set = (field: CreateTextField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: CreateTextField, extra: { type?: string; placeholder?: string } = {}) => (
    <TextInput
      label={CREATE_LABELS[field]}
      required
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field)(e.currentTarget.value)}
      {...extra}
    />
  );
  const ownerText = (field: OwnerField, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={OWNER_LABELS[field]}
      value={owner[field]}
      error={ownerErrors[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setOwner((o) => ({ ...o, [field]: value }));
        setOwnerErrors((o) => ({ ...o, [field]: undefined }));
      }}
      {...extra}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateCreate(values);
    const invalidOwner = validateOwner(owner);
    setErrors(invalid);
    setOwnerErrors(invalidOwner);
    const wrong = Object.keys(invalid).length + Object.keys(invalidOwner).length;
    if (wrong > 0 || !nameMayBeSent(availability)) return;
    try {
      const { data } = await create({ variables: { ...createVariables(values), ...ownerArguments(owner) } });
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
    <form onSubmit={submit} noValidate aria-label="Create business">
      <Stack gap="sm">
        <TextInput
          label={CREATE_LABELS.name}
          required
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errors.name ?? availabilityError(availability)}
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
            value={values.country}
            allowDeselect={false}
            error={errors.country}
            onChange={(value) => {
              const country = (value ?? 'US') as keyof typeof COUNTRY_TIMEZONE;
              setValues((v) => ({ ...v, country, timezone: COUNTRY_TIMEZONE[country] ?? v.timezone }));
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
          value={values.timezone || null}
          error={errors.timezone}
          onChange={(value) => set('timezone')(value ?? '')}
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
          checked={values.notificationsEnabled}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setValues((v) => ({ ...v, notificationsEnabled: checked }));
          }}
        />
        <Switch
          label="Notifications to owners only"
          checked={values.notificationsEnabledOwnersOnly}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setValues((v) => ({ ...v, notificationsEnabledOwnersOnly: checked }));
          }}
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
