import { useMutation } from '@apollo/client/react';
import { Autocomplete, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { GENDERS, localToday } from '../staff/person-model';
import { saveWithToasts } from '../staff/screen-helpers';
import { DependentValues, dependentInput, emptyDependent, validateDependent } from './self-model';
import { SELF_ADD_DEPENDENT } from './self.graphql';

function AddDependentForm({ business, onDone }: { business: string; onDone: () => void }) {
  const form = useForm<DependentValues>({
    initialValues: emptyDependent(),
    validate: (values) => validateDependent(values),
  });
  const [add, { loading }] = useMutation(SELF_ADD_DEPENDENT, {
    refetchQueries: ['Myself', 'MyselfDependents'],
  });
  const max = PEOPLE_LIMITS.dependentName;

  async function submit(values: DependentValues) {
    const variables = { business, dependent: dependentInput(values) };
    const added = await saveWithToasts(
      async () => (await add({ variables })).data?.selfAddDependent,
      'The dependent was not added',
    );
    if (added) onDone();
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Add a dependent">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            required
            maxLength={max}
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last name" required maxLength={max} {...form.getInputProps('lastName')} />
          <Autocomplete label="Gender" data={GENDERS} {...form.getInputProps('gender')} />
          <TextInput
            label="Date of birth"
            type="date"
            max={localToday()}
            {...form.getInputProps('birthdate')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Add a dependent' (selfAddDependent): the form starts empty each time it opens. */
export function AddDependentModal({
  business,
  opened,
  onClose,
}: {
  business: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a dependent" size="lg">
      {opened && <AddDependentForm business={business} onDone={onClose} />}
    </Modal>
  );
}
