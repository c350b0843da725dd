import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import type { FragmentType } from '../../gql';
import { personPath } from './client-list-model';
import { ClientProfile, PERSON_LINK } from './clients.graphql';
import { PersonAvatar } from './people-table';
import { addressLines } from './profile-model';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

function PeopleLinks({
  label,
  people,
}: {
  label: string;
  people: ReadonlyArray<FragmentType<typeof PERSON_LINK>>;
}) {
  const list = getFragmentData(PERSON_LINK, people);
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {list.length === 0 ? (
        <Empty text="None" />
      ) : (
        <Stack gap={4} mt={4}>
          {list.map((p) => (
            <Group key={p.id} gap="xs" wrap="nowrap">
              <PersonAvatar name={p.name} photo={p.profilePhoto} size={28} />
              <Anchor component={Link} to={personPath(p)} size="sm">
                {p.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}

/** Account managers, dependents and peers (001 §1 families), each linking to their profile. */
export function FamilySection({ person }: { person: ClientProfile }) {
  return (
    <Section title="Family">
      <PeopleLinks label="Account managers" people={person.accountManagers} />
      <PeopleLinks label="Dependents" people={person.dependents} />
      <PeopleLinks label="Peers" people={person.peers} />
    </Section>
  );
}

const Line = ({ label, value }: { label: string; value: ReactNode }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Group>
);

export function ContactSection({ person }: { person: ClientProfile }) {
  const address = addressLines(person);
  return (
    <Section title="Contact">
      <Line
        label="E-mail"
        value={person.email ? <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> : '-'}
      />
      <Line
        label="Phones"
        value={
          person.phones.length
            ? person.phones.map((phone) => (
                <div key={phone}>
                  <Anchor href={`tel:${phone}`}>{phone}</Anchor>
                </div>
              ))
            : '-'
        }
      />
      <Line label="Address" value={address.length ? address.map((l) => <div key={l}>{l}</div>) : '-'} />
      <Line label="Birth date" value={person.birthdate || '-'} />
      <Line label="Gender" value={person.gender || '-'} />
      <Line label="Photo release" value={person.photoRelease ? 'Yes' : 'No'} />
      <Line label="Joined" value={person.joinedAt.slice(0, 10)} />
    </Section>
  );
}

export function TagsSection({ tags }: { tags: readonly string[] }) {
  return (
    <Section title="Tags">
      {tags.length ? (
        <Group gap={6}>
          {tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
        </Group>
      ) : (
        <Empty text="No tags" />
      )}
    </Section>
  );
}

export function AttributesSection({ attributes }: { attributes: ClientProfile['customAttributes'] }) {
  return (
    <Section title="Custom attributes">
      {attributes.length ? (
        <Table aria-label="Custom attributes" withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {attributes.map((a) => (
              <Table.Tr key={a.name}>
                <Table.Td c="dimmed" w="40%">
                  {a.name}
                </Table.Td>
                <Table.Td>{a.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Empty text="No custom attributes" />
      )}
    </Section>
  );
}

export function FlagsSection({ flags }: { flags: ClientProfile['flags'] }) {
  return (
    <Section title="Flags">
      {flags.length ? (
        flags.map((f) => (
          <div key={f.reason}>
            <Badge color="red" variant="light">
              {f.reason}
            </Badge>
            {f.note && (
              <Text size="sm" mt={2}>
                {f.note}
              </Text>
            )}
            {f.createdAt && (
              <Text size="xs" c="dimmed">
                Since {f.createdAt.slice(0, 10)}
              </Text>
            )}
          </div>
        ))
      ) : (
        <Empty text="No flags" />
      )}
    </Section>
  );
}
