import { useParams } from 'react-router';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { skipToken, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { useBusinessName } from '../clients/use-business';
import { timezoneLabel } from '../timezone/timezone-model';
import { programRows, sessionDates } from './session-program-model';
import { PROGRAM_BUSINESS, SESSION_PROGRAM } from './session-program.graphql';

const notFound = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

/** /services/:serviceId/sessions/:sessionId/program (public): a session's events with dates, times and places. */
export default function SessionProgramScreen() {
  const { serviceId = '', sessionId = '' } = useParams();
  const business = useBusinessName();
  const { data, loading, error } = useQuery(
    SESSION_PROGRAM,
    business ? { variables: { business, serviceId, sessionId } } : skipToken,
  );
  const settings = useQuery(
    PROGRAM_BUSINESS,
    business ? { variables: { businessName: business } } : skipToken,
  );
  const zone = settings.data?.businessQuery?.timezone ?? 'UTC';
  const program = data?.sessionProgram;

  if (loading && !data) return <Loader aria-label="Loading" />;
  if (!program)
    return notFound(error) || !error ? (
      <Alert color="yellow" title="Not found">
        This session's program was not found.
      </Alert>
    ) : (
      <Alert color="red" title={LOAD_ERROR_TITLE}>
        {errorMessage(error)}
      </Alert>
    );
  const rows = programRows(program.events, zone);
  return (
    <Stack gap="md" maw={900}>
      <div>
        <Text c="dimmed" size="sm">
          {program.service.name}
        </Text>
        <Title order={2}>{program.session.name}</Title>
        <Text size="sm">{sessionDates(program.session.startDate, program.session.endDate)}</Text>
      </div>
      {program.service.description && <Text>{program.service.description}</Text>}
      <Group justify="space-between">
        <Title order={4}>Program</Title>
        <Text size="sm" c="dimmed">
          {timezoneLabel(zone)}
        </Text>
      </Group>
      {rows.length === 0 && <Text c="dimmed">No events are planned yet.</Text>}
      {rows.length > 0 && (
        <Card withBorder padding={0}>
          <Table striped aria-label="Program">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Location</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.date}</Table.Td>
                  <Table.Td>{r.time}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.location}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
