import { useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useLoadErrorToast } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import { STAFF_SELF_SCHEDULE } from '../events/events.graphql';
import { useCan } from '../clients/use-business';
import { useSession } from '../../app/session';
import { useZone } from '../events/use-zone';
import { STAFF_SCHEDULE } from './schedule.graphql';
import { SCHEDULE_LIMIT, ScheduleView, scheduleDates } from './schedule-model';
import { ScheduleList, ScheduleViewSelect } from './schedule-list';

/**
 * A staff member's schedule on their profile: the events they teach (staffSchedule for those who
 * see the calendar, staffSelfSchedule for the staff member's own profile); nothing for others.
 */
export function StaffSchedule({ staffId }: { staffId: string }) {
  const { business, zone, today } = useZone();
  const { user } = useSession();
  const can = useCan();
  const [view, setView] = useState<ScheduleView>('Upcoming');
  const anyone = can('list', 'EVENTS');
  const own = !!staffId && staffId === user?.accountId;
  const variables = { business, limit: SCHEDULE_LIMIT, ...scheduleDates(view, today) };
  const other = useQuery(
    STAFF_SCHEDULE,
    business && staffId && anyone && !own
      ? { variables: { ...variables, staffId }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const self = useQuery(
    STAFF_SELF_SCHEDULE,
    business && own ? { variables, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const error = other.error ?? self.error;
  const loading = other.loading || self.loading;
  useLoadErrorToast(error);
  if (!anyone && !own) return null;
  const events = (own ? self.data?.staffSelfSchedule : other.data?.staffSchedule)?.map((e) =>
    getFragmentData(EVENT_DETAILS, e),
  );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={4}>Schedule</Title>
          <ScheduleViewSelect value={view} onChange={setView} />
        </Group>
        <ScheduleList
          business={business}
          events={events}
          view={view}
          zone={zone}
          loading={loading}
          error={error}
          linkEvents
          canCancel={false}
        />
      </Stack>
    </Paper>
  );
}
