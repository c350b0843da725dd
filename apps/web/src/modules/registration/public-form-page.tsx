import { ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { LoadingScreen } from '../../app/guard';
import { errorMessage } from '../../app/errors';
import { useSession } from '../../app/session';
import { sanitizeHtml } from '../business-settings/rich-text';
import { BusinessFormField, FormModel, PublicForm, formModelOf, genderLabel } from '@tempo/people-rules';
import { useReportUnknownFields } from './custom-field-inputs';
import {
  FORM_FIELD_PARTS,
  JourneyPhase,
  REGISTRATION_BUSINESS,
  RegistrationBusiness,
} from './registration.graphql';

/** The name of the business the page belongs to: the session's, else the host's. */
export function useBusinessName(): string | null {
  const { business, tenant } = useSession();
  return business?.name ?? (tenant.kind === 'business' ? tenant.businessName : null);
}

export interface LoadedBusiness {
  business: RegistrationBusiness;
  /** The form's customer-journey phase; null when it could not be read. */
  phase: JourneyPhase | null;
  selfRegisterFields: BusinessFormField[];
  crmLeadCaptureFields: BusinessFormField[];
}

interface BusinessState {
  loading: boolean;
  error: string | null;
  loaded: LoadedBusiness | null;
}

/** The business's public form settings and the form's journey phase (welcome message, fields, SMS feature, policy links). */
export function useRegistrationBusiness(form: PublicForm): BusinessState {
  const businessName = useBusinessName();
  const { data, loading, error } = useQuery(REGISTRATION_BUSINESS, {
    variables: { businessName: businessName ?? '', phaseType: form },
    skip: !businessName,
    // The page works without the phase (the business's own rows and the defaults).
    errorPolicy: 'all',
  });
  const business = data?.businessQuery ?? null;
  if (!businessName) return { loading: false, error: NO_BUSINESS, loaded: null };
  if (loading && !business) return { loading: true, error: null, loaded: null };
  if (!business)
    return { loading: false, error: error ? errorMessage(error) : 'Business not found', loaded: null };
  const rows = (list: typeof business.selfRegisterFields): BusinessFormField[] =>
    (list ?? []).map((row) => getFragmentData(FORM_FIELD_PARTS, row));
  return {
    loading: false,
    error: null,
    loaded: {
      business,
      phase: data?.customerJourneyPhaseByType ?? null,
      selfRegisterFields: rows(business.selfRegisterFields),
      crmLeadCaptureFields: rows(business.crmLeadCaptureFields),
    },
  };
}

const NO_BUSINESS = 'This page belongs to a business: open it on the business’s own address.';

/** What a public form's rules read besides its values: its field model and the visitor's locale and date. */
export interface PublicFormSetup {
  model: FormModel;
  locale: string | undefined;
  today: string;
  genderLabel: string;
  /** The business's formsPhoneNumberRequired. */
  phoneRequired: boolean;
}

export function usePublicForm(form: PublicForm, loaded: LoadedBusiness): PublicFormSetup {
  const rows = form === 'REGISTRATION' ? loaded.selfRegisterFields : loaded.crmLeadCaptureFields;
  const phase = loaded.phase?.dataRequirements;
  const model = useMemo(() => formModelOf(form, rows, phase), [form, rows, phase]);
  useReportUnknownFields(model);
  const [today] = useState(localToday);
  return {
    model,
    locale: browserLocale(),
    today,
    genderLabel: genderLabel(loaded.business.genderDisplayOption),
    phoneRequired: loaded.business.formsPhoneNumberRequired === true,
  };
}

/** Signs a person in with the app's sign-in, then opens their home page. */
export function useSignInAndGoHome(): (email: string, password: string) => Promise<void> {
  const { auth } = useSession();
  const businessName = useBusinessName();
  const navigate = useNavigate();
  return useCallback(
    async (email: string, password: string) => {
      await auth.login(email, password, businessName);
      navigate('/', { replace: true });
    },
    [auth, businessName, navigate],
  );
}

/** The visitor's date, YYYY-MM-DD. */
export const localToday = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The visitor's time zone. */
export const browserTimezone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/** The browser's locale (the phone country's default and its mismatch warning). */
export const browserLocale = (): string | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.language || undefined;

/** A business message (sanitized HTML: welcome, thank-you). */
export function BusinessMessage({ html, label }: { html: string | null | undefined; label: string }) {
  if (!html?.trim()) return null;
  return <Box aria-label={label} fz="sm" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** The frame of the public forms: the business's logo and name over a card. */
export function PublicFormPage({
  business,
  children,
  label,
}: {
  business: RegistrationBusiness | null;
  children: ReactNode;
  label: string;
}) {
  return (
    <Paper
      withBorder
      shadow="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={760}
      mx="auto"
      my="md"
      radius="md"
      aria-label={label}
    >
      <Stack gap="md">
        {business && (
          <Group gap="sm" wrap="nowrap">
            {business.uiLogoUrl && <Image src={business.uiLogoUrl} alt="" h={40} w="auto" fit="contain" />}
            <Text fw={700} size="lg">
              {business.fullName ?? business.name}
            </Text>
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** The loading and failure states of a public form page. */
export function PublicFormState({ loading, error }: { loading: boolean; error: string | null }) {
  if (loading) return <LoadingScreen />;
  return (
    <PublicFormPage business={null} label="Unavailable">
      <Title order={3}>This page is not available</Title>
      <Text c="dimmed">{error}</Text>
    </PublicFormPage>
  );
}

/** A public form page once its business is read; the loading and failure states until then. */
export function WithBusiness({
  form,
  children,
}: {
  form: PublicForm;
  children: (loaded: LoadedBusiness) => ReactNode;
}) {
  const { loading, error, loaded } = useRegistrationBusiness(form);
  return loaded ? children(loaded) : <PublicFormState loading={loading} error={error} />;
}
