import { ReactNode } from 'react';
import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { initialsOf } from './staff-list-model';
import { StoredContact, addressLine, formatBirthdate, photoUrl } from './person-model';

/** A labelled value of a profile; nothing when the value is empty. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** A titled part of a profile. */
export function ProfilePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A part of a profile whose feature is not built yet: it says so and names the feature. */
export function PendingPart({ title, feature }: { title: string; feature: string }) {
  return (
    <ProfilePart title={title}>
      <Text size="sm" c="dimmed">
        Not built yet: this part comes with the {feature} feature.
      </Text>
    </ProfilePart>
  );
}

/** The photo (or initials) and the name of a profile, with badges and actions beside them. */
export function ProfileHeader({
  person,
  badges,
  actions,
}: {
  person: { name: string; firstName: string; lastName: string; profilePhoto?: string | null };
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Group wrap="nowrap" gap="md">
        <Avatar src={photoUrl(person.profilePhoto, 72)} alt="" size={72} radius="xl">
          {initialsOf(person)}
        </Avatar>
        <Stack gap={4}>
          <Title order={2}>{person.name}</Title>
          {badges && <Group gap="xs">{badges}</Group>}
        </Stack>
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

/** The contact details of a person: e-mail, phones, address, birth date, gender, time zone. */
export function ContactDetails({
  person,
}: {
  person: Omit<StoredContact, 'firstName' | 'lastName'> & { address?: string | null };
}) {
  const address = addressLine(person);
  const empty = !person.email && !person.phones.length && !address && !person.birthdate && !person.gender;
  return (
    <ProfilePart title="Contact">
      {empty && (
        <Text size="sm" c="dimmed">
          No contact details.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Detail label="E-mail">{person.email}</Detail>
        <Detail label="Phone">{person.phones.join(', ')}</Detail>
        <Detail label="Address">{address}</Detail>
        <Detail label="Date of birth">{formatBirthdate(person.birthdate)}</Detail>
        <Detail label="Gender">{person.gender}</Detail>
        <Detail label="Time zone">{person.timezone}</Detail>
      </SimpleGrid>
    </ProfilePart>
  );
}
