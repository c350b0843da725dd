import { useNavigate, useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Checkbox, Fieldset, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContactFields } from '../staff/person-fields';
import { PhotoField } from '../staff/photo-field';
import { FormActions, LoadStatus, revealFirstError, saveWithToasts } from '../staff/screen-helpers';
import { SELF_UPDATE_CLIENT, SelfDetails } from './self.graphql';
import {
  ClientSelfValues,
  clientSelfValuesOf,
  clientSelfVariables,
  rulesFor,
  selfBase,
  validateClientSelf,
} from './self-model';
import { useMyself } from './self-profile-screen';

interface SelfFormProps {
  business: string;
  person: SelfDetails;
  dependentId?: string;
}

/** The client form of the self area: their own record, or a dependent's (names of 25 characters at most). */
function SelfForm({ business, person, dependentId }: SelfFormProps) {
  const navigate = useNavigate();
  const rules = rulesFor(dependentId);
  const form = useForm<ClientSelfValues>({
    initialValues: clientSelfValuesOf(person),
    validate: (values) => validateClientSelf(values, rules),
  });
  const [save, { loading }] = useMutation(SELF_UPDATE_CLIENT, { refetchQueries: ['MyselfDependents'] });
  const back = selfBase(dependentId);

  async function submit(values: ClientSelfValues) {
    const variables = { business, id: dependentId ?? null, ...clientSelfVariables(values, person) };
    const saved = await saveWithToasts(
      async () => (await save({ variables })).data?.selfUpdatePeople,
      'The profile was not saved',
    );
    if (saved) navigate(back);
  }

  return (
    <form
      onSubmit={form.onSubmit(submit, revealFirstError)}
      noValidate
      aria-label={dependentId ? 'Edit dependent' : 'Edit my profile'}
    >
      <Stack gap="md">
        <PhotoField
          business={business}
          person={person}
          onRemove={async () =>
            (await save({ variables: { business, id: dependentId ?? null, profilePhoto: null } })).data
              ?.selfUpdatePeople
          }
        />
        <ContactFields form={form} rules={rules} timezone={!dependentId} />
        <Fieldset legend="Notifications">
          <Stack gap="xs">
            <Checkbox
              label="No marketing e-mails"
              {...form.getInputProps('marketingEmailDisabled', { type: 'checkbox' })}
            />
            <Checkbox
              label="No text messages"
              {...form.getInputProps('disableAllSmsNotifications', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <FormActions cancelTo={back} saving={loading} />
      </Stack>
    </form>
  );
}

/** /clients/self/edit and /clients/self/dependent/:dependentId/edit (SELF update), through selfUpdatePeople. */
export default function SelfFormScreen() {
  const { dependentId } = useParams();
  const { person, business, loading, error } = useMyself(dependentId);
  const title = dependentId ? (person ? `Edit ${person.name}` : 'Edit dependent') : 'Edit my profile';
  if (!person) return <LoadStatus title={title} loading={loading} error={error} />;
  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>{title}</Title>
      <SelfForm key={person.id} business={business} person={person} dependentId={dependentId} />
    </Stack>
  );
}
