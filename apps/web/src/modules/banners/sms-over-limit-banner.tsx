import { useState } from 'react';
import { Alert } from '@mantine/core';
import { CURRENT_RELEASE } from '../changelog';
import { FragmentType, getFragmentData } from '../../gql';
import { SMS_USAGE } from './billing.graphql';
import { dismissedFor, rememberDismissal, smsOverLimit, smsOverLimitText } from './sms-over-limit';

export interface SmsOverLimitBannerProps {
  /** The business's SMS usage, as the notices query reads it. */
  business: FragmentType<typeof SMS_USAGE> | null | undefined;
  /** Whether the user holds CHANGELOG view (002 §2.3). */
  permitted: boolean;
  release?: string;
}

/** 002 §2.3: a warning when the business sends more SMS than its tier; dismissed per release. */
export function SmsOverLimitBanner({
  business,
  permitted,
  release = CURRENT_RELEASE,
}: SmsOverLimitBannerProps) {
  const [dismissed, setDismissed] = useState(() => dismissedFor(release));
  const usage = getFragmentData(SMS_USAGE, business);
  if (!permitted || dismissed || !usage || !smsOverLimit(usage)) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => {
        rememberDismissal(release);
        setDismissed(true);
      }}
      m="xs"
    >
      {smsOverLimitText(usage.smsTier ?? 0)}
    </Alert>
  );
}
