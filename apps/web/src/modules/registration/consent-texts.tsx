import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { smsConsentText } from '@tempo/people-rules';
import type { RegistrationBusiness } from './registration.graphql';

/** The platform's terms of use, which the terms checkbox links to (001 §2.12). */
export const PLATFORM_TERMS_URL = 'https://tempo.example/legal/terms-of-use';

/** The terms-of-use checkbox (001 §5.1). */
export function TermsCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      checked={checked}
      error={error}
      onChange={(e) => onChange(e.currentTarget.checked)}
      aria-label="I accept the terms of use"
      label={
        <>
          I accept the{' '}
          <Anchor href={PLATFORM_TERMS_URL} target="_blank" rel="noreferrer" inherit>
            terms of use
          </Anchor>
        </>
      }
    />
  );
}

/**
 * The SMS consent text when the business has the SMS feature (001 §2.12), with its privacy
 * policy and messaging terms links when set.
 */
export function SmsConsent({ business }: { business: RegistrationBusiness }) {
  if (!business.smsFeatureEnabled) return null;
  const privacy = business.dataCollectionPrivacyPolicyUrl;
  const terms = business.messagingTermsAndConditionsUrl;
  return (
    <Stack gap={4} aria-label="SMS consent">
      <Text size="xs" c="dimmed">
        {smsConsentText(business.fullName ?? business.name)}
      </Text>
      {(privacy || terms) && (
        <Group gap="md">
          {privacy && (
            <Anchor href={privacy} target="_blank" rel="noreferrer" size="xs">
              Privacy Policy
            </Anchor>
          )}
          {terms && (
            <Anchor href={terms} target="_blank" rel="noreferrer" size="xs">
              Terms
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
