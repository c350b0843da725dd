import { Link, useNavigate } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { timezoneLabel } from '../timezone/timezone-model';
import { WaitlistForm } from './waitlist-form';
import { useWaitlistContext } from './use-waitlist-context';

/** /waitlistnotification/new: puts a client on the appointment waitlist of a service. */
export default function WaitlistNewScreen() {
  const ctx = useWaitlistContext();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/waitlistnotification" size="sm">
        ← Waitlist notifications
      </Anchor>
      <Title order={2}>New waitlist notification</Title>
      <Text size="sm" c="dimmed">
        When a matching time opens, the first client in line gets an e-mail and holds it for a while; then it
        goes to the next. Windows are in the business’s time zone. {timezoneLabel(ctx.zone)}.
      </Text>
      {ctx.business && (
        <WaitlistForm
          business={ctx.business}
          today={ctx.today}
          pickClient={ctx.staff}
          me={ctx.me}
          onSaved={() => navigate('/waitlistnotification')}
          onCancel={() => navigate('/waitlistnotification')}
        />
      )}
    </Stack>
  );
}
