import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { businessNameError, normalizeBusinessName } from '@tempo/contracts';
import { CHECK_BUSINESS_NAME_AVAILABILITY } from './business-register.graphql';
import { NAME_CHECK_DEBOUNCE_MS } from './business-rules';

export type NameAvailability =
  | { state: 'empty' }
  | { state: 'invalid'; message: string }
  | { state: 'checking'; name: string }
  | { state: 'available'; name: string }
  | { state: 'taken'; name: string }
  | { state: 'unknown'; name: string };

/**
 * Whether the typed business name can be registered: its format and the reserved names are
 * checked at once, its availability with checkBusinessNameAvailability once typing pauses.
 */
export function useNameAvailability(value: string): NameAvailability {
  const client = useApolloClient();
  const name = normalizeBusinessName(value);
  const [settled] = useDebouncedValue(name, NAME_CHECK_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ name: string; available: boolean | null } | null>(null);
  const nameError = name ? businessNameError(name) : null;
  const ask = !!settled && !businessNameError(settled);

  useEffect(() => {
    if (!ask) return;
    let live = true;
    client
      .query({
        query: CHECK_BUSINESS_NAME_AVAILABILITY,
        variables: { business: settled },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (live)
          setAnswer({ name: settled, available: data?.checkBusinessNameAvailability.available ?? null });
      })
      .catch(() => {
        if (live) setAnswer({ name: settled, available: null });
      });
    return () => {
      live = false;
    };
  }, [client, settled, ask]);

  if (!name) return { state: 'empty' };
  if (nameError) return { state: 'invalid', message: nameError };
  if (answer?.name !== name) return { state: 'checking', name };
  if (answer.available === null) return { state: 'unknown', name };
  return { state: answer.available ? 'available' : 'taken', name };
}

/** The message shown as the name field's error: a bad format, a reserved name or a taken name. */
export function availabilityError(availability: NameAvailability): string | null {
  if (availability.state === 'invalid') return availability.message;
  if (availability.state === 'taken') return `${availability.name} is taken`;
  return null;
}

/** The note shown under the name field while the name is fine or still being checked. */
export function AvailabilityNote({ availability }: { availability: NameAvailability }) {
  if (availability.state === 'available')
    return (
      <Text component="span" size="sm" c="green.8" role="status">
        {availability.name} is available
      </Text>
    );
  if (availability.state === 'checking')
    return (
      <Text component="span" size="sm" c="dimmed" role="status">
        Checking whether {availability.name} is available...
      </Text>
    );
  if (availability.state === 'unknown')
    return (
      <Text component="span" size="sm" c="dimmed" role="status">
        The availability of {availability.name} could not be checked
      </Text>
    );
  return null;
}

/** Whether a form may be sent with this name: a correct name not known to be taken. */
export const nameMayBeSent = (availability: NameAvailability): boolean =>
  availability.state !== 'empty' && availability.state !== 'invalid' && availability.state !== 'taken';
