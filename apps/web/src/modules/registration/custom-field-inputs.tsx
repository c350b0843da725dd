import { useEffect } from 'react';
import { Checkbox, Group, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  CustomField,
  FieldAnswer,
  FieldAnswers,
  FormModel,
  choicesOf,
  fieldLabel,
  pruneAnswers,
  shownFields,
} from '@tempo/people-rules';

interface CustomFieldInputsProps {
  fields: readonly CustomField[];
  answers: FieldAnswers;
  /** The message of a field, by its id. */
  errorOf: (id: string) => string | undefined;
  /** The answers after a change of field `changedId` (its message is then cleared). */
  onChange: (answers: FieldAnswers, changedId: string) => void;
}

function FieldInput({
  field,
  answer,
  choices,
  error,
  onAnswer,
}: {
  field: CustomField;
  answer: FieldAnswer | undefined;
  choices: string[];
  error: string | undefined;
  onAnswer: (answer: FieldAnswer) => void;
}) {
  const required = field.requirement === 'REQUIRED';
  const label = fieldLabel(field.name, required);
  const common = { label, required, error };
  const textValue = typeof answer === 'string' ? answer : '';
  switch (field.type) {
    case 'TEXT':
      return <TextInput {...common} value={textValue} onChange={(e) => onAnswer(e.currentTarget.value)} />;
    case 'LONG_TEXT':
      return (
        <Textarea
          {...common}
          rows={3}
          resize="vertical"
          value={textValue}
          onChange={(e) => onAnswer(e.currentTarget.value)}
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...common}
          type="date"
          value={textValue}
          onChange={(e) => onAnswer(e.currentTarget.value)}
        />
      );
    case 'BOOLEAN':
      return (
        <Radio.Group
          label={label}
          withAsterisk={required}
          error={error}
          value={answer === true ? 'yes' : answer === false ? 'no' : ''}
          onChange={(value) => onAnswer(value === 'yes')}
        >
          <Group gap="md" mt={4}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    case 'MULTIPLE_SELECTION':
      return (
        <Checkbox.Group
          label={label}
          withAsterisk={required}
          error={error}
          value={Array.isArray(answer) ? answer : []}
          onChange={(value) => onAnswer(value)}
        >
          <Group gap="md" mt={4}>
            {choices.map((choice) => (
              <Checkbox key={choice} value={choice} label={choice} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'SINGLE_SELECTION':
    case 'CONDITIONAL_SELECTION':
      return (
        <Select
          {...common}
          data={choices}
          value={textValue || null}
          onChange={(value) => onAnswer(value ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      );
  }
}

/**
 * The business's custom fields (001 §5.4): each by its type, '(optional)' before the label of
 * those not required; a conditional selection appears once the field it depends on offers it
 * choices, and loses a choice that field no longer offers.
 */
export function CustomFieldInputs({ fields, answers, errorOf, onChange }: CustomFieldInputsProps) {
  if (!fields.length) return null;
  return (
    <Stack gap="sm">
      {shownFields(fields, answers).map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          answer={answers[field.id]}
          choices={choicesOf(field, answers)}
          error={errorOf(field.id)}
          onAnswer={(answer) => onChange(pruneAnswers(fields, { ...answers, [field.id]: answer }), field.id)}
        />
      ))}
    </Stack>
  );
}

/** Rows of a type no form renders are logged and left out (001 §8). */
export function useReportUnknownFields(model: FormModel): void {
  useEffect(() => {
    for (const field of model.unknown)
      console.warn(`Form field "${field.name}" has a type no form renders: ${field.fieldType}`);
  }, [model]);
}
