/** The person a files page is about: the route's client, staff member or dependent, else the signed-in person. */
export function filesPersonId(
  params: { clientId?: string; staffId?: string; dependentId?: string },
  ownId: string | null | undefined,
): string | null {
  return params.dependentId ?? params.clientId ?? params.staffId ?? ownId ?? null;
}

/** A size as people read it: 512 B, 3.4 KB, 1.2 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The text of a refused upload: the media answer's error, else its status. */
export async function uploadError(answer: Response): Promise<string> {
  try {
    const body = (await answer.json()) as { error?: string };
    if (body.error) return body.error;
  } catch {
    // not JSON: the status says it
  }
  return answer.statusText || `The upload failed (${answer.status})`;
}

/** A media upload ticket as requestProfilePhotoUpload and requestPeopleFileUpload answer it. */
export interface UploadTicket {
  status: string;
  error?: string | null;
  uploadUrl?: string | null;
}

/**
 * Sends a file to the upload URL of its ticket (a PUT of the body); the answer as a mutation's:
 * ok, or the refusal's text. A refused ticket is answered as it is.
 */
export async function sendUpload(
  ticket: UploadTicket | null | undefined,
  file: Blob,
  contentType: string,
): Promise<{ status: string; error?: string | null } | null | undefined> {
  if (ticket?.status !== 'ok' || !ticket.uploadUrl) return ticket;
  const answer = await fetch(ticket.uploadUrl, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': contentType },
  });
  return answer.ok ? { status: 'ok' } : { status: 'error', error: await uploadError(answer) };
}
