import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getFragmentData } from '../../gql';
import { revealFirstError, saveWithToasts } from '../staff/screen-helpers';
import { SESSION_STATUSES } from './field-defs';
import {
  SessionFormValues,
  emptySession,
  sessionInput,
  sessionValuesOf,
  validateSession,
} from './session-model';
import {
  CREATE_SESSION,
  SESSION_DETAILS,
  SESSION_STAFF_CHOICES,
  SessionDetails,
  UPDATE_SESSION,
} from './services.graphql';

export interface SessionFormProps {
  business: string;
  serviceId: string;
  /** The session edited; none to add one. */
  session?: SessionDetails;
  today: string;
  readOnly?: boolean;
  onSaved?: (session: SessionDetails) => void;
  onCancel?: () => void;
}

/** A session's fields (001 §3.4): add (createSession) or edit (updateSession). */
export function SessionForm({
  business,
  serviceId,
  session,
  today,
  readOnly,
  onSaved,
  onCancel,
}: SessionFormProps) {
  const form = useForm<SessionFormValues>({
    initialValues: session ? sessionValuesOf(session) : emptySession(today),
    validate: validateSession,
  });
  const staff = useQuery(SESSION_STAFF_CHOICES, business ? { variables: { business } } : skipToken);
  const [create, created] = useMutation(CREATE_SESSION, { refetchQueries: ['Service'] });
  const [update, updated] = useMutation(UPDATE_SESSION, { refetchQueries: ['Service'] });
  const staffOptions = (staff.data?.staff ?? []).map((p) => ({ value: p.id, label: p.name }));

  async function submit(v: SessionFormValues) {
    const input = { ...sessionInput(v), serviceId };
    const saved = await saveWithToasts(async () => {
      if (!session) return (await create({ variables: { business, session: input } })).data?.createSession;
      return (await update({ variables: { business, session: { ...input, id: session.id } } })).data
        ?.updateSession;
    }, 'The session was not saved');
    if (saved?.session) onSaved?.(getFragmentData(SESSION_DETAILS, saved.session));
  }

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate aria-label="Session">
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <TextInput label="Session name" required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Start date" required {...form.getInputProps('startDate')} />
            <TextInput type="date" label="End date" {...form.getInputProps('endDate')} />
            <TextInput
              type="date"
              label="Enrolment open until"
              {...form.getInputProps('allowEnrollmentUntilDate')}
            />
            <Select
              label="Status"
              data={SESSION_STATUSES}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
            <TextInput
              label="Youngest age (months)"
              inputMode="numeric"
              {...form.getInputProps('notBeforeAgeMonths')}
            />
            <TextInput
              label="Oldest age (months)"
              inputMode="numeric"
              {...form.getInputProps('notAfterAgeMonths')}
            />
            <TextInput label="Online id" {...form.getInputProps('onlineId')} />
            <TextInput label="Short link" {...form.getInputProps('shortenedUrl')} />
          </SimpleGrid>
          <MultiSelect
            label="Staff"
            data={staffOptions}
            searchable
            clearable
            {...form.getInputProps('staffIds')}
          />
          {!readOnly && (
            <Group justify="flex-end">
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={created.loading || updated.loading}>
                {session ? 'Save' : 'Add session'}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
