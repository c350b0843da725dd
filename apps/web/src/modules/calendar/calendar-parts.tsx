import { Anchor, Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventProps } from 'react-big-calendar';
import { photoUrl } from '../staff/person-model';
import { headerLines, ResourceColumn } from './calendar-columns';
import type { CalendarItem } from './calendar-items';
import { middleTruncate } from './header-text';

/** Initials of a name for a photo-less avatar. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * A column's header (001 §2.7): a room with its location above and its description below, a staff
 * member with their photo linking to their profile, or a service; each line truncated in the middle
 * to 18 characters (002 §2.5), the whole text in its tooltip.
 */
export function ResourceHeader({ resource }: { resource: ResourceColumn }) {
  const full = [resource.group, resource.title, resource.detail].filter(Boolean).join(' — ');
  if (resource.kind === 'staff' && resource.href) {
    return (
      <Anchor
        component={Link}
        to={resource.href}
        title={resource.title}
        aria-label={resource.title}
        underline="never"
        c="inherit"
      >
        <Stack gap={2} align="center" py={4}>
          <Avatar src={photoUrl(resource.photo, 32)} alt="" size={32} radius="xl">
            {initials(resource.title)}
          </Avatar>
          <Text size="xs" fw={600} lh={1.2}>
            {middleTruncate(resource.title)}
          </Text>
        </Stack>
      </Anchor>
    );
  }
  const lines = headerLines(resource);
  const titleLine = resource.group ? 1 : 0;
  return (
    <Stack gap={0} py={4} title={full} aria-label={full} data-resource={resource.id}>
      {lines.map((line, i) => (
        <Text
          key={i}
          size="xs"
          lh={1.25}
          fw={i === titleLine ? 600 : 400}
          c={i === titleLine ? undefined : 'dimmed'}
        >
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** An item on the calendar: the event's name with its status suffix and a lock when locked. */
export function EventBox({ event: item, title }: EventProps<CalendarItem>) {
  if (item.kind !== 'event') {
    return (
      <Text size="xs" lh={1.2} fs={item.kind === 'blocked' ? 'italic' : undefined}>
        {title}
      </Text>
    );
  }
  const clients = item.event?.clients.map((c) => c.name).join(', ');
  return (
    <Box data-event-id={item.id} style={{ overflow: 'hidden' }}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {item.locked && (
          <span role="img" aria-label="Locked" title="Locked">
            🔒
          </span>
        )}
        <Text size="xs" fw={600} lh={1.2} td={item.cancelled ? 'line-through' : undefined}>
          {title}
        </Text>
      </Group>
      {clients && (
        <Text size="xs" lh={1.2} style={{ opacity: 0.9 }}>
          {clients}
        </Text>
      )}
    </Box>
  );
}
