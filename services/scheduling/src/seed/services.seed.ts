import type { EntityManager } from 'typeorm';
import { type Clock, CLOCK } from '@tempo/contracts';
import { businessSettings } from '../directory/directory.reader';
import { PlanEntity } from '../services/plan.entity';
import type { PlanInput } from '../services/plan.model';
import { applyPlanInput, applyServiceInput, newPlan, newService } from '../services/service-draft';
import { ServiceEntity } from '../services/service.entity';
import type { ServiceInput } from '../services/service.model';
import { todayIn } from '../sessions/session-rules';
import { SessionEntity } from '../sessions/session.entity';
import { demoId } from './demo-ids';
import type { SeedPart } from './seed';

const IN_PERSON = [demoId('location-main'), demoId('location-westside')];

/** The plans of a private lesson costing `price` cents a visit. */
const privatePlans = (price: number): PlanInput[] => [
  {
    name: 'Single Lesson',
    kind: 'single-visit',
    price,
    startType: 'START_ON_FIRST_VISIT',
    locationIds: IN_PERSON,
  },
  {
    name: 'Monthly Membership (Weekly Lesson)',
    kind: 'monthly-membership-weekly-lesson',
    price: price * 4,
    paymentType: 'PAYMENT_TYPE_FLAT_PRORATED_ON_START',
    paymentInterval: 'MONTHLY',
    dueType: 'DUE_ON_START_MINUS_DAYS',
    dueMinusDays: 3,
    visitInterval: 'WEEKLY',
    makesMember: true,
    enabledForSelfBooking: true,
    locationIds: IN_PERSON,
  },
  {
    name: '10 Lesson Pack',
    kind: 'multiple-visits-prepaid',
    price: price * 9,
    visits: 10,
    startType: 'START_ON_FIRST_VISIT',
    locationIds: [...IN_PERSON, demoId('location-online')],
  },
];

const lesson = (instrument: string, minutes: number, price: number): [string, ServiceInput] => [
  `service-${instrument.toLowerCase()}-${minutes}`,
  {
    name: `${instrument} Private (Level 1) - ${minutes} Mins`,
    description: `A private ${instrument.toLowerCase()} lesson of ${minutes} minutes.`,
    durationMinutes: minutes,
    price,
    tags: [instrument.toLowerCase(), 'private'],
    cancellationWindowHours: 24,
    cancellationPolicy:
      'Cancel at least 24 hours ahead for a make-up lesson; later cancellations forfeit the lesson.',
    visitCancellationConsequence: 'Make-up credit',
    lateVisitCancellationConsequence: 'Lesson forfeited',
    visitCancellationServiceCreditName: 'Make-up lesson',
    staffVisitCancellationServiceCreditName: 'Make-up lesson (teacher canceled)',
    plans: privatePlans(price),
  },
];

/** The music school's services, by demo key. */
export const DEMO_SERVICES: [string, ServiceInput][] = [
  lesson('Piano', 30, 3500),
  lesson('Piano', 45, 5000),
  lesson('Piano', 60, 6500),
  lesson('Guitar', 45, 5000),
  lesson('Voice', 30, 3500),
  [
    'service-theory',
    {
      name: 'Music Theory Group Class',
      description: 'Reading, harmony and ear training in a small group, one term at a time.',
      hasSessions: true,
      price: 24000,
      notBeforeAgeMonths: 96,
      tags: ['theory', 'group'],
      plans: [
        {
          name: 'Full Term',
          kind: 'class-payment',
          price: 24000,
          sessionConversionTracking: true,
          locationIds: IN_PERSON,
        },
        { name: 'Drop-in Class', kind: 'single-visit-session', price: 2500, locationIds: IN_PERSON },
      ],
    },
  ],
  [
    'service-rock-camp',
    {
      name: 'Summer Rock Camp',
      description: 'A week of playing in a band, ending with a concert.',
      eventType: true,
      price: 6000,
      notBeforeAgeMonths: 120,
      notAfterAgeMonths: 216,
      tags: ['camp', 'band'],
      plans: [
        {
          name: 'Camp Day',
          kind: 'event-per-visit',
          price: 6000,
          paymentType: 'PAYMENT_TYPE_PER_VISIT',
          locationIds: [demoId('location-main')],
        },
      ],
    },
  ],
];

/** First days of the quarter holding `today` and of the next one, and their last days. */
export function terms(today: string): { key: string; name: string; start: string; end: string }[] {
  const [year, month] = today.split('-').map(Number);
  const first = Math.floor((month - 1) / 3) * 3;
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
  const label = (y: number, m: number) =>
    `${new Date(Date.UTC(y, m, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${y}`;
  return [
    { key: 'session-theory-current', start: day(year, first, 1), end: day(year, first + 3, 0) },
    { key: 'session-theory-next', start: day(year, first + 3, 1), end: day(year, first + 6, 0) },
  ].map((t) => ({
    ...t,
    name: `Theory Term from ${label(Number(t.start.slice(0, 4)), Number(t.start.slice(5, 7)) - 1)}`,
  }));
}

/**
 * The music school's services and plans (private lessons, a group class with
 * this term's and next term's sessions, a camp), prices in USD cents.
 */
export const seedServices: SeedPart = async (em: EntityManager, app) => {
  const business = 'demo';
  if (await em.findOne(ServiceEntity, { where: { business, id: demoId('service-theory') } })) return [];
  const now = app.get<Clock>(CLOCK).now();
  for (const [key, input] of DEMO_SERVICES) {
    const row = applyServiceInput(newService(demoId(key), business, now), input, now);
    await em.insert(ServiceEntity, row);
    const plans: PlanEntity[] = (input.plans ?? []).map((p, position) => ({
      ...applyPlanInput(newPlan(row.currency), p),
      id: demoId(`${key}-plan-${position}`),
      business,
      serviceId: row.id,
      position,
    }));
    await em.insert(PlanEntity, plans);
  }
  const today = todayIn((await businessSettings(em, business)).timezone, now);
  const sessions = terms(today).map((t): SessionEntity => ({
    id: demoId(t.key),
    business,
    serviceId: demoId('service-theory'),
    name: t.name,
    startDate: t.start,
    endDate: t.end,
    status: 'SESSION_STATUS_ACTIVE',
    notBeforeAgeMonths: null,
    notAfterAgeMonths: null,
    onlineId: null,
    allowEnrollmentUntilDate: t.end,
    shortenedUrl: null,
    staffIds: [],
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  }));
  await em.insert(SessionEntity, sessions);
  return [
    `${DEMO_SERVICES.length} services with their plans`,
    `${sessions.length} theory sessions (${today})`,
  ];
};
