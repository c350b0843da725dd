import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Textarea } from '@mantine/core';

/** The reason and 'Do not notify' of a cancellation, with what the cancel mutations take from them. */
export function useCancelFields() {
  const [reason, setReason] = useState('');
  const [doNotNotify, setDoNotNotify] = useState(false);
  return {
    reason,
    setReason,
    doNotNotify,
    setDoNotNotify,
    /** The mutation's variables: the trimmed reason (null when empty) and doNotNotify. */
    variables: { reason: reason.trim() || null, doNotNotify },
  };
}

export type CancelFieldsState = ReturnType<typeof useCancelFields>;

/** The fields of a cancellation form: 'Reason' and 'Do not notify'. */
export function CancelFields({ fields }: { fields: CancelFieldsState }) {
  return (
    <>
      <Textarea
        label="Reason"
        autosize
        minRows={2}
        value={fields.reason}
        onChange={(e) => fields.setReason(e.currentTarget.value)}
      />
      <Checkbox
        label="Do not notify"
        checked={fields.doNotNotify}
        onChange={(e) => fields.setDoNotNotify(e.currentTarget.checked)}
      />
    </>
  );
}

/** The end of a cancellation form: the refusal if any, going back without cancelling, and cancelling (red). */
export function CancelActions({
  error,
  keepLabel,
  onKeep,
  cancelLabel,
  onCancel,
  loading,
  disabled,
}: {
  error?: string | null;
  keepLabel: string;
  onKeep: () => void;
  cancelLabel: ReactNode;
  onCancel: () => void;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      {error && (
        <Alert color="red" title="Error">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button color="red" disabled={disabled} loading={loading} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Group>
    </>
  );
}
