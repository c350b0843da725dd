import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { BUSINESS_LIST_QUERY } from './business-admin.graphql';
import { STATUS_OPTIONS, filterBusinesses } from './business-list-model';
import { BusinessTable } from './business-table';
import { CreateBusinessModal } from './create-business-modal';

/** /business: every business for holders of ALL_BUSINESSES list (000 §2.5). */
export default function AllBusinessesScreen() {
  const { data, loading, error, refetch } = useQuery(BUSINESS_LIST_QUERY, { fetchPolicy: 'network-only' });
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);

  const all = data?.allBusinesses;
  const shown = useMemo(() => filterBusinesses(all ?? [], { text, status }), [all, text, status]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>All businesses</Title>
        <Button onClick={() => setCreating(true)}>Create business</Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search businesses"
          placeholder="Name, full name or e-mail"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
          clearable
          w={220}
        />
        {all && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown.length} of {all.length} businesses
          </Text>
        )}
      </Group>
      {loading && !all && <Loader aria-label="Loading" />}
      {error && !all && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {all && <BusinessTable businesses={shown} />}
      <CreateBusinessModal opened={creating} onClose={() => setCreating(false)} onCreated={() => refetch()} />
    </Stack>
  );
}
