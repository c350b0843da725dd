import { Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';

/** An honest stand-in for a screen that is not built yet: it names the screen and says so. */
export default function PlaceholderScreen({ title }: { title: string }) {
  const params = useParams();
  const shown = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <Paper p="xl" withBorder maw={720}>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{title} — this screen is not built yet.</Text>
        {shown.length > 0 && (
          <Text size="sm" c="dimmed">
            {shown.map(([key, value]) => `${key}: ${value}`).join(', ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
