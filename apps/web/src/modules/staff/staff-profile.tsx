import { ReactNode } from 'react';
import { Badge, Box, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { STAFF_PERMISSION_FLAGS } from '@tempo/permissions';
import { ContactDetails, Detail, PendingPart, ProfileHeader, ProfilePart } from './person-card';
import {
  COMMISSION_RATE_TYPES,
  FLAG_LABELS,
  SERVICE_RATE_TYPES,
  formatMinor,
  roleLabel,
} from './staff-form-model';
import type { StaffDetails } from './staff.graphql';
import { StaffSchedule } from '../schedule/staff-schedule';

const typeLabel = (types: { value: string; label: string }[], value: string) =>
  types.find((t) => t.value === value)?.label ?? value;

/** The pay of a staff member (shown only when the API gives it: STAFF_SERVICE_RATE read, or their own). */
function Rates({ staff }: { staff: StaffDetails }) {
  const service = staff.staffServiceRates;
  const commission = staff.staffCommissionRates;
  if (!service && !commission) return null;
  return (
    <ProfilePart title="Rates">
      {!service?.length && !commission?.length && (
        <Text size="sm" c="dimmed">
          No rates.
        </Text>
      )}
      {!!service?.length && (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Service rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Services</Table.Th>
                <Table.Th>Locations</Table.Th>
                <Table.Th>Rate type</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Bonus</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {service.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{r.services.join(', ')}</Table.Td>
                  <Table.Td>{r.locations.join(', ') || 'All'}</Table.Td>
                  <Table.Td>{typeLabel(SERVICE_RATE_TYPES, r.rateType)}</Table.Td>
                  <Table.Td>{formatMinor(r.amount, r.currency)}</Table.Td>
                  <Table.Td>{r.bonusAmount != null ? formatMinor(r.bonusAmount, r.currency) : '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!!commission?.length && (
        <List size="sm" aria-label="Commissions">
          {commission.map((r, i) => (
            <List.Item key={i}>
              {r.services.join(', ')}: {typeLabel(COMMISSION_RATE_TYPES, r.rateType)}{' '}
              {r.rateType === 'FLAT' ? formatMinor(r.amount) : `${r.amount}%`}
            </List.Item>
          ))}
        </List>
      )}
    </ProfilePart>
  );
}

/** Visibility, calendar colour, ids and the permission flags. */
function Flags({ staff }: { staff: StaffDetails }) {
  const granted = STAFF_PERMISSION_FLAGS.filter((f) => staff[f]);
  return (
    <ProfilePart title="Settings and permissions">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Detail label="Visible by visitors">{staff.visibleByVisitors ? 'Yes' : 'No'}</Detail>
        <Detail label="Visible by clients">{staff.visibleByClients ? 'Yes' : 'No'}</Detail>
        <Detail label="Calendar colour">
          {staff.staffCalendarColor && (
            <Group gap="xs">
              <Box
                w={14}
                h={14}
                style={{ borderRadius: 3, background: staff.staffCalendarColor }}
                aria-hidden
              />
              {staff.staffCalendarColor}
            </Group>
          )}
        </Detail>
        <Detail label="Online id">{staff.staffOnlineId}</Detail>
        <Detail label="Employee id">{staff.staffEmployeeId}</Detail>
      </SimpleGrid>
      <Detail label="Permissions">
        {granted.length ? granted.map((f) => FLAG_LABELS[f]).join(', ') : 'None beyond the role'}
      </Detail>
    </ProfilePart>
  );
}

/** The staff profile (001 §2.4), for /staff/:staffId and /staff/self. */
export function StaffProfile({
  staff,
  actions,
  photo,
  hours,
}: {
  staff: StaffDetails;
  actions?: ReactNode;
  /** The photo's upload and removal, for those who may change it. */
  photo?: ReactNode;
  /** The staff member's open and blocked hours. */
  hours?: ReactNode;
}) {
  return (
    <Stack gap="md" maw={960}>
      <ProfileHeader
        person={staff}
        actions={actions}
        badges={
          <>
            <Badge variant="light">{roleLabel(staff.staffRole)}</Badge>
            {staff.staffSecondaryAttribute && (
              <Badge variant="outline" color="gray">
                {staff.staffSecondaryAttribute}
              </Badge>
            )}
            {staff.deactivated && (
              <Badge color="gray" variant="filled">
                Deactivated
              </Badge>
            )}
          </>
        }
      />
      {photo}
      <ProfilePart title="About">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={staff.staffBio ? undefined : 'dimmed'}>
          {staff.staffBio || 'No bio yet.'}
        </Text>
        {staff.staffCategorizedTags.map((group) => (
          <Detail key={group.category} label={group.category}>
            <Group gap={4}>
              {group.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray">
                  {tag}
                </Badge>
              ))}
            </Group>
          </Detail>
        ))}
      </ProfilePart>
      {hours}
      <ContactDetails person={staff} />
      <Rates staff={staff} />
      <Flags staff={staff} />
      <StaffSchedule staffId={staff.id} />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <PendingPart title="Payroll" feature="staff payroll" />
        <PendingPart title="Files" feature="files" />
      </SimpleGrid>
    </Stack>
  );
}
