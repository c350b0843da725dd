import { at } from './waitlist.testing';
import { confirmationMail, holdText, offerMail } from './waitlist-mail';

const facts = {
  to: 'chloe@example.com',
  clientName: 'Chloe Client',
  serviceName: 'Piano <30 min>',
  businessName: 'Demo Music School',
  origin: 'http://demo.localhost:4000',
  unsubscribePath: '/waitlistnotification/n1/unsubscribe?token=tok',
};

describe('waitlist mails', () => {
  it('offer the held time and the hold in the business zone, with the unsubscribe link', () => {
    // 2027-03-14 is the day the US clocks spring forward: 10:00 is already EDT (UTC-4).
    const mail = offerMail({
      ...facts,
      staffName: 'Sam Staff',
      locationName: 'Main Studio',
      startAt: at('2027-03-14T14:00:00Z'),
      endAt: at('2027-03-14T14:30:00Z'),
      holdUntil: at('2027-03-13T18:00:00Z'),
      zone: 'America/New_York',
    });
    expect(mail.to).toBe('chloe@example.com');
    expect(mail.subject).toBe('A time opened for Piano <30 min>: 10:00 AM–10:30 AM on Sun, Mar 14');
    expect(mail.text).toContain('with Sam Staff at Main Studio: 10:00 AM–10:30 AM on Sun, Mar 14');
    expect(mail.text).toContain('held for you until 1:00 PM on Sat, Mar 13');
    expect(mail.text).toContain('http://demo.localhost:4000/waitlistnotification/n1/unsubscribe?token=tok');
    expect(mail.html).toContain('Piano &lt;30 min&gt;');
    expect(mail.html).not.toContain('<30 min>');
  });

  it('confirm a notification with its unsubscribe link', () => {
    const mail = confirmationMail(facts, 'MO 15:00-18:00', 'from 2027-03-01 to 2027-03-31');
    expect(mail.subject).toBe('You are on the waitlist for Piano <30 min>');
    expect(mail.text).toContain(
      'Demo Music School for Piano <30 min>, MO 15:00-18:00, from 2027-03-01 to 2027-03-31',
    );
    expect(mail.html).toContain(
      'href="http://demo.localhost:4000/waitlistnotification/n1/unsubscribe?token=tok"',
    );
  });

  it('keep line breaks out of names', () => {
    const mail = confirmationMail({ ...facts, serviceName: 'Piano\r\nBcc: x@y' }, 'MO', 'dates');
    expect(mail.subject).toBe('You are on the waitlist for Piano Bcc: x@y');
  });

  it('read a hold in the zone', () => {
    expect(holdText(at('2027-11-07T06:30:00Z'), 'America/New_York')).toBe('1:30 AM on Sun, Nov 7');
    expect(holdText(at('2027-11-07T05:30:00Z'), 'America/New_York')).toBe('1:30 AM on Sun, Nov 7');
  });
});
