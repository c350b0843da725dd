import { Link } from 'react-router';
import { Anchor, Avatar, Badge, Group, Table, Text } from '@mantine/core';
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

/** Rows of people as the client lists show them, each linking to its profile (001 §2.2). */
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
                {p.status ? (
                  <Badge variant="light" styles={{ label: { overflow: 'visible' } }}>
                    {statusLabel(p.status)}
                  </Badge>
                ) : (
                  '-'
                )}
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
