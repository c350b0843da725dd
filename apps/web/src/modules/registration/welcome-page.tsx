import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { BusinessMessage } from './public-form-page';
import type { BookFor } from './registration-flow';

/** The welcome page of /register (001 §2.12): the business's message and whom the visitor registers for. */
export function WelcomePage({
  welcomeMessage,
  onSelect,
  onLogin,
}: {
  welcomeMessage: string | null | undefined;
  onSelect: (bookFor: BookFor) => void;
  onLogin: () => void;
}) {
  return (
    <Stack gap="lg" aria-label="Welcome">
      <BusinessMessage html={welcomeMessage} label="Welcome message" />
      <Stack gap="sm">
        <Text fw={600}>I am registering for:</Text>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Button size="md" onClick={() => onSelect('dependent')}>
            My Dependent(s) / Child(ren)
          </Button>
          <Button size="md" variant="outline" onClick={() => onSelect('myself')}>
            Myself
          </Button>
        </Group>
      </Stack>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component="button" type="button" inherit onClick={onLogin}>
          Login here
        </Anchor>
      </Text>
    </Stack>
  );
}
