import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { getFragmentData } from '../../gql';
import { SEARCH_DEBOUNCE_MS } from '../search/search-model';
import { CLIENT_ROW, ClientProfile, MERGE_PEOPLE, MERGE_SEARCH } from './clients.graphql';
import { MERGE_EXPLAINED, compareRecords, mergeArguments } from './merge-model';
import { PersonAvatar } from './people-table';
import { useBusinessName } from './use-business';
import { ProfileUnavailable, useClientProfile } from './use-client-profile';

/** The other record: a search (30 clients), then a pick among the people found. */
function FindOther({
  exclude,
  picked,
  onPick,
}: {
  exclude: string;
  picked: string | null;
  onPick: (id: string) => void;
}) {
  const business = useBusinessName();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(
    MERGE_SEARCH,
    debounced && business
      ? { variables: { business, search: debounced, limit: PEOPLE_LIMITS.personSearch } }
      : skipToken,
  );
  const found = getFragmentData(CLIENT_ROW, data?.people ?? []).filter((p) => p.id !== exclude);
  return (
    <Stack gap="xs">
      <TextInput
        label="Find the other record"
        placeholder="Name, e-mail or phone"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={loading ? <Loader size="xs" aria-label="Searching" /> : null}
        maw={420}
      />
      {debounced && data && found.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody found
        </Text>
      )}
      <Stack gap={4} role="list" aria-label="People found">
        {found.map((p) => (
          <UnstyledButton
            key={p.id}
            role="listitem"
            onClick={() => onPick(p.id)}
            aria-label={`Pick ${p.name}`}
            aria-current={p.id === picked || undefined}
            p={4}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              background: p.id === picked ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar name={p.name} photo={p.profilePhoto} size={32} />
              <div>
                <Text size="sm" fw={600}>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[p.email, p.primaryPhone].filter(Boolean).join(' · ') || '-'}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}

/** Both records side by side, field by field, and which one is kept. */
function SideBySide({
  left,
  right,
  keepId,
  onKeep,
}: {
  left: ClientProfile;
  right: ClientProfile;
  keepId: string;
  onKeep: (id: string) => void;
}) {
  const rows = compareRecords(left, right);
  const head = (p: ClientProfile) => (
    <Table.Th>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <PersonAvatar name={p.name} photo={p.profilePhoto} size={32} />
          <Anchor component={Link} to={`/clients/${p.id}`}>
            {p.name}
          </Anchor>
        </Group>
        <Radio value={p.id} label="Keep this record" />
      </Stack>
    </Table.Th>
  );
  return (
    <Radio.Group value={keepId} onChange={onKeep} aria-label="Record to keep">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Records compared" withColumnBorders verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>Field</Table.Th>
              {head(left)}
              {head(right)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label} data-differs={row.differs || undefined}>
                <Table.Td c="dimmed">{row.label}</Table.Td>
                <Table.Td fw={row.differs ? 600 : undefined}>{row.left}</Table.Td>
                <Table.Td fw={row.differs ? 600 : undefined}>{row.right}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Radio.Group>
  );
}

/** /clients/:clientId/merge: find a duplicate of a client, compare both, keep one (mergePeople). */
export default function MergeScreen() {
  const { clientId = '' } = useParams();
  const business = useBusinessName();
  const navigate = useNavigate();
  const state = useClientProfile(clientId);
  const current = state.person;
  const [otherId, setOtherId] = useState<string | null>(null);
  const { person: other } = useClientProfile(otherId);
  const [keepId, setKeepId] = useState(clientId);
  const [merge, merging] = useMutation(MERGE_PEOPLE);

  const args = mergeArguments([clientId, other?.id ?? null], keepId);
  const names = new Map([current, other].filter((p): p is ClientProfile => !!p).map((p) => [p.id, p.name]));

  async function run(variables: { toDeleteId: string; toKeepId: string }) {
    try {
      const { data: result } = await merge({ variables: { business, ...variables } });
      const answer = result?.mergePeople;
      if (answer?.status === 'ok') {
        notify({ status: 'info', title: 'Success' });
        navigate(`/clients/${variables.toKeepId}`);
        return;
      }
      notify({ status: 'error', title: 'Error', message: answer?.error || 'The records were not merged' });
    } catch (e) {
      notify({ status: 'error', title: 'Error', message: errorMessage(e) });
    }
  }

  const confirm = () => {
    if (!args) return;
    modals.openConfirmModal({
      title: `Keep ${names.get(args.toKeepId)} and delete ${names.get(args.toDeleteId)}?`,
      children: <Text size="sm">{MERGE_EXPLAINED}</Text>,
      labels: { confirm: 'Merge', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(args),
    });
  };

  if (!current) return <ProfileUnavailable state={state} />;
  return (
    <Stack gap="md">
      <Title order={2}>Merge {current.name}</Title>
      <Text size="sm" c="dimmed" maw={720}>
        {MERGE_EXPLAINED}
      </Text>
      <Paper withBorder p="md">
        <FindOther exclude={current.id} picked={otherId} onPick={setOtherId} />
      </Paper>
      {other && other.id === otherId && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <SideBySide left={current} right={other} keepId={keepId} onKeep={setKeepId} />
            <Group>
              <Button color="red" onClick={confirm} disabled={!args} loading={merging.loading}>
                Merge
              </Button>
              <Button component={Link} to={`/clients/${current.id}`} variant="default">
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
