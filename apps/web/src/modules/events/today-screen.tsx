import { Link } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { timezoneLabel } from '../timezone/timezone-model';
import { formatDate } from '../timezone/zoned-time';
import { EventCard } from './event-card';
import { EVENT_DETAILS, STAFF_SELF_SCHEDULE } from './events.graphql';
import { useEventRights } from './use-event-rights';
import { useZone } from './use-zone';

/** Events of one day a teacher can have at most. */
const DAY_LIMIT = 200;

/**
 * /today: the signed-in staff member's own teaching day in the chosen zone, each event with its
 * clients and, for those allowed, one-tap attendance.
 */
export default function TodayScreen() {
  const { business, zone, today, loading: zoneLoading } = useZone();
  const rights = useEventRights();
  const { data, loading, error } = useQuery(
    STAFF_SELF_SCHEDULE,
    business && !zoneLoading
      ? {
          variables: { business, fromDate: today, toDate: today, limit: DAY_LIMIT },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  useLoadErrorToast(error);
  const events = data?.staffSelfSchedule
    .map((e) => getFragmentData(EVENT_DETAILS, e))
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>Today</Title>
          <Text c="dimmed">{formatDate(today)}</Text>
        </div>
        {rights.book && (
          <Button component={Link} to="/appointment/create">
            Book Appointment
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {timezoneLabel(zone)}
      </Text>
      {(loading || zoneLoading) && !events && <Loader aria-label="Loading" />}
      {error && !events && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {events && events.length === 0 && <Text c="dimmed">You have no events today.</Text>}
      {events?.map((e) => (
        <EventCard key={e.id} business={business} event={e} zone={zone} rights={rights} />
      ))}
    </Stack>
  );
}
