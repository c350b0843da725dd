import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { ActorContext, Clock, CLOCK, clean } from '@tempo/contracts';
import { newId, TenantDb } from '@tempo/db';
import { NotFoundError } from '@tempo/graphql';
import type { Audience } from '../common/audience';
import { businessSettings, staffMembers } from '../directory/directory.reader';
import { sessionClientsIn } from '../enrolment/session-clients';
import { EventEntity } from '../events/event.entity';
import { LocationEntity } from '../locations/location.entity';
import { catalogueNotFound } from '../services/service-rules';
import { serviceIn } from '../services/services.service';
import {
  checkSession,
  checkSessionStaff,
  localDate,
  type SessionFilter,
  sessionShown,
  todayIn,
} from './session-rules';
import { SessionEntity } from './session.entity';
import type { ProgramEvent, Session, SessionInput, UpdateSessionInput } from './session.model';
import { programEventView, sessionView } from './session-view';

/** How many sessions a service lists. */
const SESSION_LIST_SIZE = 500;

/** Sessions of services with sessions (001 §3.4): read with their service's visibility, written by managers. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async viewsIn(
    em: EntityManager,
    business: string,
    rows: SessionEntity[],
    service: { id: string; name: string },
  ) {
    const staff = await staffMembers(
      em,
      business,
      rows.flatMap((r) => r.staffIds),
    );
    const clients = await sessionClientsIn(
      em,
      business,
      rows.map((r) => r.id),
    );
    return rows.map((r) => sessionView(r, service, staff, clients.get(r.id)));
  }

  /** The sessions of services (already visible to the reader) that pass `filter`, by start date, per service. */
  ofServices(
    business: string,
    services: readonly { id: string; name: string }[],
    filter: SessionFilter,
  ): Promise<Session[][]> {
    return this.db.withTenant(business, async (em) => {
      const today = todayIn((await businessSettings(em, business)).timezone, this.clock.now());
      const rows = await em.find(SessionEntity, {
        where: { business, serviceId: In(services.map((s) => s.id)), deletedAt: IsNull() },
        order: { startDate: 'ASC', name: 'ASC', id: 'ASC' },
        take: SESSION_LIST_SIZE * services.length,
      });
      const shown = rows.filter((r) => sessionShown(r, filter, today));
      const staff = await staffMembers(
        em,
        business,
        shown.flatMap((r) => r.staffIds),
      );
      const clients = await sessionClientsIn(
        em,
        business,
        shown.map((r) => r.id),
      );
      return services.map((service) =>
        shown
          .filter((r) => r.serviceId === service.id)
          .slice(0, SESSION_LIST_SIZE)
          .map((r) => sessionView(r, service, staff, clients.get(r.id))),
      );
    });
  }

  /** One session whose service `audience` sees (a hidden service hides its sessions). */
  get(business: string, audience: Audience, id: string, serviceId?: string): Promise<Session> {
    return this.db.withTenant(business, async (em) => {
      const row = await em.findOne(SessionEntity, { where: { business, id, deletedAt: IsNull() } });
      const service = row && (await serviceIn(em, business, row.serviceId, audience));
      if (!row || !service || (serviceId && serviceId !== row.serviceId)) throw catalogueNotFound('session');
      return (await this.viewsIn(em, business, [row], service))[0];
    });
  }

  /** The active events of a session, by start, with their locations' names. */
  events(business: string, sessionId: string): Promise<ProgramEvent[]> {
    return this.db.withTenant(business, async (em) => {
      const events = await em.find(EventEntity, {
        where: { business, sessionId, status: 'EVENT_STATUS_ACTIVE' },
        order: { startAt: 'ASC', id: 'ASC' },
        take: SESSION_LIST_SIZE,
      });
      const ids = [...new Set(events.flatMap((e) => (e.locationId ? [e.locationId] : [])))];
      const locations = ids.length ? await em.find(LocationEntity, { where: { business, id: In(ids) } }) : [];
      const names = new Map(locations.map((l) => [l.id, l.name]));
      return events.map((e) => programEventView(e, names));
    });
  }

  create(actor: ActorContext, business: string, input: SessionInput): Promise<Session> {
    return this.db.withTenant(business, async (em) => {
      const service = input.serviceId ? await serviceIn(em, business, input.serviceId) : null;
      if (!service) throw new NotFoundError(input.serviceId ?? '');
      const now = this.clock.now();
      const row: SessionEntity = {
        id: newId(),
        business,
        serviceId: service.id,
        name: '',
        startDate: '',
        endDate: null,
        status: 'SESSION_STATUS_ACTIVE',
        notBeforeAgeMonths: null,
        notAfterAgeMonths: null,
        onlineId: null,
        allowEnrollmentUntilDate: null,
        shortenedUrl: null,
        staffIds: [],
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      const next = await this.applyIn(em, business, row, { ...input, name: input.name ?? '' }, service);
      await em.insert(SessionEntity, next);
      return (await this.viewsIn(em, business, [next], service))[0];
    });
  }

  update(actor: ActorContext, business: string, input: UpdateSessionInput): Promise<Session> {
    return this.db.withTenant(business, async (em) => {
      const current = await em.findOne(SessionEntity, {
        where: { business, id: input.id, deletedAt: IsNull() },
      });
      const service = current && (await serviceIn(em, business, input.serviceId ?? current.serviceId));
      if (!current || !service) throw new NotFoundError(input.serviceId ?? input.id);
      const next = await this.applyIn(em, business, { ...current, serviceId: service.id }, input, service);
      await em.save(SessionEntity, next);
      return (await this.viewsIn(em, business, [next], service))[0];
    });
  }

  delete(actor: ActorContext, business: string, id: string): Promise<string> {
    return this.db.withTenant(business, async (em) => {
      const now = this.clock.now();
      const done = await em.update(
        SessionEntity,
        { business, id, deletedAt: IsNull() },
        { deletedAt: now, updatedAt: now },
      );
      if (!done.affected) throw new NotFoundError(id);
      return id;
    });
  }

  /** `row` with the given fields of `input`, checked by the session rules and against the business's staff. */
  private async applyIn(
    em: EntityManager,
    business: string,
    row: SessionEntity,
    input: SessionInput,
    service: { hasSessions: boolean },
  ): Promise<SessionEntity> {
    const next: SessionEntity = { ...row, updatedAt: this.clock.now() };
    if (input.name !== undefined) next.name = clean(input.name) ?? '';
    if (input.startDate !== undefined) next.startDate = localDate('startDate', input.startDate) ?? '';
    if (input.endDate !== undefined) next.endDate = localDate('endDate', input.endDate);
    if (input.allowEnrollmentUntilDate !== undefined)
      next.allowEnrollmentUntilDate = localDate('allowEnrollmentUntilDate', input.allowEnrollmentUntilDate);
    if (input.status) next.status = input.status.trim();
    for (const f of ['notBeforeAgeMonths', 'notAfterAgeMonths'] as const)
      if (input[f] !== undefined) next[f] = input[f] ?? null;
    for (const f of ['onlineId', 'shortenedUrl'] as const)
      if (input[f] !== undefined) next[f] = clean(input[f]) ?? null;
    checkSession(next, service);
    if (input.staffIds !== undefined) {
      const ids = [...new Set(input.staffIds ?? [])];
      const known = await staffMembers(em, business, ids);
      checkSessionStaff(ids, new Set(known.map((s) => s.id)));
      next.staffIds = ids;
    }
    return next;
  }
}
