import { memo, useMemo } from 'react';
import {
  Box,
  ColorInput,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { FormFieldsEditor, PromotionalMessagesEditor, TagCategoriesEditor } from './row-editors';
import type { BusinessSettings } from './business-settings.graphql';
import { sanitizeHtml } from './rich-text';
import { SettingDef, labelOf } from './settings-catalogue';
import {
  SECRET_MASK,
  SettingValue,
  SettingValues,
  flagOf,
  listOf,
  loadedOf,
  optionsOf,
  textOf,
} from './settings-model';

export interface EditorProps {
  setting: SettingDef;
  value: SettingValue | undefined;
  error?: string;
  onChange: (value: SettingValue) => void;
  /** The form's values, for the editors whose options come from another setting. */
  values?: SettingValues;
  business: BusinessSettings;
}

const INPUT_TYPES: Partial<Record<SettingDef['kind'], string>> = { email: 'email', url: 'url', phone: 'tel' };

function RichTextEditor({ setting, value, error, onChange }: EditorProps) {
  const html = textOf(value);
  const preview = useMemo(() => (html.trim() ? sanitizeHtml(html) : ''), [html]);
  return (
    <Stack gap={4}>
      <Textarea
        label={labelOf(setting)}
        description={setting.description}
        rows={4}
        resize="vertical"
        value={html}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {preview && (
        <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
          <Text size="xs" c="dimmed">
            Preview
          </Text>
          <Box
            data-testid={`preview-${setting.name}`}
            aria-label={`${setting.label} preview`}
            fz="sm"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </Paper>
      )}
    </Stack>
  );
}

function SecretEditor({ setting, value, onChange, business }: EditorProps) {
  const isSet = loadedOf(business, setting) === SECRET_MASK;
  return (
    <PasswordInput
      label={labelOf(setting)}
      description={
        isSet ? 'Set; it is never shown. Type a new value to replace it.' : 'Not set. Type a value to set it.'
      }
      placeholder={isSet ? SECRET_MASK : undefined}
      autoComplete="new-password"
      value={textOf(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The editor of one setting, by its kind. */
function Editor(props: EditorProps) {
  const { setting, value, error, onChange, values, business } = props;
  const label = labelOf(setting);
  const common = { label, description: setting.description, error, required: setting.required };
  switch (setting.kind) {
    case 'switch':
      return (
        <Switch
          label={label}
          description={setting.description}
          checked={flagOf(value)}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'colour':
      return (
        <ColorInput
          {...common}
          format="hex"
          placeholder="#1a2b3c"
          value={textOf(value)}
          onChange={(colour) => onChange(colour)}
        />
      );
    case 'integer':
      return (
        <NumberInput
          {...common}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={textOf(value)}
          onChange={(number) => onChange(number === '' ? '' : String(number))}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={optionsOf(setting, textOf(value), values ?? {}, business)}
          value={textOf(value) || null}
          clearable={!setting.required}
          allowDeselect={!setting.required}
          onChange={(selected) => onChange(selected ?? '')}
        />
      );
    case 'stringList':
      return (
        <TagsInput
          {...common}
          placeholder="Type, then press Enter"
          value={listOf(value)}
          onChange={(list) => onChange(list)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={3}
          resize="vertical"
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'richText':
      return <RichTextEditor {...props} />;
    case 'secret':
      return <SecretEditor {...props} />;
    case 'formFields':
      return <FormFieldsEditor {...props} />;
    case 'tagCategories':
      return <TagCategoriesEditor {...props} />;
    case 'promotionalMessages':
      return <PromotionalMessagesEditor {...props} />;
    case 'readOnly':
      return <SummaryRow label={setting.label} value={displayOf(loadedOf(business, setting))} />;
    default:
      return (
        <TextInput
          {...common}
          type={INPUT_TYPES[setting.kind] ?? 'text'}
          placeholder={setting.placeholder}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

export interface SettingFieldProps extends Omit<EditorProps, 'onChange'> {
  /** Stable across renders, so that typing in one field renders only that field. */
  onChange: (name: string, value: SettingValue) => void;
}

/** The editors that show more of the loaded business than their value: a secret's state, a select's options, a read-only value. */
const readsBusiness = ({ kind, optionsFrom }: SettingDef) =>
  kind === 'secret' || kind === 'readOnly' || (kind === 'select' && !!optionsFrom);

/** Its own props; the business (loaded again by each save) only for the editors that read it. */
const sameField = (a: SettingFieldProps, b: SettingFieldProps) =>
  a.setting === b.setting &&
  a.value === b.value &&
  a.error === b.error &&
  a.onChange === b.onChange &&
  a.values === b.values &&
  (a.business === b.business || !readsBusiness(a.setting));

/** One setting's editor, rendered again only when its own props change. */
export const SettingEditor = memo(function SettingEditor({ onChange, ...props }: SettingFieldProps) {
  const { name } = props.setting;
  return <Editor {...props} onChange={(value) => onChange(name, value)} />;
}, sameField);

/** A loaded value as text for read-only rows. */
export function displayOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

export function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}
