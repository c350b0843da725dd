import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { FamilyStore } from '../families/family.store';
import { IdentityClient } from '../identity/identity.client';
import { PersonEntity } from '../people/person.entity';
import { PeopleStore } from '../people/people.store';
import { demoFamilies, DEMO_TEACHERS, SeedPerson, seedId } from './demo-school';

/** The demo logins of identity's seed, by business: they become people with their accounts' ids. */
const DEMO_LOGINS: Record<string, string[]> = {
  demo: [
    'owner@demo.example',
    'manager@demo.example',
    'staff@demo.example',
    'limited@demo.example',
    'client@demo.example',
  ],
  rival: ['owner@rival.example', 'client@rival.example'],
};

const STAFF_PROFILES: Record<string, { bio: string; instrument: string; color: string; rate: number }> = {
  'owner@demo.example': {
    bio: 'Founded the school in 2012; still teaches advanced piano.',
    instrument: 'piano',
    color: '#3b5bdb',
    rate: 6000,
  },
  'manager@demo.example': {
    bio: 'Runs the front desk and the schedule; teaches beginner guitar.',
    instrument: 'guitar',
    color: '#1098ad',
    rate: 3500,
  },
  'staff@demo.example': {
    bio: 'Drummer and percussion teacher for all ages.',
    instrument: 'drums',
    color: '#f59f00',
    rate: 4000,
  },
  'limited@demo.example': {
    bio: 'Cello teacher on Saturdays.',
    instrument: 'cello',
    color: '#5c940d',
    rate: 3800,
  },
};

const rate = (amount: number) => ({
  services: [],
  locations: [],
  rateType: 'PER_HOUR',
  amount,
  currency: 'USD',
  bonusAmount: null,
  bonusThreshold: null,
  bonusCeiling: null,
  countNoShows: true,
  countCancel: false,
  countLateCancel: true,
  countLocationClosures: false,
  countStaffCancel: false,
});

/**
 * Demo data (never in production: the kit refuses): the demo logins as
 * people with their accounts' ids, eight staff with bios and rates, about 60
 * families with children and birth dates, adult students and prospects. Ids
 * are derived from names, so a second run finds everything and adds nothing.
 */
export async function seed(app: INestApplicationContext): Promise<string[]> {
  const store = app.get(PeopleStore);
  const family = app.get(FamilyStore);
  const identity = app.get(IdentityClient);
  const done: string[] = [];
  const ensure = async (
    em: EntityManager,
    business: string,
    draft: Partial<PersonEntity> & { id: string },
  ) => {
    const existing = await em.findOne(PersonEntity, { where: { business, id: draft.id } });
    // A login's person made from its account event before its names and profile were known gets them once.
    if (existing && !existing.lastName && draft.lastName) {
      const { id: _id, ...fields } = draft;
      await store.update(em, null, existing, fields);
      return true;
    }
    if (existing) return false;
    if (draft.email && (await em.findOne(PersonEntity, { where: { business, email: draft.email } })))
      return false;
    await store.insert(em, null, business, draft);
    return true;
  };
  for (const [business, emails] of Object.entries(DEMO_LOGINS)) {
    for (const email of emails) {
      const found = await identity.accountOf(email, business).catch(() => undefined);
      if (found === undefined) {
        done.push(`${email}: skipped, identity's internal API is not reachable (seed again once it runs)`);
        continue;
      }
      if (!found) continue;
      const profile = STAFF_PROFILES[email];
      const created = await store.db.withTenant(business, (em) =>
        ensure(em, business, {
          id: found.accountId,
          firstName: found.user.firstName ?? email.split('@')[0],
          lastName: found.user.lastName ?? '',
          email,
          staffRole: found.staffRole,
          status: found.staffRole ? null : 'Active',
          ...(profile
            ? {
                staffBio: profile.bio,
                staffSecondaryAttribute: profile.instrument,
                staffCalendarColor: profile.color,
                staffServiceRates: [rate(profile.rate)],
              }
            : {}),
        }),
      );
      if (created) done.push(`person ${email}`);
    }
  }
  const school = demoFamilies();
  const added = await store.db.withTenant('demo', async (em) => {
    let count = 0;
    for (const t of DEMO_TEACHERS) {
      const ok = await ensure(em, 'demo', {
        id: seedId(t.key),
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        staffRole: 'staff',
        staffBio: t.bio,
        staffSecondaryAttribute: t.instrument,
        staffCalendarColor: t.color,
        staffServiceRates: [rate(t.rate)],
        staffCategorizedTags: [{ category: 'Instrument', tags: [t.instrument] }],
      });
      if (ok) count++;
    }
    const asDraft = (p: SeedPerson): Partial<PersonEntity> & { id: string } => ({
      id: seedId(p.key),
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phones: p.phones,
      birthdate: p.birthdate,
      status: p.status,
      tags: p.tags,
      customAttributes: p.customAttributes,
      city: p.city,
      state: 'NY',
      country: 'US',
      newMemberAt: p.newMemberAt ? new Date(p.newMemberAt) : null,
      memberLostAt: p.memberLostAt ? new Date(p.memberLostAt) : null,
      photoRelease: p.status === 'Active',
    });
    for (const f of school.families) {
      for (const p of [...f.parents, ...f.children]) if (await ensure(em, 'demo', asDraft(p))) count++;
      for (const parent of f.parents)
        for (const child of f.children)
          await family.link(em, 'demo', seedId(parent.key), seedId(child.key), 'dependents');
      if (f.parents.length === 2)
        await family.link(em, 'demo', seedId(f.parents[0].key), seedId(f.parents[1].key), 'peers');
    }
    for (const p of school.adults) if (await ensure(em, 'demo', asDraft(p))) count++;
    return count;
  });
  if (added) done.push(`${added} demo school people`);
  // The demo client is a parent too, so the self area shows a family.
  const client = await identity.accountOf('client@demo.example', 'demo').catch(() => null);
  if (client) {
    const child = await store.db.withTenant('demo', async (em) => {
      const made = await ensure(em, 'demo', {
        id: seedId('client-child'),
        firstName: 'Charlie',
        lastName: 'Client',
        birthdate: '2017-04-12',
        status: 'Active',
        customAttributes: [{ name: 'Instrument', value: 'violin' }],
      });
      if (await em.findOne(PersonEntity, { where: { business: 'demo', id: client.accountId } })) {
        await family.link(em, 'demo', client.accountId, seedId('client-child'), 'dependents');
      }
      return made;
    });
    if (child) done.push("the demo client's child");
  }
  return done;
}
