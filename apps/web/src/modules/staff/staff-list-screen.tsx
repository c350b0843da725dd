import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { can } from '@tempo/permissions';
import { getFragmentData } from '../../gql';
import { DataTable, listColumns, sortValue } from '../../components/data-table';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { subjectOf, useSession } from '../../app/session';
import { photoUrl } from './person-model';
import { useBusinessName } from './screen-helpers';
import { filterStaff, initialsOf, phoneOf } from './staff-list-model';
import { roleLabel } from './staff-form-model';
import { STAFF_LIST, STAFF_LIST_ITEM, StaffListItem } from './staff.graphql';

const column = listColumns<StaffListItem>();

/** The staffs page's columns: photo and name, role, secondary attribute, e-mail, phone. */
const COLUMNS = column.columns([
  column.accessor((s) => `${s.lastName} ${s.firstName}`, {
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: s } }) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={photoUrl(s.profilePhoto, 38)} alt="" radius="xl" size="md">
          {initialsOf(s)}
        </Avatar>
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={`/staff/${s.id}`} fw={600}>
            {s.name}
          </Anchor>
          {s.deactivated && (
            <Badge color="gray" variant="light" size="sm" style={{ minWidth: 'max-content' }}>
              Deactivated
            </Badge>
          )}
        </Stack>
      </Group>
    ),
  }),
  column.accessor((s) => sortValue(roleLabel(s.staffRole)), {
    id: 'role',
    header: 'Role',
    cell: ({ row }) => roleLabel(row.original.staffRole),
  }),
  column.accessor((s) => sortValue(s.staffSecondaryAttribute), {
    id: 'secondary',
    header: 'Secondary attribute',
    cell: ({ row }) => row.original.staffSecondaryAttribute || '-',
  }),
  column.accessor((s) => sortValue(s.email), {
    id: 'email',
    header: 'E-mail',
    cell: ({ row }) => row.original.email || '-',
  }),
  column.display({ id: 'phone', header: 'Phone', cell: ({ row }) => phoneOf(row.original) || '-' }),
]);

/** /staff: the staffs page (001 §2.4, STAFF list), with the way to /staff/availabilities (AVAILABILITIES list). */
export default function StaffListScreen() {
  const { user } = useSession();
  const business = useBusinessName();
  const { data, loading, error } = useQuery(STAFF_LIST, {
    variables: { business },
    fetchPolicy: 'cache-and-network',
  });
  const [text, setText] = useState('');

  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);

  const all = useMemo(() => data?.staff.map((s) => getFragmentData(STAFF_LIST_ITEM, s)), [data]);
  const shown = useMemo(() => filterStaff(all ?? [], text), [all, text]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Staff</Title>
        <Group gap="sm">
          {can(subjectOf(user), 'list', 'AVAILABILITIES') && (
            <Button component={Link} to="/staff/availabilities" variant="default">
              Availabilities
            </Button>
          )}
          {can(subjectOf(user), 'create', 'STAFF') && (
            <Button component={Link} to="/staff/create">
              Add staff
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search staff"
          placeholder="Name, e-mail or phone"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
          maw="100%"
        />
        {all && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown.length} of {all.length} staff
          </Text>
        )}
      </Group>
      {loading && !all && <Loader aria-label="Loading" />}
      {error && !all && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {all && (
        <DataTable
          label="Staff"
          rows={shown}
          columns={COLUMNS}
          rowId={(s) => s.id}
          rowProps={(s) => ({ 'data-staff': s.id })}
          initialSorting={[{ id: 'name', desc: false }]}
          emptyText={all.length ? 'No staff member matches the search.' : 'No staff yet.'}
          minWidth={760}
        />
      )}
    </Stack>
  );
}
