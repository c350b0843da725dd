import { ReactNode, memo } from 'react';
import { Fieldset, Paper, Stack, Text, Title } from '@mantine/core';
import type { BusinessSettings } from './business-settings.graphql';
import { BRANDING_PREVIEW_NAMES, BrandingPreview } from './branding-preview';
import { SettingEditor, SummaryRow, displayOf } from './setting-editors';
import {
  MANAGED_ELSEWHERE,
  SECTIONS,
  SETTINGS,
  SectionDef,
  SettingDef,
  isEditable,
} from './settings-catalogue';
import { SettingValue, SettingValues, loadedOf } from './settings-model';

/** What a section reads of one of the two forms (the owner's, the superuser's). */
export interface FormPart {
  values: SettingValues;
  errors: Record<string, string>;
  /** Stable across renders. */
  set: (name: string, value: SettingValue) => void;
}

interface SectionProps {
  section: SectionDef;
  business: BusinessSettings;
  isSuperuser: boolean;
  owner: FormPart;
  platform: FormPart;
}

/** A section's element id: the spec's anchors (#Payment, #Subscription), else its own id. */
export const sectionAnchor = (section: SectionDef) => section.anchor ?? section.id;

function Frame({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Paper id={id} component="section" aria-label={title} p="lg" withBorder style={{ scrollMarginTop: 72 }}>
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

const settingsOf = (section: SectionDef) => SETTINGS.filter((s) => s.section === section.id);

/** The form values a section shows: its settings, the lists its selects offer, the branding preview's. */
const namesOf = (section: SectionDef): string[] => [
  ...settingsOf(section).flatMap((s) => (s.optionsFrom ? [s.name, s.optionsFrom] : [s.name])),
  ...(section.id === 'branding' ? BRANDING_PREVIEW_NAMES : []),
];
const NAMES = new Map(SECTIONS.map((section) => [section.id, namesOf(section)]));

const samePart = (a: FormPart, b: FormPart, names: string[]) =>
  a.set === b.set && names.every((n) => a.values[n] === b.values[n] && a.errors[n] === b.errors[n]);

/** Typing in one setting renders its own section again, not the others. */
const sameSection = (a: SectionProps, b: SectionProps): boolean => {
  const names = NAMES.get(a.section.id) ?? namesOf(a.section);
  return (
    a.section === b.section &&
    a.business === b.business &&
    a.isSuperuser === b.isSuperuser &&
    samePart(a.owner, b.owner, names) &&
    samePart(a.platform, b.platform, names)
  );
};

const readOnlyRow = (business: BusinessSettings, setting: SettingDef) => (
  <SummaryRow key={setting.name} label={setting.label} value={displayOf(loadedOf(business, setting))} />
);

/** One section of the business settings: the owner's editors, read-only values and the superuser's editors. */
export const SettingsSection = memo(function SettingsSection({
  section,
  business,
  isSuperuser,
  owner,
  platform,
}: SectionProps) {
  const settings = settingsOf(section);
  const editor = (setting: SettingDef, form: FormPart) => (
    <SettingEditor
      key={setting.name}
      setting={setting}
      value={form.values[setting.name]}
      error={form.errors[setting.name]}
      onChange={form.set}
      values={setting.optionsFrom ? form.values : undefined}
      business={business}
    />
  );
  const superOnes = settings.filter((s) => s.edit === 'super' && isEditable(s));
  const superEditors = superOnes.map((s) => editor(s, platform));
  return (
    <Frame id={sectionAnchor(section)} title={section.title}>
      {settings.filter((s) => s.edit === 'self').map((s) => editor(s, owner))}
      {section.id === 'branding' && <BrandingPreview values={owner.values} />}
      {settings.filter((s) => !isEditable(s)).map((s) => readOnlyRow(business, s))}
      {MANAGED_ELSEWHERE.filter((m) => m.section === section.id).map((m) => {
        const count = Array.isArray(business[m.name]) ? (business[m.name] as unknown[]).length : 0;
        return (
          <Text key={m.name} size="sm" c="dimmed" data-testid={`managed-${m.name}`}>
            {m.label}: {count} — edited in {m.where}, not on this screen; saving here keeps them as they are.
          </Text>
        );
      })}
      {superOnes.length > 0 &&
        (isSuperuser ? (
          section.superOnly ? (
            <Stack gap="sm" data-scope="super">
              {superEditors}
            </Stack>
          ) : (
            <Fieldset legend="Superuser settings" data-scope="super">
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  Saved with &lsquo;Save platform settings&rsquo;.
                </Text>
                {superEditors}
              </Stack>
            </Fieldset>
          )
        ) : (
          <Stack gap={4}>{superOnes.filter((s) => s.ownerSees).map((s) => readOnlyRow(business, s))}</Stack>
        ))}
    </Frame>
  );
}, sameSection);
