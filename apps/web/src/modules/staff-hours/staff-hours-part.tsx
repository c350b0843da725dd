import { useState } from 'react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import type { StaffHoursItemFragment } from '../../gql/graphql';
import { useSession } from '../../app/session';
import { useCan } from '../clients/use-business';
import { ProfilePart } from '../staff/person-card';
import { saveWithToasts } from '../staff/screen-helpers';
import { todayIn } from '../timezone/zoned-time';
import { useTimeOffContext } from '../time-off/use-time-off-context';
import {
  FROM_TIME_OFF,
  HoursKind,
  StaffHoursValues,
  emptyStaffHours,
  isEditable,
  mayEditStaffHours,
  staffHoursDetails,
  staffHoursInput,
  staffHoursLine,
  staffHoursValuesOf,
} from './staff-hours-model';
import {
  CREATE_STAFF_HOURS,
  DELETE_STAFF_HOURS,
  MY_STAFF_HOURS,
  STAFF_HOURS_CHOICES,
  STAFF_HOURS_ITEM,
  STAFF_HOURS_OF,
  UPDATE_STAFF_HOURS,
} from './staff-hours.graphql';
import { StaffHoursForm } from './staff-hours-form';

type Editing = { values: StaffHoursValues } | null;

/** The staff profile's open and blocked hours, with add / edit / remove for managers and the staff member. */
export function StaffHoursPart({
  business,
  staffId,
  self,
}: {
  business: string;
  staffId: string;
  self: boolean;
}) {
  const { user } = useSession();
  const can = useCan();
  const mayEdit = mayEditStaffHours(can, user?.accountId ?? null, staffId);
  const byId = useQuery(
    STAFF_HOURS_OF,
    !self && business ? { variables: { business, id: staffId } } : skipToken,
  );
  const mine = useQuery(MY_STAFF_HOURS, self && business ? { variables: { business } } : skipToken);
  const choices = useQuery(
    STAFF_HOURS_CHOICES,
    mayEdit && business ? { variables: { business } } : skipToken,
  );
  const person = self ? mine.data?.myself : byId.data?.staff[0];
  const refetchQueries = [self ? 'MyStaffHours' : 'StaffHoursOf'];
  const [create, created] = useMutation(CREATE_STAFF_HOURS, { refetchQueries });
  const [update, updated] = useMutation(UPDATE_STAFF_HOURS, { refetchQueries });
  const [remove] = useMutation(DELETE_STAFF_HOURS, { refetchQueries });
  const [editing, setEditing] = useState<Editing>(null);
  // the new hours start in the business zone: they wait until it is known (never UTC by default)
  const { zone, loading: zoneLoading } = useTimeOffContext();
  const add = (kind: HoursKind) =>
    setEditing({ values: emptyStaffHours(kind, todayIn(zone, Date.now()), zone) });
  const save = async (values: StaffHoursValues) => {
    const input = staffHoursInput(values);
    const done = values.id
      ? await saveWithToasts(
          async () =>
            (await update({ variables: { business, hours: { ...input, id: values.id ?? '' } } })).data
              ?.updateStaffHours,
          'Error updating hours',
        )
      : await saveWithToasts(
          async () =>
            (await create({ variables: { business, staffId, hours: { ...input, kind: values.kind } } })).data
              ?.createStaffHours,
          'Error adding hours',
        );
    if (done) setEditing(null);
  };
  const del = (id: string) =>
    saveWithToasts(
      async () => (await remove({ variables: { business, id } })).data?.deleteStaffHours,
      'Error removing hours',
    );
  const open = getFragmentData(STAFF_HOURS_ITEM, person?.staffHoursOpen ?? []);
  const blocked = getFragmentData(STAFF_HOURS_ITEM, person?.staffHoursBlocked ?? []);
  const options = (rows: readonly { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <ProfilePart title="Staff hours">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['OPEN', 'BLOCKED'] as const).map((kind) => (
          <Stack
            key={kind}
            gap="xs"
            aria-label={kind === 'OPEN' ? 'Open hours' : 'Blocked hours'}
            component="section"
          >
            <Group justify="space-between">
              <Title order={5}>{kind === 'OPEN' ? 'Open hours' : 'Blocked hours'}</Title>
              {mayEdit && (
                <Button size="xs" variant="light" disabled={zoneLoading} onClick={() => add(kind)}>
                  {kind === 'OPEN' ? 'Add open hours' : 'Add blocked hours'}
                </Button>
              )}
            </Group>
            {(kind === 'OPEN' ? open : blocked).length === 0 && (
              <Text size="sm" c="dimmed">
                {kind === 'OPEN' ? 'No open hours.' : 'No blocked hours.'}
              </Text>
            )}
            {(kind === 'OPEN' ? open : blocked).map((row) => (
              <HoursEntry
                key={row.id}
                row={row}
                editable={mayEdit && isEditable(row)}
                onEdit={() => setEditing({ values: staffHoursValuesOf(row) })}
                onRemove={() => del(row.id)}
              />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Modal
        opened={!!editing}
        onClose={() => setEditing(null)}
        title={`${editing?.values.id ? 'Edit' : 'Add'} ${editing?.values.kind === 'BLOCKED' ? 'blocked' : 'open'} hours`}
      >
        {editing && (
          <StaffHoursForm
            initial={editing.values}
            locations={options(choices.data?.locations)}
            services={options(choices.data?.services)}
            saving={created.loading || updated.loading}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </ProfilePart>
  );
}

function HoursEntry({
  row,
  editable,
  onEdit,
  onRemove,
}: {
  row: StaffHoursItemFragment;
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const line = staffHoursLine(row);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-hours-entry>
      <div>
        <Text size="sm" fw={500}>
          {line}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {staffHoursDetails(row)
              .filter((d) => d !== FROM_TIME_OFF)
              .join(' · ')}
          </Text>
          {row.timeOffRequestId && (
            <Badge size="xs" color="orange" variant="light">
              {FROM_TIME_OFF}
            </Badge>
          )}
        </Group>
      </div>
      {editable && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit ${line}`} onClick={onEdit}>
            ✎
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line}`} onClick={onRemove}>
            ✕
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
