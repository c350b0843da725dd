import { Group, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import {
  BUILTIN_DEFAULTS,
  BUILTIN_FIELDS,
  BUSINESS_FIELD_TYPES,
  BUSINESS_FIELD_TYPE_LABELS,
  BuiltinField,
  PublicForm,
} from '@tempo/people-rules';
import type { FormFieldRow } from './settings-model';

/**
 * The inputs of one row of the public forms' fields (selfRegisterFields, crmLeadCaptureFields),
 * in the field model the forms read (@tempo/people-rules form-fields): a built-in field of the
 * form (its name is the built-in's), or a custom field with a name, a type, its choices, and
 * for a choice depending on another field, that field and the choices each of its answers gives.
 */

/** The form a setting's rows describe. */
export const formOfSetting = (settingName: string): PublicForm =>
  settingName === 'crmLeadCaptureFields' ? 'LEAD_FORM' : 'REGISTRATION';

/** The type a built-in row is saved with. */
const BUILTIN_TYPES: Record<BuiltinField, string> = {
  GENDER: 'TEXT',
  STUDENT_BIRTHDATE: 'DATE',
  ADDRESS: 'ADDRESS',
  STUDENT_AGE: 'TEXT',
  STUDENT_NAME: 'TEXT',
};

const CUSTOM = 'CUSTOM';

const isBuiltin = (name: string): name is BuiltinField => Object.hasOwn(BUILTIN_FIELDS, name);

const withChoices = (type: string): boolean => ['SINGLE_SELECTION', 'SELECTION'].includes(type.toUpperCase());

interface FormFieldRowInputsProps {
  row: FormFieldRow;
  rows: readonly FormFieldRow[];
  form: PublicForm;
  update: (patch: Partial<FormFieldRow>) => void;
}

export function FormFieldRowInputs({ row, rows, form, update }: FormFieldRowInputsProps) {
  const builtins = Object.keys(BUILTIN_DEFAULTS[form]) as BuiltinField[];
  const kind = isBuiltin(row.name) ? row.name : CUSTOM;
  const kindOptions = [
    { value: CUSTOM, label: 'Custom field' },
    ...builtins.map((b) => ({ value: b, label: `${BUILTIN_FIELDS[b]} (built-in)` })),
  ];
  if (kind !== CUSTOM && !builtins.includes(kind))
    kindOptions.push({ value: kind, label: `${BUILTIN_FIELDS[kind]} (built-in)` });
  const type = row.fieldType.trim().toUpperCase();
  const typeOptions: { value: string; label: string }[] = BUSINESS_FIELD_TYPES.map((t) => ({
    value: t,
    label: BUSINESS_FIELD_TYPE_LABELS[t],
  }));
  if (row.fieldType && !typeOptions.some((o) => o.value === row.fieldType))
    typeOptions.push({ value: row.fieldType, label: row.fieldType });
  const parents = rows.filter((r) => r.key !== row.key && !isBuiltin(r.name) && r.fieldChoices.length > 0);
  const parent = rows.find((r) => r.id === row.conditionalFieldId);
  const choicesWhen = (choice: string) =>
    row.conditionalOptions.find((o) => o.selectedChoice === choice)?.choices ?? [];
  const setChoicesWhen = (choice: string, choices: string[]) =>
    update({
      conditionalOptions: [
        ...row.conditionalOptions.filter((o) => o.selectedChoice !== choice),
        { selectedChoice: choice, choices },
      ],
    });

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Field"
          w={220}
          data={kindOptions}
          value={kind}
          allowDeselect={false}
          onChange={(value) =>
            value === CUSTOM || !value
              ? update({ name: '', fieldType: 'TEXT' })
              : update({ name: value, fieldType: BUILTIN_TYPES[value as BuiltinField] })
          }
        />
        {kind === CUSTOM && (
          <>
            <TextInput
              label="Name"
              required
              value={row.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
            />
            <Select
              label="Field type"
              required
              w={240}
              data={typeOptions}
              value={row.fieldType || null}
              allowDeselect={false}
              onChange={(value) => update({ fieldType: value ?? 'TEXT' })}
            />
          </>
        )}
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
      </Group>
      {kind === CUSTOM && withChoices(type) && (
        <TagsInput
          label="Choices"
          value={row.fieldChoices}
          onChange={(fieldChoices) => update({ fieldChoices })}
        />
      )}
      {kind === CUSTOM && type === 'CONDITIONAL_SELECTION' && (
        <Stack gap="xs">
          <Select
            label="Depends on"
            w={260}
            data={parents.map((r) => ({ value: r.id, label: r.name || r.id }))}
            value={row.conditionalFieldId || null}
            onChange={(value) => update({ conditionalFieldId: value ?? '' })}
          />
          {parent?.fieldChoices.map((choice) => (
            <TagsInput
              key={choice}
              label={`Choices when "${choice}"`}
              value={choicesWhen(choice)}
              onChange={(choices) => setChoicesWhen(choice, choices)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
