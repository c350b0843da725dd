import { useParams } from 'react-router';
import { Stack, Title } from '@mantine/core';
import { SelfSchedule } from './self-schedule';

/** /clients/self/all-schedules and /clients/self/dependent/:dependentId/all-schedules. */
export default function SelfScheduleScreen() {
  const { dependentId } = useParams();
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>My schedule</Title>
      <SelfSchedule dependentId={dependentId} title="Events" />
    </Stack>
  );
}
