/** Reads the Mailpit inbox over its HTTP API (the local mail catcher). */
export interface MailSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
  Created: string;
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
