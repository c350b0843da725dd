import { ReactNode } from 'react';
import { Center, Stack, Title } from '@mantine/core';
import { Subject, can } from '@tempo/permissions';
import type { Business } from '../business/business.graphql';

const CLOSED_STATUSES = ['BUSINESS_STATUS_SUSPENDED', 'BUSINESS_STATUS_CLOSED'];

/** 000 §4.6: suspended or closed businesses are hidden from users without ALL_BUSINESSES list. */
export function isSuspendedFor(business: Business | null | undefined, subject: Subject): boolean {
  if (!business?.status || !CLOSED_STATUSES.includes(business.status)) return false;
  return !can(subject, 'list', 'ALL_BUSINESSES');
}

export const suspendedEmail = (business: Business): string =>
  business.emailFrom || business.contactEmail || '';

/** 000 §2.10: the suspended-account screen. */
export function SuspendedScreen({ business }: { business: Business }) {
  return (
    <Center h="80vh">
      <Stack align="center">
        <Title order={2}>This account is suspended - please contact {suspendedEmail(business)}</Title>
      </Stack>
    </Center>
  );
}

export interface SuspendedGateProps {
  business: Business | null;
  subject: Subject;
  /** False until the user is known; the gate waits so that superusers never see the screen. */
  ready: boolean;
  children: ReactNode;
}

export function SuspendedGate({ business, subject, ready, children }: SuspendedGateProps) {
  if (ready && business && isSuspendedFor(business, subject)) return <SuspendedScreen business={business} />;
  return <>{children}</>;
}
