import { FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { useLocation, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Group, Loader, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session';
import {
  BusinessSettings,
  BusinessUpdateResult,
  FULL_BUSINESS_QUERY,
  SELF_UPDATE_BUSINESS,
  UPDATE_BUSINESS,
} from './business-settings.graphql';
import { OWNER_SETTINGS, SECTIONS, SUPER_SETTINGS, SettingDef } from './settings-catalogue';
import { SettingsSection, sectionAnchor } from './settings-section';
import {
  SettingValue,
  SettingValues,
  changedSettings,
  ownerVariables,
  rebase,
  superVariables,
  validate,
  valuesOf,
} from './settings-model';

/** 000 §7.1: 'Success', or 'Error' with the server's message. */
function reportResult(result: BusinessUpdateResult | undefined): boolean {
  if (result?.status === 'ok') {
    notify({ status: 'info', title: 'Success' });
    return true;
  }
  notify({ status: 'error', title: 'Error', message: result?.error || 'The settings were not saved' });
  return false;
}

/** Brings the first field with a message into view. */
function revealFirstError(): void {
  setTimeout(() => {
    const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    invalid?.scrollIntoView?.({ block: 'center' });
    invalid?.focus?.();
  });
}

interface FormState {
  initial: SettingValues;
  values: SettingValues;
  errors: Record<string, string>;
}

/**
 * One form's values over the loaded business. When the business is loaded again, what the
 * user has not touched follows it and their own edits stay.
 */
function useSettingsForm(business: BusinessSettings, settings: readonly SettingDef[]) {
  const [state, setState] = useState<FormState>(() => {
    const initial = valuesOf(business, settings);
    return { initial, values: initial, errors: {} };
  });
  const loaded = useRef(business);

  useEffect(() => {
    if (loaded.current === business) return;
    loaded.current = business;
    const next = valuesOf(business, settings);
    setState((s) => ({ ...s, initial: next, values: rebase(settings, s.initial, s.values, next) }));
  }, [business, settings]);

  const changed = changedSettings(settings, state.initial, state.values);
  const set = useCallback(
    (name: string, value: SettingValue) =>
      setState((s) => {
        const errors = { ...s.errors };
        delete errors[name];
        return { ...s, values: { ...s.values, [name]: value }, errors };
      }),
    [],
  );
  return {
    ...state,
    changed,
    set,
    /** The cheap checks of the changed and the required settings; true when all pass. */
    check: (): boolean => {
      const checked = settings.filter((s) => s.required || changed.includes(s));
      const errors = validate(checked, state.values);
      setState((s) => ({ ...s, errors }));
      return Object.keys(errors).length === 0;
    },
    /** After a save: the saved settings take the server's values (normalised, secrets emptied). */
    accept: (saved: BusinessSettings, names: readonly string[]) => {
      loaded.current = saved;
      const next = valuesOf(saved, settings);
      setState((s) => {
        const values = rebase(settings, s.initial, s.values, next);
        for (const name of names) if (name in next) values[name] = next[name];
        return { initial: next, values, errors: {} };
      });
    },
    reset: () => setState((s) => ({ ...s, values: s.initial, errors: {} })),
  };
}

type SettingsForm = ReturnType<typeof useSettingsForm>;

interface FormsProps {
  business: BusinessSettings;
  isSuperuser: boolean;
}

/** Every section of the business settings, with the owner's save and the superuser's save. */
export function BusinessSettingsForms({ business, isSuperuser }: FormsProps) {
  const session = useSession();
  const owner = useSettingsForm(business, OWNER_SETTINGS);
  const platform = useSettingsForm(business, SUPER_SETTINGS);
  const [saveOwner, ownerSaving] = useMutation(SELF_UPDATE_BUSINESS);
  const [saveSuper, superSaving] = useMutation(UPDATE_BUSINESS);

  async function afterSave(form: SettingsForm, saved: BusinessSettings | null | undefined, names: string[]) {
    // The saved business also updates this screen's query through the cache (same fragment).
    if (saved) form.accept(saved, names);
    // The shell catches up with the new name and branding when it shows this business; a
    // failed refresh leaves this save done.
    if (session.business?.name === business.name) await session.refreshBusiness().catch(() => undefined);
  }

  async function submitOwner() {
    if (!owner.check()) return revealFirstError();
    if (owner.changed.length === 0) return;
    const names = owner.changed.map((s) => s.name);
    try {
      const { data } = await saveOwner({ variables: ownerVariables(business, owner.initial, owner.values) });
      const result = data?.selfUpdateBusiness;
      if (reportResult(result)) await afterSave(owner, result?.business, names);
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }

  async function submitSuper() {
    if (!platform.check()) return revealFirstError();
    if (platform.changed.length === 0) return;
    const names = platform.changed.map((s) => s.name);
    try {
      const { data } = await saveSuper({
        variables: superVariables(business, platform.initial, platform.values),
      });
      const result = data?.updateBusiness;
      if (reportResult(result)) await afterSave(platform, result?.business, names);
    } catch (error) {
      notify({ status: 'error', title: 'Error', message: errorMessage(error) });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Enter in a superuser field saves the superuser settings; anywhere else, the owner's.
    const active = document.activeElement;
    if (isSuperuser && active instanceof HTMLElement && active.closest('[data-scope="super"]'))
      void submitSuper();
    else void submitOwner();
  }

  const ownerCount = owner.changed.length;
  const superCount = platform.changed.length;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business settings">
      <Stack gap="lg">
        {SECTIONS.filter((section) => isSuperuser || !section.superOnly).map((section) => (
          <SettingsSection
            key={section.id}
            section={section}
            business={business}
            isSuperuser={isSuperuser}
            owner={owner}
            platform={platform}
          />
        ))}
        <Paper
          withBorder
          p="sm"
          pos="sticky"
          bottom={0}
          style={{ zIndex: 2 }}
          shadow="sm"
          aria-label="Save settings"
          role="group"
        >
          <Group justify="space-between">
            <Group>
              <Button type="submit" loading={ownerSaving.loading} disabled={ownerCount === 0}>
                Save
              </Button>
              <Button
                type="button"
                variant="default"
                disabled={ownerCount === 0 || ownerSaving.loading}
                onClick={owner.reset}
              >
                Reset
              </Button>
              {isSuperuser && (
                <Button
                  type="button"
                  color="grape"
                  loading={superSaving.loading}
                  disabled={superCount === 0}
                  onClick={() => void submitSuper()}
                >
                  Save platform settings
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed" aria-live="polite">
              {ownerCount + superCount === 0
                ? 'No unsaved changes'
                : `${ownerCount + superCount} unsaved change${ownerCount + superCount === 1 ? '' : 's'}`}
            </Text>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}

/** Jump links to the sections, beside the form on large screens. */
function SectionNav({ isSuperuser }: { isSuperuser: boolean }) {
  const { hash } = useLocation();
  return (
    <Box visibleFrom="lg" w={220} pos="sticky" top={76} style={{ alignSelf: 'flex-start' }}>
      <nav aria-label="Settings sections">
        {SECTIONS.filter((section) => isSuperuser || !section.superOnly).map((section) => (
          <NavLink
            key={section.id}
            href={`#${sectionAnchor(section)}`}
            label={section.title}
            active={hash === `#${sectionAnchor(section)}`}
            variant="subtle"
          />
        ))}
      </nav>
    </Box>
  );
}

/** /business/:businessName/edit (000 §2.5, SELF_BUSINESS view). */
export default function BusinessSettingsScreen() {
  const { businessName = '' } = useParams();
  const { user } = useSession();
  const { hash } = useLocation();
  const { data, loading, error } = useQuery(FULL_BUSINESS_QUERY, {
    variables: { businessName },
    fetchPolicy: 'network-only',
  });
  const business = data?.fullBusinessQuery;

  useLoadErrorToast(error);

  // The #Payment and #Subscription anchors (000 §2.5).
  const loaded = !!business;
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [loaded, hash]);

  const isSuperuser = user?.role === 'superuser';
  return (
    <Group align="flex-start" wrap="nowrap" gap="xl">
      <Stack gap="lg" maw={900} style={{ flex: 1, minWidth: 0 }}>
        <Title order={2}>Business settings</Title>
        {loading && !business && <Loader aria-label="Loading" />}
        {error && !business && (
          <Alert color="red" title={LOAD_ERROR_TITLE}>
            {errorMessage(error)}
          </Alert>
        )}
        {business && <BusinessSettingsForms business={business} isSuperuser={isSuperuser} />}
      </Stack>
      {business && <SectionNav isSuperuser={isSuperuser} />}
    </Group>
  );
}
