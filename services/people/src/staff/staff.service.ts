import { Injectable } from '@nestjs/common';
import { isUuid } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { PEOPLE_LIMITS } from '@tempo/people-rules';
import { whereSearch } from '../people/people-query.service';
import { PersonEntity } from '../people/person.entity';

/** Who is looking at the staff list: staff see everyone, clients and visitors only who is visible to them. */
export type StaffAudience = 'staff' | 'clients' | 'visitors';

export interface StaffQuery {
  id?: string | null;
  staffIds?: string[] | null;
  search?: string | null;
  serviceId?: string | null;
  prioritized?: boolean | null;
  includeDeactivated?: boolean | null;
  limit?: number | null;
}

/** The staff of a business (001 §7.2 staff(...)). */
@Injectable()
export class StaffService {
  constructor(private readonly db: TenantDb) {}

  list(business: string, audience: StaffAudience, q: StaffQuery): Promise<PersonEntity[]> {
    return this.db.withTenant(business, (em) => {
      const qb = em.createQueryBuilder(PersonEntity, 'p').where('p.staff_role IS NOT NULL');
      if (audience !== 'staff' || !q.includeDeactivated) qb.andWhere('p.deactivated = false');
      if (audience === 'clients') qb.andWhere('p.visible_by_clients = true');
      if (audience === 'visitors') qb.andWhere('p.visible_by_visitors = true');
      const ids = [q.id, ...(q.staffIds ?? [])].filter((x): x is string => isUuid(x));
      if (q.id || q.staffIds?.length) qb.andWhere('p.id IN (:...ids)', { ids: ids.length ? ids : [null] });
      whereSearch(qb, q.search);
      if (q.serviceId) {
        const teaches = `EXISTS (SELECT 1 FROM jsonb_array_elements(p.staff_service_rates) r WHERE r->'services' ? :svc)`;
        if (q.prioritized) qb.addSelect(`CASE WHEN ${teaches} THEN 0 ELSE 1 END`, 'prio').orderBy('prio');
        else qb.andWhere(teaches);
        qb.setParameter('svc', q.serviceId);
      }
      return qb
        .addOrderBy('p.firstName')
        .addOrderBy('p.lastName')
        .addOrderBy('p.id')
        .limit(Math.max(1, Math.min(PEOPLE_LIMITS.withPeers, q.limit ?? PEOPLE_LIMITS.withPeers)))
        .getMany();
    });
  }
}
