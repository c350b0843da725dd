import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../app/errors';
import { subjectOf, useSession } from '../../app/session';
import { ContactFields } from './person-fields';
import { FormActions, revealFirstError, saveWithToasts, useBusinessName } from './screen-helpers';
import {
  StaffFormRights,
  StaffFormValues,
  emptyStaff,
  mayEditRecord,
  roleChoices,
  staffFormRights,
  staffValuesOf,
  staffVariables,
  validateStaff,
} from './staff-form-model';
import { PermissionsSection, ProfileSection, RatesSection, SettingsSection } from './staff-form-sections';
import { CREATE_STAFF, STAFF_BY_ID, STAFF_DETAILS, StaffDetails, UPDATE_STAFF } from './staff.graphql';

interface StaffFormProps {
  business: string;
  rights: StaffFormRights;
  /** The record being edited; none on /staff/create. */
  staff?: StaffDetails;
  isSelf: boolean;
}

/** The staff form (001 §2.4): contact, role and profile, rates, permission flags and settings. */
function StaffForm({ business, rights, staff, isSelf }: StaffFormProps) {
  const navigate = useNavigate();
  const creating = !staff;
  const form = useForm<StaffFormValues>({
    initialValues: staff ? staffValuesOf(staff) : emptyStaff(),
    validate: (values) => validateStaff(values, rights),
  });
  const roles = roleChoices(rights, { creating, currentRole: staff?.staffRole, isSelf });
  const roleEditable = roles.filter((r) => !r.disabled).length > 1;
  const editable = mayEditRecord(rights, staff?.staffRole);
  const [create, created] = useMutation(CREATE_STAFF, { refetchQueries: ['StaffList'] });
  const [update, updated] = useMutation(UPDATE_STAFF, { refetchQueries: ['StaffList'] });
  const saving = created.loading || updated.loading;

  async function submit(values: StaffFormValues) {
    const fields = staffVariables(values, rights, roleEditable);
    const saved = await saveWithToasts(async () => {
      if (!staff) return (await create({ variables: { business, ...fields } })).data?.createPeople;
      const variables = { business, id: staff.id, expectedVersion: staff.version, ...fields };
      return (await update({ variables })).data?.updatePeople;
    }, 'The staff member was not saved');
    if (saved?.people) navigate(`/staff/${getFragmentData(STAFF_DETAILS, saved.people).id}`);
  }

  return (
    <form
      onSubmit={form.onSubmit(submit, revealFirstError)}
      noValidate
      aria-label={creating ? 'Add staff' : 'Edit staff'}
    >
      <Stack gap="md">
        {!editable && (
          <Alert color="yellow" title="Read only">
            Only an owner can change an owner&apos;s record.
          </Alert>
        )}
        <ContactFields form={form} />
        <ProfileSection form={form} roles={roles} />
        {rights.seeRates && <RatesSection form={form} editable={rights.updateRates} />}
        {rights.setRoles && <PermissionsSection form={form} />}
        <SettingsSection form={form} />
        <FormActions
          cancelTo={staff ? `/staff/${staff.id}` : '/staff'}
          saving={saving}
          label={creating ? 'Add staff' : 'Save'}
          disabled={!editable}
        />
      </Stack>
    </form>
  );
}

/** /staff/create and /staff/:staffId/edit. */
export default function StaffFormScreen() {
  const { staffId } = useParams();
  const { user } = useSession();
  const business = useBusinessName();
  const rights = useMemo(() => staffFormRights(subjectOf(user)), [user]);
  const { data, loading, error } = useQuery(STAFF_BY_ID, {
    variables: { business, id: staffId ?? '' },
    skip: !staffId,
    fetchPolicy: 'network-only',
  });
  const staff = data?.staff[0] ? getFragmentData(STAFF_DETAILS, data.staff[0]) : undefined;

  let body;
  if (!staffId) body = <StaffForm business={business} rights={rights} isSelf={false} />;
  else if (loading && !data) body = <Loader aria-label="Loading" />;
  else if (error)
    body = (
      <Alert color="red" title="Error fetching data">
        {errorMessage(error)}
      </Alert>
    );
  else if (!staff)
    body = (
      <Alert color="yellow" title="Not found">
        No staff member has this id.
      </Alert>
    );
  else
    body = (
      <StaffForm
        key={`${staff.id}:${staff.version}`}
        business={business}
        rights={rights}
        staff={staff}
        isSelf={staff.id === user?.accountId}
      />
    );

  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>{staffId ? (staff ? `Edit ${staff.name}` : 'Edit staff') : 'Add staff'}</Title>
      {body}
    </Stack>
  );
}
