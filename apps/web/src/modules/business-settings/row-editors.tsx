import {
  Box,
  Button,
  Fieldset,
  Group,
  Paper,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { isUrl } from '@tempo/contracts';
import { FormFieldRowInputs, formOfSetting } from './form-field-row';
import type { EditorProps } from './setting-editors';
import { labelOf } from './settings-catalogue';
import {
  FormFieldRow,
  PromotionalMessageRow,
  SettingRow,
  TagCategoryRow,
  newKey,
  rowsOf,
} from './settings-model';

/** The editors of settings that are lists of rows (form fields, tag categories, promotional messages). */
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

export function FormFieldsEditor(props: EditorProps) {
  const rows = rowsOf<FormFieldRow>(props.value);
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
          fieldType: 'TEXT',
          showField: true,
          requireField: false,
          fieldChoices: [],
          conditionalFieldId: '',
          conditionalOptions: [],
          source: {},
        };
      }}
      renderRow={(row, update) => (
        <FormFieldRowInputs row={row} rows={rows} form={formOfSetting(props.setting.name)} update={update} />
      )}
    />
  );
}

export function TagCategoriesEditor(props: EditorProps) {
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

export function PromotionalMessagesEditor(props: EditorProps) {
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
