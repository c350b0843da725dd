import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Divider,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { getFragmentData } from '../../gql';
import { useBusinessName, useCan } from '../clients/use-business';
import { todayIn } from '../timezone/zoned-time';
import { recordState } from '../../components/list-page';
import { FormActions, revealFirstError, saveWithToasts } from '../staff/screen-helpers';
import { SERVICE_FIELDS } from './field-defs';
import { FieldGrid } from './field-grid';
import { PlansEditor } from './plans-editor';
import {
  BOOKING_KINDS,
  ServiceFormValues,
  emptyService,
  serviceInput,
  serviceValuesOf,
  validateService,
} from './service-form-model';
import { EventsSection, SessionsSection } from './sessions-section';
import {
  CREATE_SERVICE,
  DELETE_SERVICE,
  SERVICE,
  SERVICE_CONTEXT,
  SERVICE_DETAILS,
  SESSION_DETAILS,
  ServiceDetails,
  UPDATE_SERVICE,
} from './services.graphql';

interface Context {
  currency: string;
  timezone: string | null;
  locations: { value: string; label: string }[];
}

function DeleteService({ business, service }: { business: string; service: ServiceDetails }) {
  const navigate = useNavigate();
  const [remove] = useMutation(DELETE_SERVICE, { refetchQueries: ['Services'] });
  const open = () =>
    modals.openConfirmModal({
      title: `Delete ${service.name}?`,
      children: <Text size="sm">The service and its plans leave the lists and booking.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const done = await saveWithToasts(
          async () => (await remove({ variables: { business, id: service.id } })).data?.deleteService,
          'The service was not deleted',
        );
        if (done) navigate('/services');
      },
    });
  return (
    <Button color="red" variant="light" onClick={open}>
      Delete
    </Button>
  );
}

/** The service form (001 §2.6, §3.3) with its plans (§3.7). */
function ServiceForm({
  business,
  ctx,
  service,
}: {
  business: string;
  ctx: Context;
  service?: ServiceDetails;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const form = useForm<ServiceFormValues>({
    initialValues: service ? serviceValuesOf(service, ctx.currency) : emptyService(ctx.currency),
    validate: validateService,
  });
  const [create, created] = useMutation(CREATE_SERVICE, { refetchQueries: ['Services'] });
  const [update, updated] = useMutation(UPDATE_SERVICE, { refetchQueries: ['Services'] });
  const values = form.getValues();

  async function submit(v: ServiceFormValues) {
    const input = serviceInput(v);
    const saved = await saveWithToasts(async () => {
      if (!service) return (await create({ variables: { business, service: input } })).data?.createService;
      return (await update({ variables: { business, service: { ...input, id: service.id } } })).data
        ?.updateService;
    }, 'The service was not saved');
    if (saved?.service && !service)
      navigate(`/services/${getFragmentData(SERVICE_DETAILS, saved.service).id}/edit`);
  }

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate aria-label="Service">
      <Stack gap="md">
        <Fieldset legend="Service">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Select
              label="Type"
              data={BOOKING_KINDS.map((k) => ({ value: k.value, label: k.label }))}
              allowDeselect={false}
              {...form.getInputProps('kind')}
            />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} mt="sm" {...form.getInputProps('description')} />
          <Checkbox
            mt="sm"
            label="Hidden from clients and visitors"
            {...form.getInputProps('hidden', { type: 'checkbox' })}
          />
        </Fieldset>
        <Fieldset legend="Booking and cancellation">
          <FieldGrid form={form} defs={SERVICE_FIELDS} path="fields" currency={values.currency} />
        </Fieldset>
        <PlansEditor form={form} currency={values.currency} locations={ctx.locations} />
        <Group justify="space-between">
          {service && can('delete', 'SERVICE') ? (
            <DeleteService business={business} service={service} />
          ) : (
            <span />
          )}
          <FormActions
            cancelTo="/services"
            saving={created.loading || updated.loading}
            label={service ? 'Save' : 'Add service'}
          />
        </Group>
      </Stack>
    </form>
  );
}

/** /services/create and /services/:serviceId/edit (anchors #Sessions and #Events). */
export default function ServiceFormScreen() {
  const { serviceId } = useParams();
  const { hash } = useLocation();
  const business = useBusinessName();
  const can = useCan();
  const context = useQuery(SERVICE_CONTEXT, business ? { variables: { business } } : skipToken);
  const { data, loading, error } = useQuery(
    SERVICE,
    serviceId ? { variables: { business, id: serviceId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const service = data?.service ? getFragmentData(SERVICE_DETAILS, data.service) : undefined;
  const c = context.data;
  const ctx: Context = {
    currency: c?.businessQuery?.defaultCurrency || 'USD',
    timezone: c?.businessQuery?.timezone ?? null,
    locations: (c?.locations ?? []).map((l) => ({ value: l.id, label: l.name })),
  };
  useEffect(() => {
    if (hash && service) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash, service]);

  const waiting = recordState({
    loading: !!(serviceId && loading && !data) || (context.loading && !c),
    error,
    missing: serviceId && !service ? 'No service has this id.' : undefined,
  });
  let body;
  if (waiting) body = waiting;
  else
    body = (
      <>
        <ServiceForm
          key={service ? `${service.id}:${service.plans.map((p) => p.id).join()}` : 'new'}
          business={business}
          ctx={ctx}
          service={service}
        />
        {service && (
          <>
            <Divider />
            <SessionsSection
              business={business}
              serviceId={service.id}
              sessions={service.sessions.map((s) => getFragmentData(SESSION_DETAILS, s))}
              hasSessions={!!service.hasSessions}
              canAdd={can('create', 'SESSION')}
              today={todayIn(ctx.timezone, Date.now())}
            />
            {service.eventType && (
              <>
                <Divider />
                <EventsSection />
              </>
            )}
          </>
        )}
      </>
    );

  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>
        {serviceId ? (service ? `Edit ${service.name}` : 'Edit service') : 'Add service'}
      </Title>
      {body}
    </Stack>
  );
}
