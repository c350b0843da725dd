import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Checkbox, Fieldset, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContactFields } from './person-fields';
import { PhotoField } from './photo-field';
import { FormActions, LoadStatus, revealFirstError, saveWithToasts } from './screen-helpers';
import { useMyselfStaff } from './staff-self-screen';
import {
  StaffSelfValues,
  staffSelfValuesOf,
  staffSelfVariables,
  validateStaffSelf,
} from './staff-self-model';
import { SELF_UPDATE_STAFF, StaffDetails } from './staff.graphql';

function StaffSelfForm({ business, staff }: { business: string; staff: StaffDetails }) {
  const navigate = useNavigate();
  const form = useForm<StaffSelfValues>({
    initialValues: staffSelfValuesOf(staff),
    validate: (values) => validateStaffSelf(values),
  });
  const [save, { loading }] = useMutation(SELF_UPDATE_STAFF);

  async function submit(values: StaffSelfValues) {
    const variables = { business, ...staffSelfVariables(values) };
    const saved = await saveWithToasts(
      async () => (await save({ variables })).data?.selfUpdatePeople,
      'Your profile was not saved',
    );
    if (saved) navigate('/staff/self');
  }

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate aria-label="Edit my profile">
      <Stack gap="md">
        <PhotoField
          business={business}
          person={staff}
          onRemove={async () =>
            (await save({ variables: { business, profilePhoto: null } })).data?.selfUpdatePeople
          }
        />
        <ContactFields form={form} timezone />
        <Fieldset legend="Notifications">
          <Stack gap="sm">
            <TagsInput
              label="Notification opt-outs"
              description="The activities you get no notification for"
              {...form.getInputProps('notificationOptOuts')}
            />
            <TextInput label="Online id" {...form.getInputProps('staffOnlineId')} />
            <Checkbox
              label="No notification e-mails"
              {...form.getInputProps('staffNotificationEmailDisabled', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <FormActions cancelTo="/staff/self" saving={loading} />
      </Stack>
    </form>
  );
}

/** /staff/self/edit: the staff self form (STAFF_SELF update), through selfUpdatePeople. */
export default function StaffSelfFormScreen() {
  const { staff, loading, error, business } = useMyselfStaff();
  if (!staff) return <LoadStatus title="My profile" loading={loading} error={error} />;
  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>Edit my profile</Title>
      <StaffSelfForm key={staff.id} business={business} staff={staff} />
    </Stack>
  );
}
