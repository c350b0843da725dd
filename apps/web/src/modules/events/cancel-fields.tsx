import { useState } from 'react';
import { Checkbox, Textarea } from '@mantine/core';

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
