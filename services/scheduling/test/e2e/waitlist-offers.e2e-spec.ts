import { call, loginByLink, mailpit, type Session, uniqueName, waitFor } from '@tempo/testing';
import { createService, createStudio, oncePeopleKnown } from './calendar.fixture';
import { mutate, refused, team, Team } from './scheduling.fixture';

const NOTIFICATION = `id title status client { id name } serviceName staffName`;
const CREATE = `mutation($b: ID!, $n: WaitlistNotificationInput!) {
  createWaitlistNotification(business: $b, notification: $n) { status error notification { ${NOTIFICATION} } } }`;
const LIST = `query($b: ID!) { waitlistNotifications(business: $b) { ${NOTIFICATION} } }`;
const OFFERS = `query($b: ID!) { waitlistOffers(business: $b) { id status holdUntil startAt client { id } } }`;
const TAKE = `mutation($b: ID!, $o: ID!) {
  takeWaitlistOffer(business: $b, offerId: $o) { status error events { id startAt clients { peopleId } } } }`;
const UNSUBSCRIBE = `mutation($b: ID!, $id: ID!, $t: String!) {
  unsubscribeWaitlistNotification(business: $b, id: $id, token: $t) { status error notification { id status } } }`;
const BOOK = `mutation($b: ID!, $x: AppointmentInput!) {
  bookAppointment(business: $b, booking: $x) { status error events { id } } }`;
const CANCEL_EVENT = `mutation($b: ID!, $id: ID!) { cancelEvent(business: $b, id: $id) { status error } }`;
const CREATE_PERSON = `mutation($b: ID!, $f: String!, $e: String) {
  createPeople(business: $b, firstName: $f, lastName: "Waiting", email: $e) { status error people { id } } }`;

interface Client {
  id: string;
  email: string;
  session: Session;
}
interface Offer {
  id: string;
  status: string;
  holdUntil: string;
  startAt: string;
  client: { id: string };
}

/**
 * The appointment waitlist through the gateway, in a business of the test's own: a staff cancellation offers
 * the freed time to the first waitlisted client with a hold and an e-mail; a second client cannot take it
 * during the hold; another business is refused; the mail's unsubscribe link works with its token only.
 */
describe('appointment waitlist through the gateway', () => {
  let t: Team;
  let locationId: string;
  let serviceId: string;
  let first: Client;
  let second: Client;
  let secondNotification: string;
  const b = () => t.biz.name;
  // Next week's Tuesday 16:00 in New York, as an instant.
  const start = (() => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + ((9 - d.getUTCDay()) % 7 || 7) + 7);
    return `${d.toISOString().slice(0, 10)}T16:00:00-05:00`;
  })();
  const startAt = new Date(start).toISOString();

  async function waitingClient(name: string): Promise<Client> {
    const email = `${uniqueName(name.toLowerCase())}@${b()}.example`;
    const r = await mutate<{ people: { id: string } | null }>(
      b(),
      CREATE_PERSON,
      { b: b(), f: name, e: email },
      t.biz.owner,
    );
    if (!r.people) throw new Error(r.error ?? 'no person');
    const { session } = await waitFor(() => loginByLink(b(), email), 60000, 1000);
    return { id: r.people.id, email, session };
  }

  /** Joins the waitlist once scheduling has the client's copy from people's events. */
  const join = (c: Client) =>
    waitFor(
      async () => {
        const a = await mutate<{ notification: { id: string } | null }>(
          b(),
          CREATE,
          {
            b: b(),
            n: {
              clientId: c.id,
              serviceId,
              windows: [
                { weekdays: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], fromTime: '00:00', toTime: '00:00' },
              ],
              fromDate: new Date().toISOString().slice(0, 10),
              toDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
            },
          },
          t.manager.session,
        );
        return /not a client of the business/.test(a.error ?? '') ? null : a;
      },
      60000,
      500,
    );

  beforeAll(async () => {
    t = await team('waitlist');
    locationId = (await createStudio(t)).id;
    serviceId = await createService(t, {
      name: 'Piano 30',
      durationMinutes: 30,
      plans: [{ name: 'Single' }],
    });
    [first, second] = [await waitingClient('Wren'), await waitingClient('Quinn')];
  }, 180000);

  it('staff put clients on the waitlist in line; a mail confirms it', async () => {
    const since = new Date();
    const a = await join(first);
    expect(a.error).toBeNull();
    const other = await join(second);
    expect(other.error).toBeNull();
    secondNotification = other.notification!.id;
    const list = await call<{
      waitlistNotifications: { id: string; title: string; client: { id: string } }[];
    }>(b(), LIST, { b: b() }, t.manager.session);
    expect(list.data!.waitlistNotifications.map((n) => n.client.id)).toEqual([first.id, second.id]);
    expect(list.data!.waitlistNotifications[0].title).toBe(
      "Wren Waiting's appointment waitlist notification",
    );
    const mail = await mailpit.waitForMessage(first.email, since, 30000);
    expect(mail.subject).toBe('You are on the waitlist for Piano 30');
  }, 90000);

  it('a client sees only their own notifications; another business is refused', async () => {
    const mine = await call<{ waitlistNotifications: { client: { id: string } }[] }>(
      b(),
      LIST,
      { b: b() },
      second.session,
    );
    expect(mine.data!.waitlistNotifications.map((n) => n.client.id)).toEqual([second.id]);
    expect(refused(await call(b(), LIST, { b: b() }, t.rivalOwner))).toBe(true);
    expect(refused(await call('rival', LIST, { b: b() }, t.rivalOwner))).toBe(true);
  });

  it('a cancellation offers the time to the first in line with a hold and an e-mail; the second cannot take it', async () => {
    const booked = await oncePeopleKnown(() =>
      mutate<{ events: { id: string }[] | null }>(
        b(),
        BOOK,
        {
          b: b(),
          x: {
            clientIds: [t.client.id],
            locationId,
            planName: 'Single',
            serviceId,
            staffId: t.staff.id,
            startAt,
          },
        },
        t.manager.session,
      ),
    );
    expect(booked.error).toBeNull();
    const since = new Date();
    const cancelled = await mutate(
      b(),
      CANCEL_EVENT,
      { b: b(), id: booked.events![0].id },
      t.manager.session,
    );
    expect(cancelled.error).toBeNull();

    const offers = await call<{ waitlistOffers: Offer[] }>(b(), OFFERS, { b: b() }, first.session);
    expect(offers.data!.waitlistOffers).toHaveLength(1);
    const offer = offers.data!.waitlistOffers[0];
    expect(offer).toMatchObject({ status: 'HELD', startAt, client: { id: first.id } });
    expect(Date.parse(offer.holdUntil)).toBeGreaterThan(Date.now());

    // The offer's mail, whatever other mail (the waitlist confirmation) reached the client around then.
    const offerMail = await waitFor(
      async () =>
        (await mailpit.messagesSince(first.email, since)).find((m) =>
          m.Subject.startsWith('A time opened'),
        ) ?? null,
      30000,
      500,
    );
    expect(offerMail.Subject).toMatch(/^A time opened for Piano 30: /);
    expect(await mailpit.text(offerMail.ID)).toContain('It is held for you until');

    // The second client sees no offer, and cannot take the first one's.
    const theirs = await call<{ waitlistOffers: Offer[] }>(b(), OFFERS, { b: b() }, second.session);
    expect(theirs.data!.waitlistOffers).toEqual([]);
    const taken = await mutate(b(), TAKE, { b: b(), o: offer.id }, second.session);
    expect(taken.status).toBe('error');
    expect(taken.error).toMatch(/^This time is held for another client until /);
    // Nor can staff book the held time for them.
    const booking = await mutate(
      b(),
      BOOK,
      {
        b: b(),
        x: {
          clientIds: [second.id],
          locationId,
          planName: 'Single',
          serviceId,
          staffId: t.staff.id,
          startAt,
        },
      },
      t.manager.session,
    );
    expect(booking.status).toBe('error');
    expect(booking.error).toMatch(/^error booking: .+ is held for a waitlisted client /);
    // Another business cannot take it either.
    expect(refused(await call(b(), TAKE, { b: b(), o: offer.id }, t.rivalOwner))).toBe(true);

    // The holder takes it: booked.
    const mine = await mutate<{ events: { clients: { peopleId: string }[] }[] | null }>(
      b(),
      TAKE,
      { b: b(), o: offer.id },
      first.session,
    );
    expect(mine.error).toBeNull();
    expect(mine.events![0].clients.map((c) => c.peopleId)).toEqual([first.id]);
  }, 120000);

  it('the mail’s unsubscribe link stops the notification with its token, and not without it', async () => {
    // The second client's confirmation mail carries their link.
    const mails = (await mailpit.messagesTo(second.email)).filter((m) =>
      m.Subject.startsWith('You are on the waitlist'),
    );
    expect(mails).toHaveLength(1);
    const text = await mailpit.text(mails[0].ID);
    const link = /\/waitlistnotification\/([0-9a-f-]+)\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text);
    expect(link).not.toBeNull();
    const [, id, token] = link!;
    expect(id).toBe(secondNotification);
    const wrong = await mutate(b(), UNSUBSCRIBE, { b: b(), id, t: 'x'.repeat(43) }, null);
    expect(wrong).toMatchObject({ status: 'error', error: 'This unsubscribe link is not valid' });
    const none = await mutate(b(), UNSUBSCRIBE, { b: b(), id, t: '' }, null);
    expect(none.status).toBe('error');
    // The link is answered on the business's own pages only.
    const fromRival = await call('rival', UNSUBSCRIBE, { b: b(), id, t: token }, t.rivalOwner);
    expect(refused(fromRival)).toBe(true);
    const ok = await mutate<{ notification: { status: string } | null }>(
      b(),
      UNSUBSCRIBE,
      { b: b(), id, t: token },
      null,
    );
    expect(ok.error).toBeNull();
    expect(ok.notification!.status).toBe('UNSUBSCRIBED');
  });
});
