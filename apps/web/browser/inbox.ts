import { expect } from '@playwright/test';
import { mailpit } from '@tempo/testing';

/** The mails that reach one address from the moment it is watched (read from Mailpit). */
export interface Mailbox {
  /**
   * The first link in the newest mail that arrived since the address was watched (whose subject
   * matches `subject`, if given), once there is one.
   */
  newLink(subject?: RegExp): Promise<URL>;
}

/** Reads the mails the product sends. */
export interface Inbox {
  /**
   * Starts watching `address`. The mails already there never count, however recent: a mail sent
   * to the same address a moment earlier (the owner's first login link of a new business) is
   * never taken for the one a test waits for.
   */
  watch(address: string): Promise<Mailbox>;
}

export const inbox: Inbox = {
  async watch(address) {
    const seen = new Set((await mailpit.messagesTo(address)).map((m) => m.ID));
    return {
      async newLink(subject) {
        let link: URL | undefined;
        await expect
          .poll(
            async () => {
              const mail = (await mailpit.messagesTo(address)).find(
                (m) => !seen.has(m.ID) && (!subject || subject.test(m.Subject)),
              );
              const href = mail && (await mailpit.text(mail.ID)).match(/https?:\/\/\S+/)?.[0];
              link = href ? new URL(href) : undefined;
              return href;
            },
            { message: `a new mail with a link to ${address}${subject ? ` (${subject})` : ''}` },
          )
          .toBeTruthy();
        return link!;
      },
    };
  },
};
