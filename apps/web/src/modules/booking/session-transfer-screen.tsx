import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { getFragmentData } from '../../gql';
import { notify } from '../../app/notify';
import type { PickerPerson } from '../people-pickers/pickers.graphql';
import { TransferValues, validateTransfer } from './enrolment-model';
import { TRANSFER_ENROLMENT } from './enrolment.graphql';
import { BOOKING_OUTCOME } from './outcome.graphql';
import { ClientsPicker, PlanSelect, ServiceSelect } from './form-parts';
import { optionsOf, useCatalogue } from './use-catalogue';

/** /session/transfer: move a client's enrolment from one session of a service to another, from a date on. */
export default function SessionTransferScreen() {
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const [client, setClient] = useState<PickerPerson[]>([]);
  const [values, setValues] = useState<TransferValues>({
    clientId: '',
    serviceId: '',
    fromSessionId: '',
    toSessionId: '',
    fromDate: '',
    planName: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [transfer, { loading }] = useMutation(TRANSFER_ENROLMENT);
  if (catalogue.loading) return <Loader aria-label="Loading" />;
  const service = catalogue.services.find((s) => s.id === values.serviceId);
  const sessions = optionsOf(service?.sessions ?? []);
  const set = (patch: Partial<TransferValues>) => {
    setValues({ ...values, ...patch });
    setServerError(null);
  };
  const submit = async () => {
    const v = { ...values, clientId: client[0]?.id ?? '' };
    const found = validateTransfer(v);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const result = getFragmentData(
        BOOKING_OUTCOME,
        (
          await transfer({
            variables: {
              business: catalogue.business,
              clientId: v.clientId,
              fromSessionId: v.fromSessionId,
              toSessionId: v.toSessionId,
              fromDate: v.fromDate || null,
              planName: v.planName || null,
            },
          })
        ).data?.transferEnrolment,
      );
      if (result?.status !== 'ok')
        return setServerError(result?.error || 'The enrolment was not transferred');
      notify({ status: 'info', title: 'Success' });
      navigate(`/clients/${v.clientId}/all-schedules`);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  return (
    <Stack gap="md" maw={820}>
      <Title order={2}>Transfer</Title>
      <Paper withBorder p="md">
        <Stack>
          <ClientsPicker label="Client" max={1} value={client} onChange={setClient} error={errors.clientId} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ServiceSelect
              services={catalogue.services.filter((s) => s.hasSessions)}
              value={values.serviceId}
              onChange={(serviceId) => set({ serviceId, fromSessionId: '', toSessionId: '', planName: '' })}
            />
            <PlanSelect
              label="Plan (optional)"
              clearable
              service={service}
              value={values.planName}
              onChange={(planName) => set({ planName })}
            />
            <Select
              label="From session"
              data={sessions}
              value={values.fromSessionId || null}
              error={errors.fromSessionId}
              onChange={(v) => set({ fromSessionId: v ?? '' })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="To session"
              data={sessions}
              value={values.toSessionId || null}
              error={errors.toSessionId}
              onChange={(v) => set({ toSessionId: v ?? '' })}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              type="date"
              label="From date (optional)"
              value={values.fromDate}
              onChange={(e) => set({ fromDate: e.currentTarget.value })}
            />
          </SimpleGrid>
          {serverError && (
            <Alert color="red" title="Error">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
            <Button onClick={submit} loading={loading}>
              Transfer
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
