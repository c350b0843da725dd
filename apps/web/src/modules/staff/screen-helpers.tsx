import { Link } from 'react-router';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session';

/** The business the person screens read and write: the session's, else the user's. */
export function useBusinessName(): string {
  const { business, user } = useSession();
  return business?.name ?? user?.business ?? '';
}

/** After a refused submit, brings the first field with a message into view. */
export function revealFirstError(): void {
  setTimeout(() => {
    const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView?.({ block: 'center' });
    invalid?.focus?.();
  });
}

/**
 * Runs a person mutation and reports it as 001 §7 says: 'Success', or 'Error' with the server's
 * message (`failure` when it gives none, or the transport's error). The result when it is ok.
 */
export async function saveWithToasts<R extends { status: string; error?: string | null }>(
  run: () => Promise<R | null | undefined>,
  failure: string,
): Promise<R | undefined> {
  try {
    const result = await run();
    if (result?.status === 'ok') {
      notify({ status: 'info', title: 'Success' });
      return result;
    }
    notify({ status: 'error', title: 'Error', message: result?.error || failure });
  } catch (error) {
    notify({ status: 'error', title: 'Error', message: errorMessage(error) });
  }
  return undefined;
}

/** A form's Cancel (back to `cancelTo`) and submit buttons. */
export function FormActions({
  cancelTo,
  saving,
  label = 'Save',
  disabled,
}: {
  cancelTo: string;
  saving: boolean;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={cancelTo} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}

/** A person screen whose record is loading or could not be read: the title, then a loader or the error. */
export function LoadStatus({ title, loading, error }: { title: string; loading: boolean; error?: unknown }) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      {loading ? (
        <Loader aria-label="Loading" />
      ) : (
        <Alert color="red" title="Error fetching data">
          {error ? errorMessage(error) : 'This profile could not be read.'}
        </Alert>
      )}
    </Stack>
  );
}
