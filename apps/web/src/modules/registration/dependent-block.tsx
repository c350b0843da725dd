import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CustomField, FieldAnswers, FormModel, includes, requires } from '@tempo/people-rules';
import { BirthdateInput, GenderInput, NameFields } from './contact-inputs';
import { CustomFieldInputs } from './custom-field-inputs';
import type { RegistrationValues } from './registration-model';

interface DependentBlockProps {
  form: UseFormReturnType<RegistrationValues>;
  index: number;
  model: FormModel;
  fields: readonly CustomField[];
  genderLabel: string;
  today: string;
}

/** One dependent of the create-account form (001 §2.12): names, gender, date of birth and custom fields. */
export function DependentBlock({ form, index, model, fields, genderLabel, today }: DependentBlockProps) {
  const at = `dependents.${index}`;
  const dependent = form.values.dependents[index];
  const name = `Dependent ${index + 1}`;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{name}</Text>
          {index > 0 && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={`Remove dependent ${index + 1}`}
              onClick={() => form.removeListItem('dependents', index)}
            >
              Remove
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NameFields
            first={form.getInputProps(`${at}.firstName`)}
            last={form.getInputProps(`${at}.lastName`)}
            autoComplete={false}
          />
          {includes(model, 'GENDER') && (
            <GenderInput
              label={genderLabel}
              required={requires(model, 'GENDER')}
              binding={form.getInputProps(`${at}.gender`)}
            />
          )}
          {includes(model, 'STUDENT_BIRTHDATE') && (
            <BirthdateInput
              label="Date of birth"
              required={requires(model, 'STUDENT_BIRTHDATE')}
              binding={form.getInputProps(`${at}.birthdate`)}
              today={today}
            />
          )}
        </SimpleGrid>
        <CustomFieldInputs
          fields={fields}
          answers={dependent.answers}
          errorOf={(id) => form.errors[`${at}.answers.${id}`] as string | undefined}
          onChange={(answers: FieldAnswers, id) => {
            form.setFieldValue(`${at}.answers`, answers);
            form.clearFieldError(`${at}.answers.${id}`);
          }}
        />
      </Stack>
    </Paper>
  );
}
