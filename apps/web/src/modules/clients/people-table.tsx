import { Link } from 'react-router';
import { Anchor, Avatar, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { CLIENT_ROW, ClientRow } from './clients.graphql';
import { initialsOf, personPath, statusLabel } from './client-list-model';

/** A person's photo, or their initials (001 §9: avatars are 50 px by default). */
export function PersonAvatar({
  name,
  photo,
  size = 50,
}: {
  name: string;
  photo?: string | null;
  size?: number;
}) {
  return (
    <Avatar src={photo || null} alt={name} radius="xl" size={size} color="indigo">
      {initialsOf(name)}
    </Avatar>
  );
}

function TagList({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return <Text c="dimmed">-</Text>;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" size="sm">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

function StatusBadge({ status }: { status: string | null }) {
  if (!status) return <>-</>;
  return (
    <Badge variant="light" styles={{ label: { overflow: 'visible' } }}>
      {statusLabel(status)}
    </Badge>
  );
}

/** On a phone, each person is a card: photo, name, e-mail, phone, status and tags one under another. */
function PeopleCards({
  label,
  people,
  emptyText,
}: {
  label: string;
  people: readonly ClientRow[];
  emptyText: string;
}) {
  if (!people.length) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {people.map((p) => (
        <Paper key={p.id} withBorder p="sm" role="listitem" data-person={p.id}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <PersonAvatar name={p.name} photo={p.profilePhoto} size={40} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={personPath(p)} fw={600}>
                {p.name}
              </Anchor>
              {p.email && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {p.email}
                </Text>
              )}
              {p.primaryPhone && <Text size="sm">{p.primaryPhone}</Text>}
              <Group gap={4}>
                <StatusBadge status={p.status} />
                {p.tags.map((tag) => (
                  <Badge key={tag} variant="outline" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * People as the client lists show them, each linking to its profile (001 §2.2): a table, or
 * cards on a phone.
 */
export function PeopleTable({
  label,
  rows,
  emptyText,
}: {
  label: string;
  rows: ReadonlyArray<FragmentType<typeof CLIENT_ROW>>;
  emptyText: string;
}) {
  const people: readonly ClientRow[] = getFragmentData(CLIENT_ROW, rows);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (phone) return <PeopleCards label={label} people={people} emptyText={emptyText} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Tags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((p) => (
            <Table.Tr key={p.id} data-person={p.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <PersonAvatar name={p.name} photo={p.profilePhoto} size={36} />
                  <Anchor component={Link} to={personPath(p)} fw={600}>
                    {p.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{p.email || '-'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.primaryPhone || '-'}</Table.Td>
              <Table.Td>
                <StatusBadge status={p.status} />
              </Table.Td>
              <Table.Td>
                <TagList tags={p.tags} />
              </Table.Td>
            </Table.Tr>
          ))}
          {people.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">{emptyText}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
