import { useState } from 'react';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../app/errors';
import { timezoneLabel } from '../timezone/timezone-model';
import { TimeOffCard } from './time-off-card';
import { TimeOffForm } from './time-off-form';
import { TIME_OFF_STATUSES } from './time-off-model';
import { TIME_OFF_ITEM, TIME_OFF_REQUESTS } from './time-off.graphql';
import { useTimeOffContext } from './use-time-off-context';

/** /timeoff: my time off requests (managers: everyone's, by status), 'Request time off'. */
export default function TimeOffScreen() {
  const ctx = useTimeOffContext();
  const [status, setStatus] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const { data, loading, error } = useQuery(
    TIME_OFF_REQUESTS,
    ctx.business
      ? { variables: { business: ctx.business, status }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  useLoadErrorToast(error);
  const requests = data?.timeOffRequests.map((r) => getFragmentData(TIME_OFF_ITEM, r));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Time off</Title>
        {ctx.rights.request && <Button onClick={() => setRequesting(true)}>Request time off</Button>}
      </Group>
      <Group align="flex-end" justify="space-between">
        {ctx.rights.listAll ? (
          <Select
            label="Status"
            placeholder="All"
            clearable
            data={TIME_OFF_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
            value={status}
            onChange={setStatus}
            w={220}
          />
        ) : (
          <span />
        )}
        <Text size="sm" c="dimmed">
          {timezoneLabel(ctx.zone)}
        </Text>
      </Group>
      {(loading || ctx.loading) && !requests && <Loader aria-label="Loading" />}
      {error && !requests && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {requests && requests.length === 0 && <Text c="dimmed">No time off requests.</Text>}
      {requests && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {requests.map((r) => (
            <TimeOffCard key={r.id} business={ctx.business} request={r} rights={ctx.rights} zone={ctx.zone} />
          ))}
        </SimpleGrid>
      )}
      <Modal opened={requesting} onClose={() => setRequesting(false)} title="Request time off">
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {timezoneLabel(ctx.zone)}
          </Text>
          <TimeOffForm
            business={ctx.business}
            zone={ctx.zone}
            categories={ctx.categories}
            onSaved={() => setRequesting(false)}
            onCancel={() => setRequesting(false)}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
