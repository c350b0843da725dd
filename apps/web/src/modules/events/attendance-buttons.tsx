import { useMutation } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { ATTENDANCE_CHOICES, AttendanceStatus } from './event-model';
import { SET_ATTENDANCE } from './event-actions.graphql';

/** One-tap attendance for a client of an event: Completed, No show, Lesson mate, or Clear. */
export function AttendanceButtons({
  business,
  eventId,
  client,
}: {
  business: string;
  eventId: string;
  client: { peopleId: string; name: string; status?: string | null };
}) {
  const [setAttendance, { loading }] = useMutation(SET_ATTENDANCE);
  const take = async (status: AttendanceStatus) => {
    try {
      const result = (
        await setAttendance({ variables: { business, eventId, clientId: client.peopleId, status } })
      ).data?.setAttendance;
      if (result?.status === 'ok') notify({ status: 'info', title: 'Success' });
      else
        notify({ status: 'error', title: 'Error', message: result?.error || 'The attendance was not saved' });
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  };
  return (
    <Group gap={4} role="group" aria-label={`Attendance of ${client.name}`}>
      {ATTENDANCE_CHOICES.map((choice) => {
        const current = (client.status ?? null) === choice.value;
        return (
          <Button
            key={choice.label}
            size="compact-xs"
            color={choice.color}
            variant={current ? 'filled' : 'light'}
            aria-pressed={current}
            disabled={loading || (choice.value === null && !client.status)}
            onClick={() => !current && take(choice.value)}
          >
            {choice.label}
          </Button>
        );
      })}
    </Group>
  );
}
