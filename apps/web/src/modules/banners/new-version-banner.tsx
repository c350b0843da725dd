import { useEffect, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { RELOAD_COUNTDOWN_S, startVersionPoll } from './version-poll';

export interface NewVersionBannerProps {
  fetcher?: typeof fetch;
  reload?: () => void;
}

/** 000 §2.10, §4.8: on a new build, count down from 15 s and reload at 0 or on click. */
const reloadPage = () => window.location.reload();

export function NewVersionBanner({ fetcher, reload = reloadPage }: NewVersionBannerProps) {
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => startVersionPoll(() => setSeconds(RELOAD_COUNTDOWN_S), fetcher), [fetcher]);

  const counting = seconds !== null;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSeconds((s) => (s === null ? s : Math.max(0, s - 1))), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (seconds === 0) reload();
  }, [seconds, reload]);

  if (seconds === null) return null;
  return (
    <Alert color="blue" role="status" radius={0} py={6}>
      <Group justify="center" gap="sm">
        <Text size="sm">A new version is available - reloading in {seconds} seconds</Text>
        <Button size="compact-sm" variant="white" onClick={reload}>
          Click to reload
        </Button>
      </Group>
    </Alert>
  );
}
