import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { ClientSchedule } from '../schedule/client-schedule';
import { modals } from '@mantine/modals';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { statusLabel } from './client-list-model';
import { ClientProfile, DELETE_PEOPLE } from './clients.graphql';
import { PersonAvatar } from './people-table';
import { FEATURE_TABS, memberLabel } from './profile-model';
import {
  AttributesSection,
  ContactSection,
  FamilySection,
  FlagsSection,
  TagsSection,
} from './profile-sections';
import { useBusinessName, useCan } from './use-business';
import { ProfileUnavailable, useClientProfile } from './use-client-profile';

/** Delete, after a confirmation (deletePeople); the list of clients follows. */
function useDelete(person: ClientProfile) {
  const business = useBusinessName();
  const navigate = useNavigate();
  const [remove] = useMutation(DELETE_PEOPLE);
  return () =>
    modals.openConfirmModal({
      title: `Delete ${person.name}?`,
      children: (
        <Text size="sm">
          This removes {person.name} and their family links for good. Their account managers and dependents
          stay.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { data } = await remove({ variables: { business, id: person.id } });
          const result = data?.deletePeople;
          if (result?.status === 'ok') {
            notify({ status: 'info', title: 'Success' });
            navigate('/clients');
            return;
          }
          notify({ status: 'error', title: 'Error', message: result?.error || 'The client was not deleted' });
        } catch (error) {
          notify({ status: 'error', title: 'Error', message: errorMessage(error) });
        }
      },
    });
}

function Header({ person }: { person: ClientProfile }) {
  const can = useCan();
  const confirmDelete = useDelete(person);
  const label = memberLabel(person);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap">
          <PersonAvatar name={person.name} photo={person.profilePhoto} size={80} />
          <Stack gap={4}>
            <Title order={2}>{person.name}</Title>
            <Group gap={6}>
              {label && (
                <Badge color={label === 'Member' ? 'green' : 'gray'} variant="filled">
                  {label}
                </Badge>
              )}
              {person.status && <Badge variant="light">{statusLabel(person.status)}</Badge>}
              {person.hiddenAt && (
                <Badge color="gray" variant="outline">
                  Hidden
                </Badge>
              )}
            </Group>
            {person.staffRole && (
              <Text size="sm">
                A staff member:{' '}
                <Anchor component={Link} to={`/staff/${person.id}`}>
                  staff profile
                </Anchor>
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {can('update', 'PEOPLE') && (
            <Button component={Link} to={`/clients/${person.id}/edit`}>
              Edit
            </Button>
          )}
          {can('merge', 'PEOPLE') && (
            <Button component={Link} to={`/clients/${person.id}/merge`} variant="default">
              Merge
            </Button>
          )}
          {can('delete', 'PEOPLE') && (
            <Button color="red" variant="light" onClick={confirmDelete}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The profile's pages of other features: each says it comes with its feature, and links to its page. */
function FeatureTabs({ person }: { person: ClientProfile }) {
  return (
    <Tabs defaultValue={FEATURE_TABS[0].value} keepMounted={false}>
      <Tabs.List>
        {FEATURE_TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {FEATURE_TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="sm">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {tab.pending}
            </Text>
            <Anchor component={Link} to={`/clients/${person.id}/${tab.page}`} size="sm">
              Open {tab.label.toLowerCase()}
            </Anchor>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** /clients/:clientId: the client profile (001 §2.2). */
export default function ClientProfileScreen() {
  const { clientId = '' } = useParams();
  const state = useClientProfile(clientId);
  const { person } = state;
  if (!person) return <ProfileUnavailable state={state} />;
  return (
    <Stack gap="md">
      <Header person={person} />
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
        <ContactSection person={person} />
        <FamilySection person={person} />
        <Stack gap="md">
          <TagsSection tags={person.tags} />
          <FlagsSection flags={person.flags} />
          <AttributesSection attributes={person.customAttributes} />
        </Stack>
      </SimpleGrid>
      <Paper withBorder p="md">
        <ClientSchedule clientId={person.id} />
      </Paper>
      <Paper withBorder p="md">
        <FeatureTabs person={person} />
      </Paper>
    </Stack>
  );
}
