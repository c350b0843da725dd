import { Button, Modal, Text } from '@mantine/core';
import { PEOPLE_TEXTS } from '@tempo/people-rules';

/** The dialog of a failed registration (001 §8): 'Error creating account' with the reason. */
export function RegistrationFailedDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={PEOPLE_TEXTS.registrationFailedTitle} centered>
      <Text>{message}</Text>
      <Button mt="md" onClick={onClose}>
        OK
      </Button>
    </Modal>
  );
}
