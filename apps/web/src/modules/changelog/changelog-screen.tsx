import { Card, Stack, Text, Title } from '@mantine/core';
import { formatReleaseDate } from './changelog-model';
import { RELEASES, Release } from './releases';

export interface ChangelogScreenProps {
  /** The releases to list, newest first; the ones shipped with this build by default. */
  releases?: readonly Release[];
}

/** /changelog (000 §2.5, CHANGELOG view): every release of the product with its date and notes. */
export default function ChangelogScreen({ releases = RELEASES }: ChangelogScreenProps) {
  return (
    <Stack gap="md" maw={760}>
      <Title order={2}>Changelog</Title>
      {releases.map((release) => (
        <Card key={release.version} withBorder component="article" aria-label={`Release ${release.version}`}>
          <Title order={3} size="h4">
            {release.title}
          </Title>
          <Text size="sm" c="dimmed">
            Version {release.version} · <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>
          </Text>
          <Text component="ul" size="sm" pl="md" mt="xs" mb={0}>
            {release.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
