/** Reads the Mailpit inbox over its HTTP API (the local mail catcher). */
export interface MailSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
  Created: string;
}

/** A message with the headers that say who sent it. */
export interface MailMessage {
  id: string;
  subject: string;
  from: { name: string; address: string };
  replyTo: Array<{ name: string; address: string }>;
  to: string[];
  text: string;
  html: string;
}

export class Mailpit {
  constructor(readonly baseUrl: string = process.env.MAILPIT_URL ?? 'http://127.0.0.1:8025') {}

  async messagesTo(address: string): Promise<MailSummary[]> {
    const res = await fetch(
      `${this.baseUrl}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}&limit=50`,
    );
    if (!res.ok) throw new Error(`mailpit search failed: ${res.status}`);
    const body = (await res.json()) as { messages: MailSummary[] };
    return body.messages ?? [];
  }

  async text(id: string): Promise<string> {
    const res = await fetch(`${this.baseUrl}/api/v1/message/${id}`);
    if (!res.ok) throw new Error(`mailpit message failed: ${res.status}`);
    const body = (await res.json()) as { Text: string; HTML: string };
    return body.Text || body.HTML;
  }

  /** One message with its From, Reply-To and Subject headers and its bodies. */
  async message(id: string): Promise<MailMessage> {
    const res = await fetch(`${this.baseUrl}/api/v1/message/${id}`);
    if (!res.ok) throw new Error(`mailpit message failed: ${res.status}`);
    const m = (await res.json()) as {
      ID: string;
      Subject: string;
      From: { Name: string; Address: string } | null;
      ReplyTo: Array<{ Name: string; Address: string }> | null;
      To: Array<{ Address: string }> | null;
      Text: string;
      HTML: string;
    };
    return {
      id: m.ID,
      subject: m.Subject,
      from: { name: m.From?.Name ?? '', address: m.From?.Address ?? '' },
      replyTo: (m.ReplyTo ?? []).map((r) => ({ name: r.Name, address: r.Address })),
      to: (m.To ?? []).map((t) => t.Address),
      text: m.Text,
      html: m.HTML,
    };
  }

  /** The raw header lines of a message (name to values), e.g. to check a Subject is one line. */
  async headers(id: string): Promise<Record<string, string[]>> {
    const res = await fetch(`${this.baseUrl}/api/v1/message/${id}/headers`);
    if (!res.ok) throw new Error(`mailpit headers failed: ${res.status}`);
    return (await res.json()) as Record<string, string[]>;
  }

  /** The newest message to `address` created after `since`, with its headers, once it arrives. */
  async waitForFullMessage(address: string, since: Date, timeoutMs = 15000): Promise<MailMessage> {
    return this.message((await this.waitForMessage(address, since, timeoutMs)).id);
  }

  /** The messages to `address` created after `since` (none arrived: an empty list). */
  async messagesSince(address: string, since: Date): Promise<MailSummary[]> {
    return (await this.messagesTo(address)).filter(
      (m) => new Date(m.Created).getTime() >= since.getTime() - 1000,
    );
  }

  /** The newest message to `address` created after `since`, once it arrives. */
  async waitForMessage(
    address: string,
    since: Date,
    timeoutMs = 15000,
  ): Promise<{ id: string; subject: string; text: string }> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const list = (await this.messagesTo(address)).filter(
        (m) => new Date(m.Created).getTime() >= since.getTime() - 1000,
      );
      if (list.length) {
        const m = list[0];
        return { id: m.ID, subject: m.Subject, text: await this.text(m.ID) };
      }
      if (Date.now() > end) throw new Error(`no mail to ${address} since ${since.toISOString()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
