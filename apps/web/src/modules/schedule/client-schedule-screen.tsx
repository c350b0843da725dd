import { Link, useParams } from 'react-router';
import { Anchor, Stack, Title } from '@mantine/core';
import { ClientSchedule } from './client-schedule';

/** /clients/:clientId/all-schedules: a client's schedule (staff view). */
export default function ClientScheduleScreen() {
  const { clientId = '' } = useParams();
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>Client schedule</Title>
      <Anchor component={Link} to={`/clients/${clientId}`} size="sm">
        Back to the client profile
      </Anchor>
      <ClientSchedule clientId={clientId} title="Events" />
    </Stack>
  );
}
