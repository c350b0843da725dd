import { useEffect } from 'react';
import { notify } from '../../app/notify';
import {
  BILLING_REPEAT_MS,
  BILLING_SHOW_MS,
  BillingWarning,
  OVERDUE,
  TRIAL_ENDED,
  subscriptionPath,
} from './billing-model';

export interface BillingNoticesProps {
  warning: BillingWarning | null;
  businessName: string | null;
  /** Whether the user is sent to the subscription settings (lacks create on BUSINESS). */
  redirect: boolean;
  navigate(path: string): void;
}

/** 000 §4.7, 003 §8: trial-ended and overdue notices, shown for 30 s and repeated every 60 s. */
export function BillingNotices({ warning, businessName, redirect, navigate }: BillingNoticesProps) {
  const ended = warning === 'TRIAL_ENDED';
  const overdue = warning === 'OVERDUE';

  useEffect(() => {
    if (!ended || !businessName) return;
    const tick = () => {
      notify({ status: 'warning', ...TRIAL_ENDED, dismissAfter: BILLING_SHOW_MS, id: 'billing-trial-ended' });
      if (redirect) navigate(subscriptionPath(businessName));
    };
    tick();
    const timer = setInterval(tick, BILLING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ended, businessName, redirect, navigate]);

  useEffect(() => {
    if (!overdue) return;
    const tick = () =>
      notify({ status: 'error', ...OVERDUE, dismissAfter: BILLING_SHOW_MS, id: 'billing-overdue' });
    tick();
    const timer = setInterval(tick, BILLING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [overdue]);

  return null;
}
