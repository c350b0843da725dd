import { ReactNode, memo, useMemo } from 'react';
import {
  Box,
  Button,
  ColorInput,
  Fieldset,
  Group,
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
import { isUrl } from '@tempo/contracts';
import type { BusinessSettings } from './business-settings.graphql';
import { sanitizeHtml } from './rich-text';
import { SettingDef, labelOf } from './settings-catalogue';
import {
  FormFieldRow,
  PromotionalMessageRow,
  SECRET_MASK,
  SettingRow,
  SettingValue,
  SettingValues,
  TagCategoryRow,
  flagOf,
  listOf,
  loadedOf,
  newKey,
  optionsOf,
  rowsOf,
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

interface RowsEditorProps<Row extends SettingRow> extends EditorProps {
  /** What one row is called: 'form field' gives 'Add a form field', 'Remove form field 2'. */
  itemName: string;
  emptyText: string;
  /** The accessible name of a row; 'Form field 2' by default. */
  rowLabel?: (index: number) => string;
  newRow: () => Row;
  /** The inputs of one row; `update` patches that row. */
  renderRow: (row: Row, update: (patch: Partial<Row>) => void) => ReactNode;
}

/** A list setting edited as rows: add, change and remove, each change emitted as the whole list. */
function RowsEditor<Row extends SettingRow>({
  setting,
  value,
  error,
  onChange,
  itemName,
  emptyText,
  rowLabel = (index) => `${itemName.charAt(0).toUpperCase()}${itemName.slice(1)} ${index + 1}`,
  newRow,
  renderRow,
}: RowsEditorProps<Row>) {
  const rows = rowsOf<Row>(value);
  const emit = (next: Row[]) => onChange(next);
  return (
    <Fieldset legend={labelOf(setting)} aria-label={setting.label}>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        )}
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="xs" aria-label={rowLabel(index)} role="group">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <Box style={{ flex: 1, minWidth: 0 }}>
                {renderRow(row, (patch) =>
                  emit(rows.map((r) => (r.key === row.key ? { ...r, ...patch } : r))),
                )}
              </Box>
              <Button
                type="button"
                variant="subtle"
                color="red"
                size="xs"
                aria-label={`Remove ${itemName} ${index + 1}`}
                onClick={() => emit(rows.filter((r) => r.key !== row.key))}
              >
                Remove
              </Button>
            </Group>
          </Paper>
        ))}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="button" variant="light" size="xs" onClick={() => emit([...rows, newRow()])}>
            {`Add a ${itemName}`}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function FormFieldsEditor(props: EditorProps) {
  return (
    <RowsEditor<FormFieldRow>
      {...props}
      itemName="form field"
      emptyText="No form fields."
      rowLabel={(index) => `${props.setting.label} ${index + 1}`}
      newRow={() => {
        const key = newKey('field');
        return {
          key,
          id: key,
          name: '',
          fieldType: 'text',
          showField: true,
          requireField: false,
          fieldChoices: [],
          source: {},
        };
      }}
      renderRow={(row, update) => (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Name"
            required
            value={row.name}
            onChange={(e) => update({ name: e.currentTarget.value })}
          />
          <TextInput
            label="Field type"
            required
            w={140}
            value={row.fieldType}
            onChange={(e) => update({ fieldType: e.currentTarget.value })}
          />
          <Switch
            label="Shown"
            checked={row.showField}
            onChange={(e) => update({ showField: e.currentTarget.checked })}
          />
          <Switch
            label="Required"
            checked={row.requireField}
            onChange={(e) => update({ requireField: e.currentTarget.checked })}
          />
          <TagsInput
            label="(optional) Choices"
            miw={200}
            value={row.fieldChoices}
            onChange={(fieldChoices) => update({ fieldChoices })}
          />
        </Group>
      )}
    />
  );
}

function TagCategoriesEditor(props: EditorProps) {
  return (
    <RowsEditor<TagCategoryRow>
      {...props}
      itemName="tag category"
      emptyText="No tag categories."
      newRow={() => ({ key: newKey(), name: '', tagType: '', tags: [] })}
      renderRow={(row, update) => (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Name"
            required
            value={row.name}
            onChange={(e) => update({ name: e.currentTarget.value })}
          />
          <TextInput
            label="(optional) Tag type"
            w={160}
            value={row.tagType}
            onChange={(e) => update({ tagType: e.currentTarget.value })}
          />
          <TagsInput
            label="(optional) Tags"
            miw={240}
            value={row.tags}
            onChange={(tags) => update({ tags })}
          />
        </Group>
      )}
    />
  );
}

function PromotionalMessagesEditor(props: EditorProps) {
  return (
    <RowsEditor<PromotionalMessageRow>
      {...props}
      itemName="promotional message"
      emptyText="No promotional messages."
      newRow={() => ({ key: newKey(), message: '', includeButton: false, buttonText: '', buttonUrl: '' })}
      renderRow={(row, update) => {
        const badUrl = row.buttonUrl.trim() !== '' && !isUrl(row.buttonUrl.trim());
        return (
          <Stack gap="xs">
            <Textarea
              label="Message"
              required
              rows={2}
              resize="vertical"
              value={row.message}
              onChange={(e) => update({ message: e.currentTarget.value })}
            />
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Switch
                label="Include a button"
                checked={row.includeButton}
                onChange={(e) => update({ includeButton: e.currentTarget.checked })}
              />
              <TextInput
                label="(optional) Button text"
                value={row.buttonText}
                onChange={(e) => update({ buttonText: e.currentTarget.value })}
              />
              <TextInput
                label="(optional) Button URL"
                placeholder="https://"
                value={row.buttonUrl}
                error={badUrl ? 'A web address starting with http:// or https://' : undefined}
                onChange={(e) => update({ buttonUrl: e.currentTarget.value })}
              />
            </Group>
          </Stack>
        );
      }}
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
