import { useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { Group, Select, Stack, Title } from '@mantine/core';
import { useLoadErrorToast } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { EVENT_DETAILS } from '../events/event-details.graphql';
import { useZone } from '../events/use-zone';
import { selectorOptions, selfBase, MYSELF_OPTION } from '../self/self-model';
import { DEPENDENT_SUMMARY, MYSELF_DEPENDENTS } from '../self/self.graphql';
import { useSession } from '../../app/session';
import { CLIENT_SELF_SCHEDULE } from './schedule.graphql';
import { SCHEDULE_LIMIT, ScheduleView, scheduleDates } from './schedule-model';
import { ScheduleList, ScheduleViewSelect } from './schedule-list';

/** The dependent selector of the schedule (001 §2.3): choosing a person opens their schedule page. */
function ScheduleDependentSelector({ business, dependentId }: { business: string; dependentId?: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(MYSELF_DEPENDENTS, business ? { variables: { business } } : skipToken);
  const dependents = (data?.myself.dependents ?? []).map((d) => getFragmentData(DEPENDENT_SUMMARY, d));
  if (!dependents.length) return null;
  return (
    <Select
      label="Viewing"
      data={selectorOptions(dependents)}
      value={dependentId ?? MYSELF_OPTION}
      allowDeselect={false}
      onChange={(v) => navigate(`${selfBase(v && v !== MYSELF_OPTION ? v : null)}/all-schedules`)}
      w={260}
      maw="100%"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The signed-in client's schedule, or a dependent's (clientSelfSchedule), with the dependent
 * selector and 'Cancel' on upcoming bookings (the service's policy applies).
 */
export function SelfSchedule({
  dependentId,
  title = 'Schedule',
  withSelector = true,
}: {
  dependentId?: string;
  title?: string;
  /** False where the page has its own dependent selector (the self profile). */
  withSelector?: boolean;
}) {
  const { business, zone, today } = useZone();
  const { user } = useSession();
  const [view, setView] = useState<ScheduleView>('Upcoming');
  const { data, loading, error } = useQuery(
    CLIENT_SELF_SCHEDULE,
    business
      ? {
          variables: {
            business,
            dependentId: dependentId ?? null,
            limit: SCHEDULE_LIMIT,
            ...scheduleDates(view, today),
          },
          fetchPolicy: 'cache-and-network',
        }
      : skipToken,
  );
  useLoadErrorToast(error);
  const events = data?.clientSelfSchedule.map((e) => getFragmentData(EVENT_DETAILS, e));
  const subject = dependentId ?? user?.accountId ?? null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3}>{title}</Title>
        <Group align="flex-end">
          {withSelector && <ScheduleDependentSelector business={business} dependentId={dependentId} />}
          <ScheduleViewSelect value={view} onChange={setView} />
        </Group>
      </Group>
      <ScheduleList
        business={business}
        events={events}
        view={view}
        zone={zone}
        loading={loading}
        error={error}
        clientId={subject}
        linkEvents
        canCancel
      />
    </Stack>
  );
}
