import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Divider, Indicator, Popover, Stack, Text } from '@mantine/core';
import { can } from '@tempo/permissions';
import { subjectOf, useSession } from '../../app/session';
import {
  BELL_RELEASES,
  formatReleaseDate,
  markReleasesSeen,
  readLastSeen,
  unseenReleases,
} from './changelog-model';
import { RELEASES, Release } from './releases';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

export interface ChangelogBellProps {
  /** The releases to announce, newest first; the ones shipped with this build by default. */
  releases?: readonly Release[];
}

/**
 * The release-notes bell of the top navbar (000 §2.8): for users with CHANGELOG view, on
 * large and medium screens. It counts the releases this browser has not seen yet; opening it
 * shows the newest ones and marks them seen.
 */
export function ChangelogBell({ releases = RELEASES }: ChangelogBellProps) {
  const { user } = useSession();
  const [unseen, setUnseen] = useState(() => unseenReleases(releases, readLastSeen()).length);
  const [opened, setOpened] = useState(false);
  if (!user || !can(subjectOf(user), 'view', 'CHANGELOG')) return null;

  const toggle = () => {
    if (!opened) {
      markReleasesSeen(releases);
      setUnseen(0);
    }
    setOpened(!opened);
  };
  const label = unseen > 0 ? `Release notes, ${unseen} new` : 'Release notes';

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator
          label={unseen}
          size={16}
          disabled={unseen === 0}
          visibleFrom="md"
          data-testid="changelog-bell"
        >
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={toggle}>
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {releases.slice(0, BELL_RELEASES).map((release, i) => (
            <div key={release.version}>
              {i > 0 && <Divider mb="xs" />}
              <Text fw={600} size="sm">
                {release.title}
              </Text>
              <Text size="xs" c="dimmed">
                {release.version} · <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>
              </Text>
              <Text size="sm" component="ul" pl="md" my={4}>
                {release.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </Text>
            </div>
          ))}
          <Anchor component={Link} to="/changelog" size="sm" onClick={() => setOpened(false)}>
            See all
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
