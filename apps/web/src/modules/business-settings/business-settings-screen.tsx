import { FormEvent, ReactNode, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  ColorInput,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session';
import { applyBranding } from '../business/branding';
import {
  BusinessSettings,
  BusinessUpdateResult,
  FULL_BUSINESS_QUERY,
  SELF_UPDATE_BUSINESS,
  UPDATE_BUSINESS,
} from './business-settings.graphql';
import {
  BUSINESS_STATUSES,
  COUNTRIES,
  OwnerField,
  OwnerValues,
  PlatformValues,
  REQUIRED_FIELDS,
  changedOwnerFields,
  labelOf,
  ownerValuesOf,
  platformValuesOf,
  platformVariables,
  validateOwnerValues,
} from './settings-model';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Paper id={id} component="section" aria-label={title} p="lg" withBorder>
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** 000 §7.1: 'Success', or 'Error' with the server's message. */
function reportResult(result: BusinessUpdateResult | undefined): boolean {
  if (result?.status === 'ok') {
    notify({ status: 'info', title: 'Success' });
    return true;
  }
  notify({ status: 'error', title: 'Error', message: result?.error || 'The settings were not saved' });
  return false;
}

interface FormProps {
  business: BusinessSettings;
  onSaved: (business: BusinessSettings | null | undefined) => Promise<unknown>;
}

/** General, branding and message settings, saved with selfUpdateBusiness (changed fields only). */
export function OwnerSettingsForm({ business, onSaved }: FormProps) {
  const [initial, setInitial] = useState<OwnerValues>(() => ownerValuesOf(business));
  const [values, setValues] = useState<OwnerValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<OwnerField, string>>>({});
  const [save, { loading }] = useMutation<{ selfUpdateBusiness: BusinessUpdateResult }>(SELF_UPDATE_BUSINESS);

  useEffect(() => {
    const loaded = ownerValuesOf(business);
    setInitial(loaded);
    setValues(loaded);
  }, [business]);

  const set = (field: OwnerField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: OwnerField, extra: { type?: string; placeholder?: string } = {}) => (
    <TextInput
      label={labelOf(field)}
      required={REQUIRED_FIELDS.has(field)}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field)(e.currentTarget.value)}
      {...extra}
    />
  );
  const color = (field: 'uiPrimaryColor' | 'uiSecondaryColor') => (
    <ColorInput label={labelOf(field)} format="hex" value={values[field]} onChange={set(field)} />
  );
  const changed = changedOwnerFields(initial, values);
  const dirty = Object.keys(changed).length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateOwnerValues(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || !dirty) return;
    try {
      const { data } = await save({ variables: { business: business.name, ...changed } });
      if (reportResult(data?.selfUpdateBusiness)) await onSaved(data?.selfUpdateBusiness.business);
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }

  const primary = values.uiPrimaryColor.trim() || undefined;
  const secondary = values.uiSecondaryColor.trim() || undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Business settings">
      <Stack gap="lg">
        <Section title="General and contact">
          {text('fullName')}
          {text('tagline')}
          {text('contactEmail', { type: 'email' })}
          {text('emailFrom')}
          {text('businessWebsite', { placeholder: 'https://' })}
          {text('businessPhoneNumber')}
          {text('timezone', { placeholder: 'America/New_York' })}
          {text('locale', { placeholder: 'en-US' })}
          <Select
            label={labelOf('country')}
            data={[...COUNTRIES]}
            value={values.country || null}
            onChange={(value) => set('country')(value ?? '')}
            clearable
          />
          {text('defaultCurrency', { placeholder: 'USD' })}
        </Section>
        <Section title="Branding">
          {color('uiPrimaryColor')}
          {color('uiSecondaryColor')}
          <Group gap="sm" aria-label="Colour preview">
            <Box
              data-testid="primary-swatch"
              w={32}
              h={32}
              style={{ borderRadius: 4, border: '1px solid #ccc', background: primary }}
            />
            <Box
              data-testid="secondary-swatch"
              w={32}
              h={32}
              style={{ borderRadius: 4, border: '1px solid #ccc', background: secondary }}
            />
            <Button type="button" color={primary} tabIndex={-1}>
              Preview
            </Button>
            <Button type="button" variant="outline" color={secondary} tabIndex={-1}>
              Preview
            </Button>
          </Group>
          {text('uiLogoUrl', { placeholder: 'https://' })}
          {text('uiFaviconUrl', { placeholder: 'https://' })}
        </Section>
        <Section title="Messages">
          <Textarea
            label={labelOf('welcomeMessage')}
            description="HTML; unsafe markup is removed when saved"
            rows={6}
            value={values.welcomeMessage}
            onChange={(e) => set('welcomeMessage')(e.currentTarget.value)}
          />
        </Section>
        <Group>
          <Button type="submit" loading={loading} disabled={!dirty}>
            Save
          </Button>
          <Button
            type="button"
            variant="default"
            disabled={!dirty || loading}
            onClick={() => setValues(initial)}
          >
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Superusers only: status, feature switches and the SMS tier, saved with updateBusiness. */
export function PlatformSettingsForm({ business, onSaved }: FormProps) {
  const [initial, setInitial] = useState<PlatformValues>(() => platformValuesOf(business));
  const [values, setValues] = useState<PlatformValues>(initial);
  const [save, { loading }] = useMutation<{ updateBusiness: BusinessUpdateResult }>(UPDATE_BUSINESS);

  useEffect(() => {
    const loaded = platformValuesOf(business);
    setInitial(loaded);
    setValues(loaded);
  }, [business]);

  const dirty = (Object.keys(values) as Array<keyof PlatformValues>).some((k) => values[k] !== initial[k]);
  const toggle = (key: 'smsFeatureEnabled' | 'crmEnabled' | 'voipEnabled', label: string) => (
    <Switch
      label={label}
      checked={values[key]}
      onChange={(e) => {
        const checked = e.currentTarget.checked;
        setValues((v) => ({ ...v, [key]: checked }));
      }}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    try {
      const { data } = await save({ variables: platformVariables(business, initial, values) });
      if (reportResult(data?.updateBusiness)) await onSaved(data?.updateBusiness.business);
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Platform settings">
      <Section title="Platform settings">
        <Select
          label="Status"
          required
          data={[...BUSINESS_STATUSES]}
          value={values.status || null}
          onChange={(value) => setValues((v) => ({ ...v, status: value ?? v.status }))}
        />
        {toggle('smsFeatureEnabled', 'SMS feature enabled')}
        {toggle('crmEnabled', 'CRM enabled')}
        {toggle('voipEnabled', 'VoIP enabled')}
        <NumberInput
          label="(optional) SMS tier"
          min={0}
          allowDecimal={false}
          value={values.smsTier}
          onChange={(value) => setValues((v) => ({ ...v, smsTier: typeof value === 'number' ? value : '' }))}
        />
        <Group>
          <Button type="submit" loading={loading} disabled={!dirty}>
            Save platform settings
          </Button>
        </Group>
      </Section>
    </form>
  );
}

const BILLING_NOTE = 'Editing these settings arrives with the billing issue.';

function Summary({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  return (
    <Stack gap={4}>
      {rows.map(([label, value]) => (
        <Text key={label} size="sm">
          <Text span fw={600}>
            {label}:
          </Text>{' '}
          {value || '—'}
        </Text>
      ))}
    </Stack>
  );
}

/** /business/:businessName/edit (000 §2.5, SELF_BUSINESS view). */
export default function BusinessSettingsScreen() {
  const { businessName = '' } = useParams();
  const { user } = useSession();
  const { hash } = useLocation();
  const { data, loading, error, refetch } = useQuery<{ fullBusinessQuery: BusinessSettings }>(
    FULL_BUSINESS_QUERY,
    { variables: { businessName }, fetchPolicy: 'network-only' },
  );
  const business = data?.fullBusinessQuery;

  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);

  // The #Payment and #Subscription anchors (000 §2.5) once their sections are there.
  useEffect(() => {
    if (!business || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [business, hash]);

  const onSaved = async (saved: BusinessSettings | null | undefined) => {
    if (saved) applyBranding(saved);
    await refetch();
  };

  return (
    <Stack gap="lg" maw={820}>
      <Title order={2}>Business settings</Title>
      {loading && !business && <Loader aria-label="Loading" />}
      {error && !business && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {business && (
        <>
          <OwnerSettingsForm business={business} onSaved={onSaved} />
          {user?.role === 'superuser' && <PlatformSettingsForm business={business} onSaved={onSaved} />}
          <Section id="Payment" title="Payment">
            <Summary
              rows={[
                ['Payment gateway', business.paymentGatewayId],
                ['Merchant id', business.merchantId],
              ]}
            />
            <Text size="sm" c="dimmed">
              {BILLING_NOTE}
            </Text>
          </Section>
          <Section id="Subscription" title="Subscription">
            <Summary
              rows={[
                ['Plan', business.plan?.planType],
                ['Free until', business.plan?.freeUntil],
                ['Account status', business.plan?.accountStatus],
              ]}
            />
            <Text size="sm" c="dimmed">
              {BILLING_NOTE}
            </Text>
          </Section>
        </>
      )}
    </Stack>
  );
}
