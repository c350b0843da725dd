import { useState } from 'react';
import { useParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, FileButton, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { can } from '@tempo/permissions';
import { subjectOf, useSession } from '../../app/session';
import { errorMessage } from '../../app/errors';
import { saveWithToasts, useBusinessName } from '../staff/screen-helpers';
import { filesPersonId, formatSize, sendUpload } from './files-model';
import { DELETE_PEOPLE_FILE, PEOPLE_FILES, REQUEST_PEOPLE_FILE_UPLOAD } from './files.graphql';

/**
 * A person's files (001 §2.2-2.4 files pages: /clients/:clientId/files, /staff/:staffId/files and
 * the self ones): the list with download links; staff who may attach files upload one (a ticket
 * from requestPeopleFileUpload, then the file PUT to it) and remove them.
 */
export default function FilesScreen() {
  const params = useParams();
  const { user } = useSession();
  const business = useBusinessName();
  const personId = filesPersonId(params, user?.accountId);
  const subject = subjectOf(user);
  const mayAttach = can(subject, 'ATTACH', 'FILES');
  const mayDetach = can(subject, 'DETACH', 'FILES');
  const { data, loading, error, refetch } = useQuery(
    PEOPLE_FILES,
    business && personId ? { variables: { business, personId } } : skipToken,
  );
  const [requestUpload] = useMutation(REQUEST_PEOPLE_FILE_UPLOAD);
  const [remove] = useMutation(DELETE_PEOPLE_FILE);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ status: string; error?: string | null } | null | undefined>) {
    setBusy(true);
    if (await saveWithToasts(action, 'The file was not saved')) await refetch();
    setBusy(false);
  }

  const upload = (file: File | null) =>
    file &&
    personId &&
    run(async () => {
      const variables = {
        business,
        personId,
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
      };
      const ticket = (await requestUpload({ variables })).data?.requestPeopleFileUpload;
      return sendUpload(ticket, file, variables.contentType);
    });

  const files = data?.peopleFiles ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Files</Title>
        {mayAttach && (
          <FileButton onChange={(file) => void upload(file)}>
            {(props) => (
              <Button {...props} loading={busy}>
                Upload a file
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {loading && <Loader size="sm" />}
      {error && (
        <Alert color="red" title="Error">
          {errorMessage(error)}
        </Alert>
      )}
      {!loading && !error && files.length === 0 && <Text c="dimmed">No files yet.</Text>}
      {files.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Added</Table.Th>
                {mayDetach && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>
                    <Anchor href={f.url} download={f.name}>
                      {f.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatSize(f.size)}</Table.Td>
                  <Table.Td>{f.createdAt.slice(0, 10)}</Table.Td>
                  {mayDetach && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        onClick={() =>
                          void run(
                            async () =>
                              (await remove({ variables: { business, id: f.id } })).data?.deletePeopleFile,
                          )
                        }
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
