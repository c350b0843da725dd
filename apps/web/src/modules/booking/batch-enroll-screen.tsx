import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Alert, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { USER_ERROR_TEXT } from '@tempo/contracts';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { ENROLLMENT_TYPES } from '../events/event-model';
import type { PickerPerson } from '../people-pickers/pickers.graphql';
import { BATCH_ENROLL } from './enrolment.graphql';
import { ClientsPicker, FormActions, FormError, PlanSelect } from './form-parts';
import { useCatalogue } from './use-catalogue';

/** /services/:serviceId/sessions/:sessionId/batch-enroll: enrol many clients in a session with one plan. */
export default function BatchEnrollScreen() {
  const { serviceId = '', sessionId = '' } = useParams();
  const catalogue = useCatalogue();
  const [clients, setClients] = useState<PickerPerson[]>([]);
  const [planName, setPlanName] = useState('');
  const [enrollmentType, setEnrollmentType] = useState('FULL_SESSION');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ error?: string | null; warnings: string[] } | null>(null);
  const [batchEnroll, { loading }] = useMutation(BATCH_ENROLL);
  if (catalogue.loading) return <Loader aria-label="Loading" />;
  const service = catalogue.services.find((s) => s.id === serviceId);
  const session = service?.sessions.find((s) => s.id === sessionId);
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!clients.length) found.clientIds = USER_ERROR_TEXT.REQUIRED_FIELD('clientIds');
    if (!planName) found.planName = USER_ERROR_TEXT.REQUIRED_FIELD('planName');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const r = (
        await batchEnroll({
          variables: {
            business: catalogue.business,
            sessionId,
            clientIds: clients.map((c) => c.id),
            planName,
            enrollmentType,
          },
        })
      ).data?.batchEnroll;
      if (r?.status === 'ok') {
        notify({ status: 'info', title: 'Success' });
        setClients([]);
        setResult({ warnings: r.warnings ?? [] });
      } else setResult({ error: r?.error || 'The clients were not enrolled', warnings: [] });
    } catch (e) {
      setResult({ error: errorMessage(e), warnings: [] });
    }
  };
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={2}>Batch enroll</Title>
        <Text c="dimmed">{[service?.name, session?.name].filter(Boolean).join(' · ')}</Text>
      </div>
      <Paper withBorder p="md">
        <Stack>
          <ClientsPicker value={clients} onChange={setClients} error={errors.clientIds} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PlanSelect service={service} value={planName} error={errors.planName} onChange={setPlanName} />
            <Select
              label="Enrollment type"
              data={ENROLLMENT_TYPES.filter((t) => t.value !== 'DROP_IN').map((t) => ({
                value: t.value,
                label: t.label,
              }))}
              value={enrollmentType}
              allowDeselect={false}
              onChange={(v) => setEnrollmentType(v ?? 'FULL_SESSION')}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <FormError error={result?.error} />
          {result && !result.error && (
            <Alert color="green" title="Enrolled">
              {result.warnings.length ? result.warnings.join(' ') : 'The clients were enrolled.'}
            </Alert>
          )}
          <FormActions
            cancelLabel="Back"
            cancelTo={`/services/${serviceId}/edit#Sessions`}
            submitLabel="Enroll"
            onSubmit={submit}
            loading={loading}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
