import { useState } from 'react';
import { Link } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  Anchor,
  Card,
  CloseButton,
  Group,
  List,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { subjectOf, useSession } from '../../app/session';
import { useSupport } from '../support/support';
import { BUSINESS_PROGRESS } from './setup-progress.graphql';
import {
  canDismiss,
  dismiss,
  mayShowCard,
  progressPercent,
  setupSteps,
  showCard,
} from './setup-progress-model';

/** Large-screen layout: the desktop breakpoint (003 §9). */
const LARGE_SCREEN = '(min-width: 992px)';

/** 'Complete setting up your business' (000 §2.8). */
export function SetupProgressCard() {
  const { user, business } = useSession();
  const largeScreen = useMediaQuery(LARGE_SCREEN, true) ?? false;
  const [dismissed, setDismissed] = useState(false);
  const support = useSupport();
  const subject = subjectOf(user);
  const businessName = business?.name ?? user?.business ?? null;
  const allowed = !!user && !dismissed && mayShowCard(subject, businessName, largeScreen);
  const { data } = useQuery(
    BUSINESS_PROGRESS,
    allowed && businessName ? { variables: { businessName } } : skipToken,
  );
  const progress = data?.businessProgressQuery;
  if (!allowed || !progress || !businessName) return null;
  const steps = setupSteps(progress, businessName);
  const percent = progressPercent(steps);
  if (!showCard(allowed, percent)) return null;
  return (
    <Card withBorder mb="md" aria-label="Setup progress">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={4}>Complete setting up your business</Title>
        {canDismiss(subject) && (
          <CloseButton
            aria-label="Close setup progress"
            onClick={() => {
              dismiss(businessName);
              setDismissed(true);
            }}
          />
        )}
      </Group>
      <Group align="flex-start" wrap="nowrap" mt="sm">
        <RingProgress
          size={96}
          thickness={8}
          sections={[{ value: percent, color: 'blue' }]}
          label={
            <Text ta="center" fw={700}>
              {percent}%
            </Text>
          }
        />
        <Stack gap="xs">
          <List spacing={4} listStyleType="none">
            {steps.map((step) => (
              <List.Item
                key={step.id}
                icon={
                  <ThemeIcon
                    size={20}
                    radius="xl"
                    color={step.done ? 'green' : 'red'}
                    role="img"
                    aria-label={step.done ? 'Done' : 'Not done'}
                  >
                    {step.done ? '✓' : '✗'}
                  </ThemeIcon>
                }
              >
                {step.to ? (
                  <Anchor component={Link} to={step.to} size="sm">
                    {step.label}
                  </Anchor>
                ) : step.href ? (
                  <Anchor href={step.href} size="sm">
                    {step.label}
                  </Anchor>
                ) : (
                  <Text size="sm">{step.label}</Text>
                )}
              </List.Item>
            ))}
          </List>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={support.show} ta="left">
            Need help setting up? Chat with our customer success team
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
