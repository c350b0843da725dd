import { invitationMail } from './invite-mail';

const platform = { address: 'no-reply@tempo.example', name: 'Tempo' };
const studio = {
  fullName: 'Salsa <Studio>',
  contactEmail: 'hello@salsa.example',
  settings: { emailFrom: 'desk@salsa.example' },
};
const link = 'http://salsa.localhost:4000/invite?code=a1&x=<b>';

describe('invitationMail', () => {
  it("names the business in the subject and comes from the business's sender", () => {
    const mail = invitationMail(platform, studio, { email: 'ann@mail.example', firstName: 'Ann', link });
    expect(mail.to).toBe('ann@mail.example');
    expect(mail.subject).toBe('You are invited to Salsa <Studio>');
    expect(mail.sender).toEqual({
      from: { name: 'Salsa Studio via Tempo', address: 'no-reply@tempo.example' },
      replyTo: 'desk@salsa.example',
    });
  });

  it('carries the link in the text and, escaped, in the HTML', () => {
    const mail = invitationMail(platform, studio, { email: 'ann@mail.example', firstName: 'Ann', link });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toMatch(/^Hello Ann,/);
    expect(mail.html).toContain('href="http://salsa.localhost:4000/invite?code=a1&amp;x=&lt;b&gt;"');
    expect(mail.html).toContain('Salsa &lt;Studio&gt; invites you');
  });

  it('keeps business-written text on one line (no injected headers) and greets without a name', () => {
    const mail = invitationMail(
      platform,
      { ...studio, fullName: 'Evil\r\nBcc: all@x.example' },
      { email: 'ann@mail.example', firstName: null, link },
    );
    expect(mail.subject).toBe('You are invited to Evil Bcc: all@x.example');
    expect(mail.text).toMatch(/^Hello,/);
  });
});
