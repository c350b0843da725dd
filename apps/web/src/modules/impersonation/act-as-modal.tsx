import { FormEvent, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { auth } = useSession();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError('Enter a valid e-mail');
      return;
    }
    setBusy(true);
    const refused = await verifySudoTarget(email, await auth.getIdToken());
    setBusy(false);
    if (refused) setError(refused);
    else onStart(email.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Act as user">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label="User e-mail"
            type="email"
            value={email}
            error={error}
            data-autofocus
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Act as user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
