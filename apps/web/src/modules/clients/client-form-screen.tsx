import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { getFragmentData } from '../../gql';
import {
  CLIENT_FORM_PERSON,
  CLIENT_FORM_QUERY,
  CREATE_CLIENT,
  ClientFormPerson,
  ClientSettings,
  UPDATE_CLIENT,
} from './clients.graphql';
import {
  ClientFormValues,
  clientVariables,
  emptyClient,
  localToday,
  validateClient,
  valuesOf,
} from './client-form-model';
import { ClientFields } from './client-form';
import { useBusinessName, useClientSettings } from './use-business';

interface Saved {
  status: string;
  error?: string | null;
  people?: { id: string } | null;
}

/** 001 §7: 'ok' shows 'Success' and opens the profile; anything else shows 'Error' with the server's text. */
function useSave(person: ClientFormPerson | null) {
  const business = useBusinessName();
  const navigate = useNavigate();
  const [create, created] = useMutation(CREATE_CLIENT);
  const [update, updated] = useMutation(UPDATE_CLIENT);
  async function save(values: ClientFormValues) {
    const variables = { business, ...clientVariables(values) };
    try {
      let result: Saved | undefined;
      if (person) {
        const { data } = await update({
          variables: { ...variables, id: person.id, expectedVersion: person.version },
        });
        result = data?.updatePeople;
      } else {
        const { data } = await create({ variables });
        result = data?.createPeople;
      }
      if (result?.status === 'ok' && result.people) {
        notify({ status: 'info', title: 'Success' });
        navigate(`/clients/${result.people.id}`);
        return;
      }
      notify({ status: 'error', title: 'Error', message: result?.error || 'The client was not saved' });
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }
  return { save, saving: created.loading || updated.loading };
}

/** A refused form brings its first field in error into view, with the focus. */
function showFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form[aria-label="Client form"] [aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

function ClientForm({
  person,
  settings,
}: {
  person: ClientFormPerson | null;
  settings: ClientSettings | null;
}) {
  const form = useForm<ClientFormValues>({
    initialValues: person ? valuesOf(person) : emptyClient(settings?.defaultClientStatus),
    validate: (values) => validateClient(values, localToday()),
  });
  // A new client takes the business's default status once the settings arrive.
  const defaulted = useRef(!!person);
  useEffect(() => {
    if (defaulted.current || !settings) return;
    defaulted.current = true;
    if (!form.values.status && settings.defaultClientStatus)
      form.setFieldValue('status', settings.defaultClientStatus);
  }, [settings, form]);
  const { save, saving } = useSave(person);
  const cancelTo = person ? `/clients/${person.id}` : '/clients';
  return (
    <form onSubmit={form.onSubmit(save, showFirstError)} noValidate aria-label="Client form">
      <Stack gap="md">
        <ClientFields form={form} settings={settings} personId={person?.id} />
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /clients/create and /clients/:clientId/edit: the client form (001 §2.2). */
export default function ClientFormScreen() {
  const { clientId } = useParams();
  const business = useBusinessName();
  const settings = useClientSettings();
  const { data, loading, error } = useQuery(
    CLIENT_FORM_QUERY,
    clientId && business ? { variables: { business, id: clientId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const person = useMemo(
    () => (data?.people[0] ? getFragmentData(CLIENT_FORM_PERSON, data.people[0]) : null),
    [data],
  );
  const title = clientId ? 'Edit client' : 'Add client';

  let body;
  if (!clientId) body = <ClientForm person={null} settings={settings} />;
  else if (loading && !data) body = <Loader aria-label="Loading" />;
  else if (error)
    body = (
      <Alert color="red" title="Error fetching data">
        {errorMessage(error)}
      </Alert>
    );
  else if (!person) body = <Alert color="yellow">This client does not exist (any more).</Alert>;
  else body = <ClientForm key={person.id} person={person} settings={settings} />;

  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>{title}</Title>
      {body}
    </Stack>
  );
}
