import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { saveWithToasts } from '../staff/screen-helpers';
import { TimeOffRights, allowedActions, periodText, statusColor, statusLabel } from './time-off-model';
import { APPROVE_TIME_OFF, CANCEL_TIME_OFF, REJECT_TIME_OFF, TimeOffItem } from './time-off.graphql';
import { formatInstant } from '../timezone/zoned-time';

/** Approve or Reject with a note (managers, submitted requests). */
function ReviewModal({
  business,
  request,
  verdict,
  onClose,
}: {
  business: string;
  request: TimeOffItem;
  verdict: 'Approve' | 'Reject' | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [approve, approving] = useMutation(APPROVE_TIME_OFF, { refetchQueries: ['TimeOffRequests'] });
  const [reject, rejecting] = useMutation(REJECT_TIME_OFF, { refetchQueries: ['TimeOffRequests'] });
  const send = async () => {
    const variables = { business, id: request.id, note: note.trim() || null };
    const done = await saveWithToasts(
      async () =>
        verdict === 'Approve'
          ? (await approve({ variables })).data?.approveTimeOffRequest
          : (await reject({ variables })).data?.rejectTimeOffRequest,
      `The time off request was not ${verdict === 'Approve' ? 'approved' : 'rejected'}`,
    );
    if (done) onClose();
  };
  return (
    <Modal opened={!!verdict} onClose={onClose} title={`${verdict} ${request.title}`}>
      <Stack>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={verdict === 'Approve' ? 'green' : 'red'}
            onClick={send}
            loading={approving.loading || rejecting.loading}
          >
            {verdict}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A time off request: title, period, category, note, status, review, and what the viewer may do. */
export function TimeOffCard({
  business,
  request: r,
  rights,
  zone,
}: {
  business: string;
  request: TimeOffItem;
  rights: TimeOffRights;
  zone: string;
}) {
  const [verdict, setVerdict] = useState<'Approve' | 'Reject' | null>(null);
  const [cancel, cancelling] = useMutation(CANCEL_TIME_OFF, { refetchQueries: ['TimeOffRequests'] });
  const can = allowedActions(r, rights);
  const cancelIt = () =>
    saveWithToasts(
      async () => (await cancel({ variables: { business, id: r.id } })).data?.cancelTimeOffRequest,
      'The time off request was not cancelled',
    );
  return (
    <Card withBorder radius="md" data-time-off={r.id} aria-label={r.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{r.title}</Text>
          <Badge color={statusColor(r.status)} variant="light">
            {statusLabel(r.status)}
          </Badge>
        </Group>
        <Text size="sm">{periodText(r, zone)}</Text>
        {r.category && <Text size="sm">Category: {r.category}</Text>}
        {r.note && (
          <Text size="sm" c="dimmed">
            {r.note}
          </Text>
        )}
        {r.reviewer && (
          <Text size="sm" c="dimmed">
            {statusLabel(r.status)} by {r.reviewer.name}
            {r.reviewedAt ? ` on ${formatInstant(r.reviewedAt, zone)}` : ''}
            {r.reviewNote ? `: ${r.reviewNote}` : ''}
          </Text>
        )}
        {r.overlappingEvents.length > 0 && (
          <Text size="sm" c="orange">
            Overlaps {r.overlappingEvents.map((e) => e.name).join(', ')}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {can.approve && (
            <Button size="xs" color="green" onClick={() => setVerdict('Approve')}>
              Approve
            </Button>
          )}
          {can.reject && (
            <Button size="xs" color="red" variant="light" onClick={() => setVerdict('Reject')}>
              Reject
            </Button>
          )}
          {can.edit && (
            <Button size="xs" variant="default" component={Link} to={`/timeoff/${r.id}/edit`}>
              Edit
            </Button>
          )}
          {can.cancel && (
            <Button size="xs" variant="subtle" color="gray" onClick={cancelIt} loading={cancelling.loading}>
              Cancel request
            </Button>
          )}
        </Group>
      </Stack>
      <ReviewModal business={business} request={r} verdict={verdict} onClose={() => setVerdict(null)} />
    </Card>
  );
}
