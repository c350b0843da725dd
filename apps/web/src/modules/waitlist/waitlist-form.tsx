import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Chip,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PeoplePicker } from '../people-pickers/people-picker';
import type { PickerPerson } from '../people-pickers/pickers.graphql';
import { revealFirstError, saveWithToasts } from '../staff/screen-helpers';
import {
  emptyWaitlist,
  validateWaitlist,
  WaitlistFormValues,
  waitlistInput,
  waitlistValuesOf,
  WEEKDAYS,
} from './waitlist-model';
import {
  CREATE_WAITLIST_NOTIFICATION,
  UPDATE_WAITLIST_NOTIFICATION,
  WAITLIST_OPTIONS,
  WaitlistItem,
} from './waitlist.graphql';

/** A person already chosen, as the picker keeps them. */
const picked = (id: string, name: string): PickerPerson => ({
  id,
  name,
  email: null,
  profilePhoto: null,
  staffRole: null,
});

export interface WaitlistFormProps {
  business: string;
  today: string;
  /** Staff pick any client; a client waits for themself. */
  pickClient: boolean;
  me: { id: string; name: string } | null;
  notification?: WaitlistItem;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** A waitlist notification: client, service, staff member and location (or any), time windows, dates. */
export function WaitlistForm({
  business,
  today,
  pickClient,
  me,
  notification,
  onSaved,
  onCancel,
}: WaitlistFormProps) {
  const form = useForm<WaitlistFormValues>({
    initialValues: notification
      ? waitlistValuesOf(notification)
      : emptyWaitlist(today, pickClient ? '' : (me?.id ?? ''), pickClient ? '' : (me?.name ?? '')),
    validate: validateWaitlist,
  });
  const options = useQuery(WAITLIST_OPTIONS, business ? { variables: { business } } : skipToken);
  const [create, created] = useMutation(CREATE_WAITLIST_NOTIFICATION, {
    refetchQueries: ['WaitlistNotifications'],
  });
  const [update, updated] = useMutation(UPDATE_WAITLIST_NOTIFICATION, {
    refetchQueries: ['WaitlistNotifications'],
  });
  const v = form.getValues();
  const services = (options.data?.services ?? [])
    .filter((s) => s.bookingKind === 'appointment' || s.id === v.serviceId)
    .map((s) => ({ value: s.id, label: s.name }));
  const locations = [
    { value: '', label: 'Any location' },
    ...(options.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name })),
  ];

  async function submit(values: WaitlistFormValues) {
    const input = waitlistInput(values);
    const saved = await saveWithToasts(async () => {
      if (!notification)
        return (
          await create({
            variables: { business, notification: { ...input, clientId: values.clientId } },
          })
        ).data?.createWaitlistNotification;
      return (await update({ variables: { business, notification: { ...input, id: notification.id } } })).data
        ?.updateWaitlistNotification;
    }, 'The waitlist notification was not saved');
    if (saved) onSaved?.();
  }

  const setWindow = (i: number, patch: Partial<WaitlistFormValues['windows'][number]>) =>
    form.setFieldValue(
      'windows',
      v.windows.map((w, j) => (j === i ? { ...w, ...patch } : w)),
    );

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate aria-label="Waitlist notification">
      <Stack gap="sm">
        {pickClient && !notification ? (
          <PeoplePicker
            kind="client"
            label="Client"
            max={1}
            value={v.clientId ? [picked(v.clientId, v.clientName)] : []}
            onChange={(people) =>
              form.setValues({ clientId: people[0]?.id ?? '', clientName: people[0]?.name ?? '' })
            }
            error={form.errors.clientId as string | undefined}
          />
        ) : (
          <Text size="sm">
            Client: <b>{v.clientName}</b>
          </Text>
        )}
        <Select label="Service" required searchable data={services} {...form.getInputProps('serviceId')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PeoplePicker
            kind="staff"
            label="Staff member"
            placeholder={v.staffId ? undefined : 'Any staff member'}
            max={1}
            value={v.staffId ? [picked(v.staffId, v.staffName)] : []}
            onChange={(people) =>
              form.setValues({ staffId: people[0]?.id ?? '', staffName: people[0]?.name ?? '' })
            }
          />
          <Select
            label="Location"
            data={locations}
            allowDeselect={false}
            {...form.getInputProps('locationId')}
          />
        </SimpleGrid>
        <Text fw={500} size="sm">
          Time windows
        </Text>
        {typeof form.errors.windows === 'string' && (
          <Text c="red" size="xs">
            {form.errors.windows}
          </Text>
        )}
        {v.windows.map((w, i) => (
          <Paper key={i} withBorder p="xs" aria-label={`Time window ${i + 1}`}>
            <Stack gap="xs">
              <Chip.Group multiple value={w.weekdays} onChange={(weekdays) => setWindow(i, { weekdays })}>
                <Group gap={4}>
                  {WEEKDAYS.map((d) => (
                    <Chip key={d.value} value={d.value} size="xs">
                      {d.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {form.errors[`windows.${i}.weekdays`] && (
                <Text c="red" size="xs">
                  {form.errors[`windows.${i}.weekdays`]}
                </Text>
              )}
              <Group align="flex-end">
                <TextInput
                  type="time"
                  label="From"
                  value={w.fromTime}
                  error={form.errors[`windows.${i}.fromTime`]}
                  onChange={(e) => setWindow(i, { fromTime: e.currentTarget.value })}
                />
                <TextInput
                  type="time"
                  label="To"
                  value={w.toTime}
                  error={form.errors[`windows.${i}.toTime`]}
                  onChange={(e) => setWindow(i, { toTime: e.currentTarget.value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove time window ${i + 1}`}
                  disabled={v.windows.length === 1}
                  onClick={() =>
                    form.setFieldValue(
                      'windows',
                      v.windows.filter((_, j) => j !== i),
                    )
                  }
                >
                  ✕
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              form.setFieldValue('windows', [
                ...v.windows,
                { weekdays: ['SA'], fromTime: '09:00', toTime: '12:00' },
              ])
            }
          >
            Add a time window
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label="From date" required {...form.getInputProps('fromDate')} />
          <TextInput type="date" label="To date" required {...form.getInputProps('toDate')} />
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={created.loading || updated.loading}>
            {notification ? 'Save' : 'Add to waitlist'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
