import { newId } from '@tempo/db';
import { UsersService } from '../src/users/users.service';
import { person, PeopleSandbox } from './people-sandbox';

/** Accounts follow people's person events, through the real Kafka into the real PostgreSQL. */
describe('the people consumer keeps accounts in step with persons', () => {
  const box = new PeopleSandbox();
  const email = (name: string) => `${name}@${box.business}.example`;

  beforeAll(() => box.start(), 60000);
  afterAll(() => box.stop());

  it('person.created with an e-mail: an account of the same id, for a new user without a password', async () => {
    const p = person({ email: email('Created').toUpperCase(), staffRole: 'staff' });
    await box.apply('person.created', p);
    const [account] = (await box.accounts()).filter((a) => a.id === p.personId);
    expect(account).toMatchObject({
      email: email('created'),
      staff_role: 'staff',
      first_name: 'Ann',
      person_linked: true,
    });
    const [user] = await box.sql<{ password_hash: string | null }>(
      'SELECT password_hash FROM app_user WHERE email = $1',
      [email('created')],
    );
    expect(user.password_hash).toBeNull();
    const events = (await box.accountEvents()).filter((e) => e.accountId === p.personId);
    expect(events.map((e) => [e.type, e.email])).toEqual([['account.created', email('created')]]);
  });

  it('a new role and flags: the account changes, with one account.updated; the same again: no event', async () => {
    const p = person({ email: email('demoted'), staffRole: 'manager' });
    await box.apply('person.created', p);
    const updated = { ...p, staffRole: 'limited_staff', staffFlags: { canTakeOwnAttendance: true } };
    await box.apply('person.updated', updated);
    const account = (await box.accounts()).find((a) => a.id === p.personId);
    expect(account).toMatchObject({
      staff_role: 'limited_staff',
      staff_flags: { canTakeOwnAttendance: true },
    });
    const types = async () =>
      (await box.accountEvents()).filter((e) => e.accountId === p.personId).map((e) => [e.type, e.changed]);
    expect(await types()).toEqual([
      ['account.created', undefined],
      ['account.updated', ['staffRole', 'staffFlags']],
    ]);

    // The same record again (people answering identity's own event, say): nothing changes.
    const again = await box.apply('person.updated', updated);
    expect(await box.processed(again)).toBe(1);
    expect(await types()).toHaveLength(2);

    // The actor the gateway builds carries the flag's grant as an allow override.
    const userId = (await box.accountEvents()).find((e) => e.accountId === p.personId)!.userId;
    const actor = await new UsersService(box.app).internalActor(userId, box.business);
    expect(actor?.account).toMatchObject({ id: p.personId, staffRole: 'limited_staff' });
    expect(actor?.account?.permissions).toContainEqual({
      action: 'update',
      resource: 'OWN_EVENT_PARTICIPANT_STATUS',
      allowed: true,
    });
  });

  it('an event delivered twice is applied once', async () => {
    const p = person({ email: email('twice'), staffRole: 'staff' });
    const id = newId();
    await box.apply('person.created', p, id);
    await box.apply('person.created', { ...p, staffRole: 'owner' }, id);
    // A later event of the business, applied after the duplicate (one partition per business).
    await box.apply('person.updated', { ...p, firstName: 'Annie' });
    expect(await box.processed(id)).toBe(1);
    expect((await box.accounts()).find((a) => a.id === p.personId)?.staff_role).toBe('staff');
  });

  it("a new e-mail moves the account to that e-mail's user, telling both users' actors", async () => {
    const p = person({ email: email('old'), staffRole: 'staff' });
    await box.apply('person.created', p);
    await box.apply('person.updated', { ...p, email: email('new') });
    expect((await box.accounts()).filter((a) => a.id === p.personId).map((a) => a.email)).toEqual([
      email('new'),
    ]);
    const moves = (await box.accountEvents()).filter(
      (e) => e.accountId === p.personId && e.type !== 'account.created',
    );
    expect(moves.map((e) => [e.type, e.email, e.changed])).toEqual([
      ['account.updated', email('old'), ['email']],
      ['account.updated', email('new'), ['email']],
    ]);
    // The previous user remains (it may belong to other businesses); it just has no account here.
    expect(await box.sql('SELECT 1 FROM app_user WHERE email = $1', [email('old')])).toHaveLength(1);
  });

  it('a new e-mail already used by another person of the business: the account stays as it was', async () => {
    const a = person({ email: email('first'), staffRole: 'staff' });
    const b = person({ email: email('second'), staffRole: 'staff' });
    await box.apply('person.created', a);
    await box.apply('person.created', b);
    await box.apply('person.updated', { ...b, email: email('first'), staffRole: 'owner' });
    const accounts = (await box.accounts()).filter((x) => [a.personId, b.personId].includes(x.id));
    expect(accounts.map((x) => [x.id, x.email, x.staff_role])).toEqual([
      [a.personId, email('first'), 'staff'],
      [b.personId, email('second'), 'staff'],
    ]);
  });

  it('deactivated: the account goes (a visitor); reactivated: it comes back with the same id', async () => {
    const p = person({ email: email('away'), staffRole: 'staff' });
    await box.apply('person.created', p);
    await box.apply('person.updated', { ...p, deactivated: true });
    expect((await box.accounts()).some((a) => a.id === p.personId)).toBe(false);
    await box.apply('person.updated', p);
    expect((await box.accounts()).find((a) => a.email === email('away'))?.id).toBe(p.personId);
  });

  it('person.deleted: the account is deleted, with account.deleted', async () => {
    const p = person({ email: email('gone'), staffRole: 'staff' });
    await box.apply('person.created', p);
    await box.apply('person.deleted', p);
    expect((await box.accounts()).some((a) => a.id === p.personId)).toBe(false);
    const last = (await box.accountEvents()).filter((e) => e.accountId === p.personId).pop();
    expect(last).toMatchObject({ type: 'account.deleted', email: email('gone') });
  });

  it("person.merged: the deleted person's account goes, the kept person's follows its record", async () => {
    const kept = person({ email: email('kept'), staffRole: 'staff' });
    const dropped = person({ email: email('dropped'), staffRole: 'staff' });
    await box.apply('person.created', kept);
    await box.apply('person.created', dropped);
    await box.apply('person.merged', {
      keptId: kept.personId,
      deletedId: dropped.personId,
      kept: { ...kept, staffRole: 'manager' },
    });
    const ids = (await box.accounts()).map((a) => a.id);
    expect(ids).toContain(kept.personId);
    expect(ids).not.toContain(dropped.personId);
    expect((await box.accounts()).find((a) => a.id === kept.personId)?.staff_role).toBe('manager');
  });

  it('an account made before people (unlinked) takes the person id when the role agrees, never otherwise', async () => {
    const insertUnlinked = async (name: string, role: string) => {
      const [user] = await box.sql<{ id: string }>(
        `INSERT INTO app_user (id, email) VALUES ($1, $2) RETURNING id`,
        [newId(), email(name)],
      );
      const id = newId();
      await box.sql(`INSERT INTO account (id, business, user_id, staff_role) VALUES ($1, $2, $3, $4)`, [
        id,
        box.business,
        user.id,
        role,
      ]);
      return id;
    };
    const sameRole = await insertUnlinked('legacy', 'manager');
    const p = person({ email: email('legacy'), staffRole: 'manager' });
    await box.apply('person.created', p);
    const legacy = (await box.accounts()).filter((a) => a.email === email('legacy'));
    expect(legacy.map((a) => [a.id, a.person_linked])).toEqual([[p.personId, true]]);
    const rekeyed = (await box.accountEvents()).filter((e) => [sameRole, p.personId].includes(e.accountId));
    expect(rekeyed.map((e) => [e.type, e.accountId])).toEqual([
      ['account.deleted', sameRole],
      ['account.created', p.personId],
    ]);

    const owner = await insertUnlinked('owner', 'owner');
    const client = person({ email: email('owner'), staffRole: null });
    await box.apply('person.created', client);
    const kept = (await box.accounts()).filter((a) => a.email === email('owner'));
    expect(kept.map((a) => [a.id, a.staff_role, a.person_linked])).toEqual([[owner, 'owner', false]]);
  });
});
