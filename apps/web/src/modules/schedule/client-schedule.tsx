import { useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Group, Stack, Title } from '@mantine/core';
import { useLoadErrorToast } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import { useEventRights } from '../events/use-event-rights';
import { useZone } from '../events/use-zone';
import { useCan } from '../clients/use-business';
import { CLIENT_SCHEDULE } from './schedule.graphql';
import { SCHEDULE_LIMIT, ScheduleView, scheduleDates } from './schedule-model';
import { ScheduleList, ScheduleViewSelect } from './schedule-list';

/** A client's schedule as staff see it (clientSchedule): the client's events and their dependents'. */
export function ClientSchedule({ clientId, title = 'Schedule' }: { clientId: string; title?: string }) {
  const { business, zone, today } = useZone();
  const rights = useEventRights();
  const [view, setView] = useState<ScheduleView>('Upcoming');
  const allowed = useCan()('list', 'EVENTS');
  const { data, loading, error } = useQuery(
    CLIENT_SCHEDULE,
    business && clientId && allowed
      ? {
          variables: { business, clientId, limit: SCHEDULE_LIMIT, ...scheduleDates(view, today) },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  useLoadErrorToast(error);
  const events = data?.clientSchedule.map((e) => getFragmentData(EVENT_DETAILS, e));
  if (!allowed) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{title}</Title>
        <ScheduleViewSelect value={view} onChange={setView} />
      </Group>
      <ScheduleList
        business={business}
        events={events}
        view={view}
        zone={zone}
        loading={loading}
        error={error}
        clientId={clientId}
        linkEvents
        canCancel={rights.cancel}
      />
    </Stack>
  );
}
