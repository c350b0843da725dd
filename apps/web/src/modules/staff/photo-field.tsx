import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { sendUpload } from '../files/files-model';
import { REQUEST_PROFILE_PHOTO_UPLOAD } from './photo.graphql';
import { photoUrl } from './person-model';
import { saveWithToasts } from './screen-helpers';
import { initialsOf } from './staff-list-model';

/** The image types the photo store accepts. */
export const PHOTO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface PhotoFieldProps {
  business: string;
  person: { id: string; firstName: string; lastName: string; profilePhoto?: string | null };
  /** Clears the photo through the screen's own mutation (self or staff update). */
  onRemove: () => Promise<{ status: string; error?: string | null } | null | undefined>;
}

/**
 * A person's photo (001 §6 'photo'): uploaded at once to the photo store (a ticket from
 * requestProfilePhotoUpload, then the file PUT to it), which makes it the person's profilePhoto;
 * or removed. Either reloads the screen's queries, so the avatar follows.
 */
export function PhotoField({ business, person, onRemove }: PhotoFieldProps) {
  const client = useApolloClient();
  const [requestUpload] = useMutation(REQUEST_PROFILE_PHOTO_UPLOAD);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ status: string; error?: string | null } | null | undefined>) {
    setBusy(true);
    const done = await saveWithToasts(action, 'The photo was not saved');
    if (done) await client.refetchQueries({ include: 'active' });
    setBusy(false);
  }

  const upload = (file: File | null) =>
    file &&
    run(async () => {
      const variables = {
        business,
        id: person.id,
        fileName: file.name,
        contentType: file.type,
        size: file.size,
      };
      const ticket = (await requestUpload({ variables })).data?.requestProfilePhotoUpload;
      return sendUpload(ticket, file, file.type);
    });

  return (
    <Group gap="md" align="center">
      <Avatar src={photoUrl(person.profilePhoto, 64)} alt="" size={64} radius="xl">
        {initialsOf(person)}
      </Avatar>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Photo
        </Text>
        <Group gap="xs">
          <FileButton onChange={(file) => void upload(file)} accept={PHOTO_TYPES}>
            {(props) => (
              <Button {...props} variant="light" size="xs" loading={busy}>
                Upload a photo
              </Button>
            )}
          </FileButton>
          {person.profilePhoto && (
            <Button variant="subtle" color="red" size="xs" disabled={busy} onClick={() => void run(onRemove)}>
              Remove the photo
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
