import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSession } from '../../app/session';
import { isEmail, startSudo, verifySudoTarget } from './impersonation';

/** The superuser's 'Act as user...' prompt (000 §4.2): asks for the e-mail of the user to act as. */
export function ActAsModal({
  opened,
  onClose,
  onStart = startSudo,
}: {
  opened: boolean;
  onClose: () => void;
  onStart?: (email: string) => void;
}) {
  const { auth } = useSession();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (isEmail(value) ? null : 'Enter a valid e-mail') },
  });
  const start = async ({ email }: { email: string }) => {
    const refused = await verifySudoTarget(email, await auth.getIdToken());
    if (refused) form.setFieldError('email', refused);
    else onStart(email.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Act as user">
      <form onSubmit={form.onSubmit(start)} noValidate>
        <Stack>
          <TextInput label="User e-mail" type="email" data-autofocus {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Act as user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
