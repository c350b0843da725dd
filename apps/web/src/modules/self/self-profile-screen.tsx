import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { can } from '@tempo/permissions';
import { getFragmentData } from '../../gql';
import { subjectOf, useSession } from '../../app/session';
import { CalendarFeedPart } from '../calendar-feed/calendar-feed-part';
import { ContactDetails, ProfileHeader, ProfilePart } from '../staff/person-card';
import { formatBirthdate, photoUrl } from '../staff/person-model';
import { LoadStatus, useBusinessName } from '../staff/screen-helpers';
import { initialsOf } from '../staff/staff-list-model';
import { AddDependentModal } from './add-dependent-modal';
import { DependentSelector } from './dependent-selector';
import { SelfSchedule } from '../schedule/self-schedule';
import { DEPENDENT_SUMMARY, DependentSummary, MYSELF, SELF_DETAILS } from './self.graphql';
import { selfBase, selfSubPages } from './self-model';

/** Reads the signed-in client (myself), or one of their dependents by id. */
export function useMyself(dependentId?: string) {
  const business = useBusinessName();
  const query = useQuery(MYSELF, {
    variables: { business, id: dependentId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const me = query.data?.myself;
  const person = me ? getFragmentData(SELF_DETAILS, me) : undefined;
  const dependents = (me?.dependents ?? []).map((d) => getFragmentData(DEPENDENT_SUMMARY, d));
  return { ...query, business, person, dependents };
}

function Dependents({ business, dependents }: { business: string; dependents: DependentSummary[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <ProfilePart title="Dependents">
      {dependents.length === 0 && (
        <Text size="sm" c="dimmed">
          No dependents yet.
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {dependents.map((d) => (
          <Group key={d.id} component="li" gap="sm" wrap="nowrap">
            <Avatar src={photoUrl(d.profilePhoto, 38)} alt="" radius="xl">
              {initialsOf(d)}
            </Avatar>
            <div>
              <Anchor component={Link} to={selfBase(d.id)} fw={600}>
                {d.name}
              </Anchor>
              {d.birthdate && (
                <Text size="xs" c="dimmed">
                  Born {formatBirthdate(d.birthdate)}
                </Text>
              )}
            </div>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button variant="light" onClick={() => setAdding(true)}>
          Add a dependent
        </Button>
      </Group>
      <AddDependentModal business={business} opened={adding} onClose={() => setAdding(false)} />
    </ProfilePart>
  );
}

/**
 * /clients/self and /clients/self/dependent/:dependentId (SELF read): the client's own profile,
 * or a dependent's, with the dependent selector, Edit, the dependents (account holder) and the
 * links to the other self pages.
 */
export default function SelfProfileScreen() {
  const { dependentId } = useParams();
  const { user } = useSession();
  const { person, dependents, business, loading, error } = useMyself(dependentId);
  const subject = subjectOf(user);
  if (!person) return <LoadStatus title="My profile" loading={loading} error={error} />;
  const base = selfBase(dependentId);
  const pages = selfSubPages(subject, dependentId);
  return (
    <Stack gap="md" maw={960}>
      <DependentSelector dependentId={dependentId} />
      <ProfileHeader
        person={person}
        badges={dependentId ? <Text c="dimmed">Dependent</Text> : undefined}
        actions={
          can(subject, 'update', 'SELF') && (
            <Button component={Link} to={`${base}/edit`}>
              Edit
            </Button>
          )
        }
      />
      <ContactDetails person={person} />
      {can(subject, 'update', 'SELF') && <CalendarFeedPart business={business} personId={dependentId} />}
      {!dependentId && <Dependents business={business} dependents={dependents} />}
      {can(subject, 'list', 'SELF_EVENTS') && <SelfSchedule dependentId={dependentId} withSelector={false} />}
      {pages.length > 0 && (
        <ProfilePart title="More">
          <Group gap="md">
            {pages.map((p) => (
              <Anchor key={p.to} component={Link} to={p.to} size="sm">
                {p.label}
              </Anchor>
            ))}
          </Group>
        </ProfilePart>
      )}
    </Stack>
  );
}
