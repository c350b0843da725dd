import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, CopyButton, Group, Select, Text, TextInput } from '@mantine/core';
import { ProfilePart } from '../staff/person-card';
import { saveWithToasts } from '../staff/screen-helpers';
import { DEFAULT_PERIOD_MONTHS, PERIOD_OPTIONS, feedOfKind, feedStatusText } from './calendar-feed-model';
import { REVOKE_ICAL_URL, SELF_CREATE_ICAL_URL, SELF_ICAL_FEEDS } from './calendar-feed.graphql';

/**
 * The 'Calendar feed' card of the client self profile (the client's or a dependent's lessons) and of the
 * staff self page (the teaching calendar): make a secret iCalendar URL for a period, copy it (it is shown
 * only once), make a new one or revoke it.
 */
export function CalendarFeedPart({
  business,
  personId,
  staffCalendar = false,
}: {
  business: string;
  /** A dependent's id; none for oneself. */
  personId?: string;
  staffCalendar?: boolean;
}) {
  const variables = { business, id: personId ?? null };
  const feeds = useQuery(SELF_ICAL_FEEDS, { variables, fetchPolicy: 'cache-and-network' });
  const [months, setMonths] = useState(String(DEFAULT_PERIOD_MONTHS));
  const [url, setUrl] = useState<string | null>(null);
  const [create, creating] = useMutation(SELF_CREATE_ICAL_URL, { refetchQueries: ['SelfIcalFeeds'] });
  const [revoke, revoking] = useMutation(REVOKE_ICAL_URL, { refetchQueries: ['SelfIcalFeeds'] });
  const feed = feedOfKind(feeds.data?.selfIcalFeeds, staffCalendar);

  const make = async () => {
    const done = await saveWithToasts(
      async () =>
        (await create({ variables: { ...variables, periodMonth: Number(months), staffCalendar } })).data
          ?.selfCreateIcalUrl,
      'The calendar URL was not made',
    );
    if (done?.url) setUrl(done.url);
  };
  const stop = async () => {
    const done = await saveWithToasts(
      async () => (await revoke({ variables: { ...variables, staffCalendar } })).data?.revokeIcalUrl,
      'The calendar URL was not revoked',
    );
    if (done) setUrl(null);
  };

  return (
    <ProfilePart title="Calendar feed">
      <Text size="sm" c="dimmed">
        {feedStatusText(feed, { staffCalendar, dependent: !!personId })}
      </Text>
      {url && (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Calendar URL (shown once: copy it into your calendar app)"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Group gap="sm" align="flex-end">
        <Select
          label="Months ahead"
          data={PERIOD_OPTIONS}
          value={months}
          onChange={(v) => v && setMonths(v)}
          allowDeselect={false}
          w={140}
        />
        <Button onClick={make} loading={creating.loading}>
          {feed || url ? 'Make a new calendar URL' : 'Make a calendar URL'}
        </Button>
        {(feed || url) && (
          <Button variant="light" color="red" onClick={stop} loading={revoking.loading}>
            Revoke
          </Button>
        )}
      </Group>
    </ProfilePart>
  );
}
