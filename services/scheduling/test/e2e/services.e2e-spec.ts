import { createOwnBusiness, login, OwnBusiness, Session } from '@tempo/testing';
import {
  Answer,
  CREATE_SERVICE,
  DELETE_SERVICE,
  gql,
  member,
  notFound,
  refused,
  SERVICE,
  ServiceOut,
  SERVICES,
  UPDATE_SERVICE,
} from './catalogue.fixture';

type Created = { createService: Answer<{ service: ServiceOut | null }> };
type Updated = { updateService: Answer<{ service: ServiceOut | null }> };

const lesson = {
  name: '  Piano Private (Level 1) - 30 Mins ',
  durationMinutes: 30,
  price: 3500,
  tags: ['piano'],
  plans: [
    { name: 'Single Lesson', kind: 'single-visit', price: 3500 },
    {
      name: 'Monthly',
      kind: 'monthly-membership-weekly-lesson',
      price: 14000,
      paymentType: 'PAYMENT_TYPE_FLAT_PRORATED_ON_START',
      paymentInterval: 'MONTHLY',
      dueType: 'DUE_ON_START_MINUS_DAYS',
      dueMinusDays: 3,
    },
  ],
};

/** Services and their plans through the running product (the gateway in front). */
describe('services through the gateway', () => {
  let mine: OwnBusiness;
  let staff: Session;
  let client: Session;
  let rivalOwner: Session;

  const create = async (service: Record<string, unknown>, auth: Session | null = mine.owner) =>
    gql<Created>(mine.name, CREATE_SERVICE, { b: mine.name, s: service }, auth);
  const update = (service: Record<string, unknown>, auth: Session | null = mine.owner) =>
    gql<Updated>(mine.name, UPDATE_SERVICE, { b: mine.name, s: service }, auth);
  const list = (auth: Session | null) =>
    gql<{ services: ServiceOut[] }>(mine.name, SERVICES, { b: mine.name }, auth);
  const one = (id: string, auth: Session | null) =>
    gql<{ service: ServiceOut }>(mine.name, SERVICE, { b: mine.name, id }, auth);

  beforeAll(async () => {
    mine = await createOwnBusiness({ prefix: 'schedsvc' });
    [staff, client, rivalOwner] = await Promise.all([
      member(mine, 'staff'),
      member(mine, null),
      login('rival', 'owner@rival.example'),
    ]);
  });

  it('the owner builds a service with plans, reads it back and updates its plans keeping their ids', async () => {
    const made = (await create(lesson)).data?.createService;
    expect(made).toMatchObject({ status: 'ok', error: null });
    const service = made!.service!;
    expect(service).toMatchObject({
      name: 'Piano Private (Level 1) - 30 Mins',
      typeLabel: 'Appointment based',
      bookingKind: 'appointment',
      hiddenAt: null,
    });
    expect(service.plans.map((p) => [p.name, p.price, p.paymentInterval, p.canBeDeleted])).toEqual([
      ['Single Lesson', 3500, 'ONCE', true],
      ['Monthly', 14000, 'MONTHLY', true],
    ]);

    const read = await one(service.id, mine.owner);
    expect(read.data?.service).toEqual(service);
    expect((await list(mine.owner)).data?.services.map((s) => s.id)).toContain(service.id);

    const [single, monthly] = service.plans;
    const changed = await update({
      id: service.id,
      price: 4000,
      plans: [
        { id: monthly.id, name: 'Monthly Membership' },
        { name: '10 Lesson Pack', kind: 'multiple-visits-prepaid', price: 31500, visits: 10 },
      ],
    });
    expect(changed.data?.updateService.status).toBe('ok');
    const after = changed.data!.updateService.service!;
    expect(after.plans.map((p) => p.name)).toEqual(['Monthly Membership', '10 Lesson Pack']);
    expect(after.plans[0].id).toBe(monthly.id);
    expect(after.plans[0].paymentType).toBe('PAYMENT_TYPE_FLAT_PRORATED_ON_START');
    expect(after.plans.map((p) => p.id)).not.toContain(single.id);
    expect((await one(service.id, mine.owner)).data?.service.plans).toEqual(after.plans);
  });

  it('plans may swap names in one update', async () => {
    const s = (await create({ ...lesson, name: 'Voice 30' })).data!.createService.service!;
    const [a, b] = s.plans;
    const r = await update({
      id: s.id,
      plans: [
        { id: a.id, name: b.name },
        { id: b.id, name: a.name },
      ],
    });
    expect(r.data?.updateService.service?.plans.map((p) => [p.id, p.name])).toEqual([
      [a.id, b.name],
      [b.id, a.name],
    ]);
  });

  it('the owner deletes a service: it is gone from the list and from reads', async () => {
    const s = (await create({ ...lesson, name: 'Guitar 45', durationMinutes: 45 })).data!.createService
      .service!;
    const r = await gql<{ deleteService: Answer<{ id: string }> }>(
      mine.name,
      DELETE_SERVICE,
      { b: mine.name, id: s.id },
      mine.owner,
    );
    expect(r.data?.deleteService).toEqual({ status: 'ok', error: null, id: s.id });
    expect(notFound(await one(s.id, mine.owner))).toBe(true);
    expect((await list(mine.owner)).data?.services.map((x) => x.id)).not.toContain(s.id);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name is required'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'service.name must be at most 200 characters'],
    [
      'a plan name over 100 characters',
      { plans: [{ name: 'p'.repeat(101) }] },
      /name must be at most 100 characters$/,
    ],
    ['an appointment without duration', { durationMinutes: null }, 'durationMinutes is required'],
    ['a duration under 5 minutes', { durationMinutes: 4 }, 'durationMinutes must be between 5 and 1440'],
    ['a negative price', { price: -1 }, 'price must not be negative'],
    ['a bad currency', { currency: 'US1' }, 'currency must be a three-letter currency code such as USD'],
    [
      'ages out of order',
      { notBeforeAgeMonths: 24, notAfterAgeMonths: 12 },
      'notBeforeAgeMonths must not be after notAfterAgeMonths',
    ],
    [
      'a negative cancellation window',
      { cancellationWindowHours: -1 },
      'cancellationWindowHours must not be negative',
    ],
    ['a plan without name', { plans: [{ price: 1 }] }, 'plan name is required'],
    [
      'two plans of one name',
      { plans: [{ name: 'Drop-in' }, { name: 'drop-in' }] },
      'A plan named "drop-in" already exists',
    ],
    [
      'a plan option not of §9',
      { plans: [{ name: 'P', paymentInterval: 'HOURLY' }] },
      /^paymentInterval must be one of ONCE/,
    ],
    ['a plan kind not of §9', { plans: [{ name: 'P', kind: 'free' }] }, /^kind must be one of single-visit/],
    [
      'days before start missing',
      { plans: [{ name: 'P', dueType: 'DUE_ON_START_MINUS_DAYS' }] },
      'dueMinusDays is required',
    ],
    ['a tax rate over 100', { plans: [{ name: 'P', taxRate: 100.5 }] }, 'taxRate must be between 0 and 100'],
    ['a negative plan price', { plans: [{ name: 'P', price: -5 }] }, 'price must not be negative'],
    [
      'a location of no business location',
      { plans: [{ name: 'P', locationIds: ['0190a000-0000-7000-a000-0000000000ff'] }] },
      'Object Not Found Matching Id: 0190a000-0000-7000-a000-0000000000ff',
    ],
  ])('refuses %s with status error and the text', async (_what, change, text) => {
    const r = await create({ ...lesson, ...change });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createService.status).toBe('error');
    expect(r.data?.createService.service ?? null).toBeNull();
    if (typeof text === 'string') expect(r.data?.createService.error).toBe(text);
    else expect(r.data?.createService.error).toMatch(text);
  });

  it('staff read the services but cannot write them', async () => {
    const s = (await create({ ...lesson, name: 'Staff Read' })).data!.createService.service!;
    expect((await one(s.id, staff)).data?.service.name).toBe('Staff Read');
    expect(refused(await create({ ...lesson, name: 'By Staff' }, staff))).toBe(true);
    expect(refused(await update({ id: s.id, name: 'Renamed' }, staff))).toBe(true);
    const del = await gql(mine.name, DELETE_SERVICE, { b: mine.name, id: s.id }, staff);
    expect(refused(del)).toBe(true);
    expect((await one(s.id, mine.owner)).data?.service.name).toBe('Staff Read');
  });

  it('a hidden service is seen by staff only, not by a client or a visitor', async () => {
    const s = (await create({ ...lesson, name: 'Hidden Lesson', hidden: true })).data!.createService.service!;
    expect(s.hiddenAt).not.toBeNull();
    const visible = (await create({ ...lesson, name: 'Open Lesson' })).data!.createService.service!;
    for (const auth of [client, null]) {
      const names = (await list(auth)).data?.services.map((x) => x.name);
      expect(names).toContain(visible.name);
      expect(names).not.toContain('Hidden Lesson');
      expect(notFound(await one(s.id, auth))).toBe(true);
    }
    expect((await list(staff)).data?.services.map((x) => x.name)).toContain('Hidden Lesson');
    const shown = await update({ id: s.id, hidden: false });
    expect(shown.data?.updateService.service?.hiddenAt).toBeNull();
    expect((await one(s.id, null)).data?.service.name).toBe('Hidden Lesson');
  });

  it("another business's owner is refused from their host and is only a visitor on ours", async () => {
    const s = (await create({ ...lesson, name: 'Mine Only', hidden: true })).data!.createService.service!;
    const fromRival = [
      await gql<{ services: ServiceOut[] }>('rival', SERVICES, { b: mine.name }, rivalOwner),
      await gql<{ service: ServiceOut }>('rival', SERVICE, { b: mine.name, id: s.id }, rivalOwner),
    ];
    for (const r of fromRival) {
      expect(refused(r)).toBe(true);
      expect(r.data ?? null).toBeNull();
    }
    expect((await list(rivalOwner)).data?.services.map((x) => x.name)).not.toContain('Mine Only');
    expect(notFound(await one(s.id, rivalOwner))).toBe(true);
    expect(refused(await update({ id: s.id, name: 'Taken' }, rivalOwner))).toBe(true);
    expect(refused(await create({ ...lesson, name: 'Planted' }, rivalOwner))).toBe(true);
    expect((await one(s.id, mine.owner)).data?.service.name).toBe('Mine Only');
  });
});
