import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock, CLOCK, isUuid } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { UserError } from '@tempo/graphql';
import { Availability as AvailabilityRecord } from '@tempo/scheduling-rules';
import { Audience, visibleTo } from '../common/audience';
import { businessSettings } from '../directory/directory.reader';
import { dateRangeError, dateWindow } from './availability-input';
import { Calendar, staffAvailabilities } from './availability-rules';
import { BookableSlot, bookableSlots } from './timeslot-rules';
import {
  loadEvents,
  loadHours,
  loadLocations,
  loadServices,
  loadStaff,
  loadTimeOff,
} from './availability.store';

export interface AvailabilityQuery {
  readonly fromDate?: string | null;
  readonly toDate?: string | null;
  /** The staff members asked about; null: every active one. */
  readonly staffIds: readonly string[] | null;
  readonly locationId?: string | null;
  readonly serviceId?: string | null;
}

export interface TimeslotQuery {
  readonly fromDate?: string | null;
  readonly toDate?: string | null;
  readonly serviceId: string;
  readonly planName?: string | null;
  readonly locationId?: string | null;
  readonly staffId?: string | null;
  readonly roomId?: string | null;
}

const idOrNull = (id: string | null | undefined): string | null | false =>
  id ? (isUuid(id) ? id : false) : null;

/**
 * Availabilities and timeslots of a business: one transaction, one query per kind of row for the whole
 * window, then the rules in memory (availability-rules.ts).
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The staff's free and busy pieces of their open hours over the local dates asked (business zone). */
  async availabilities(business: string, q: AvailabilityQuery): Promise<AvailabilityRecord[]> {
    checkDates(q.fromDate, q.toDate);
    const locationId = idOrNull(q.locationId);
    const serviceId = idOrNull(q.serviceId);
    const staffIds = q.staffIds?.filter(isUuid) ?? null;
    if (locationId === false || serviceId === false || staffIds?.length === 0) return [];
    return this.db.withTenant(business, async (em) => {
      const services = await loadServices(em, business, null);
      const cal = await loadCalendar(
        em,
        business,
        q.fromDate!,
        q.toDate!,
        staffIds,
        locationId,
        this.clock.now(),
      );
      return staffAvailabilities(
        { ...cal, serviceNames: new Map(services.map((s) => [s.id, s.name])) },
        { locationId, serviceId },
      );
    });
  }

  /** Where and when the service can be booked over the local dates asked, as the audience sees it. */
  async timeslots(business: string, audience: Audience, q: TimeslotQuery): Promise<BookableSlot[]> {
    checkDates(q.fromDate, q.toDate);
    const ids = [q.serviceId, q.locationId, q.staffId, q.roomId].map(idOrNull);
    if (ids.includes(false) || !ids[0]) return [];
    const [serviceId, locationId, staffId, roomId] = ids as Array<string | null>;
    return this.db.withTenant(business, async (em) => {
      const [service] = await loadServices(em, business, serviceId, q.planName?.trim() || null);
      if (!service || !service.durationMinutes || (service.hidden && audience !== 'staff')) return [];
      if (q.planName?.trim() && !service.planLocationIds) return [];
      const cal = await loadCalendar(
        em,
        business,
        q.fromDate!,
        q.toDate!,
        staffId ? [staffId] : null,
        locationId,
        this.clock.now(),
      );
      const planLocations = service.planLocationIds ?? [];
      const locations = cal.locations.filter(
        (l) => visibleTo(audience, l) && (planLocations.length === 0 || planLocations.includes(l.id)),
      );
      return bookableSlots(
        { ...cal, locations },
        {
          serviceId: service.id,
          serviceName: service.name,
          durationMinutes: service.durationMinutes,
          now: this.clock.now().getTime(),
          roomId,
        },
      );
    });
  }
}

function checkDates(fromDate?: string | null, toDate?: string | null): void {
  const error = dateRangeError(fromDate, toDate);
  if (error) throw new UserError(error);
}

/** Every row the answers read for the local dates asked (business zone): one query per kind. */
export async function loadCalendar(
  em: EntityManager,
  business: string,
  fromDate: string,
  toDate: string,
  staffIds: readonly string[] | null,
  locationId: string | null,
  now: Date,
): Promise<Calendar> {
  const { timezone } = await businessSettings(em, business);
  const window = dateWindow(fromDate, toDate, timezone);
  const staff = await loadStaff(em, business, staffIds);
  const ids = staff.map((s) => s.id);
  const places = await loadLocations(em, business, locationId);
  return {
    window,
    staff,
    hours: await loadHours(em, business, ids, window),
    timeOff: await loadTimeOff(em, business, ids, window),
    events: await loadEvents(em, business, ids, window, now),
    locations: places.locations,
    rooms: places.rooms,
    locationHours: places.hours,
    serviceNames: new Map(),
  };
}
