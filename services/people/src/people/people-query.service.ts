import { Inject, Injectable } from '@nestjs/common';
import { Brackets, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { isUuid } from '@tempo/contracts';
import { TenantDb } from '@tempo/db';
import { CursorCodec, page } from '@tempo/graphql';
import { PEOPLE_LIMITS, searchQuery } from '@tempo/people-rules';
import { CURSOR_CODEC } from '../common/tokens';
import { AdvancedFilters, applyAdvanced } from './advanced-filters';
import { PersonEntity } from './person.entity';

export interface SearchOptions {
  search?: string | null;
  limit?: number | null;
  includeHidden?: boolean | null;
  clientsOnly?: boolean | null;
  staffOnly?: boolean | null;
  status?: string | null;
}

type Qb = SelectQueryBuilder<PersonEntity>;

/** Every word of the query is found in the search column (trigram index). */
export function whereSearch(qb: Qb, search: string | null | undefined): Qb {
  const words = searchQuery(search ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 5);
  words.forEach((w, i) =>
    qb.andWhere(`p.search LIKE :w${i}`, { [`w${i}`]: `%${w.replace(/[\\%_]/g, '\\$&')}%` }),
  );
  return qb;
}

/**
 * The rows of a page in name order, in two steps: the ids from the name-order
 * index (it carries the search text and the list filters, so this is an
 * index-only scan), then the rows of those ids.
 */
async function rowsInNameOrder(
  em: EntityManager,
  qb: Qb,
  business: string,
  limit: number,
): Promise<PersonEntity[]> {
  const ids = (
    await qb
      .select('p.id', 'id')
      .andWhere('p.business = :business', { business })
      .orderBy('p.lastName')
      .addOrderBy('p.firstName')
      .addOrderBy('p.id')
      .limit(limit)
      .getRawMany<{ id: string }>()
  ).map((r) => r.id);
  if (!ids.length) return [];
  const byId = new Map(
    (await em.find(PersonEntity, { where: { business, id: In(ids) } })).map((r) => [r.id, r]),
  );
  return ids.map((id) => byId.get(id)).filter((r): r is PersonEntity => !!r);
}

const clampLimit = (limit: number | null | undefined, dflt: number, max: number) =>
  Math.max(1, Math.min(max, limit ?? dflt));

/** Reads of people: by id, search, advanced filters and pages (001 §7.1). */
@Injectable()
export class PeopleQueryService {
  constructor(
    private readonly db: TenantDb,
    @Inject(CURSOR_CODEC) private readonly cursors: CursorCodec,
  ) {}

  private base(qb: Qb, o: SearchOptions): Qb {
    if (!o.includeHidden) qb.andWhere('p.hidden_at IS NULL');
    if (o.clientsOnly) qb.andWhere('p.staff_role IS NULL');
    if (o.staffOnly) qb.andWhere('p.staff_role IS NOT NULL');
    if (o.status) qb.andWhere('p.status = :status', { status: o.status });
    return whereSearch(qb, o.search);
  }

  byIds(business: string, ids: readonly string[]): Promise<PersonEntity[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return Promise.resolve([]);
    return this.db.withTenant(business, (em) =>
      em.createQueryBuilder(PersonEntity, 'p').where('p.id IN (:...ids)', { ids: valid }).getMany(),
    );
  }

  search(business: string, o: SearchOptions, max: number = PEOPLE_LIMITS.withPeers): Promise<PersonEntity[]> {
    return this.db.withTenant(business, (em) =>
      rowsInNameOrder(
        em,
        this.base(em.createQueryBuilder(PersonEntity, 'p'), o),
        business,
        clampLimit(o.limit, PEOPLE_LIMITS.personSearch, max),
      ),
    );
  }

  advanced(business: string, f: AdvancedFilters): Promise<PersonEntity[]> {
    return this.db.withTenant(business, (em) => {
      const qb = this.base(em.createQueryBuilder(PersonEntity, 'p'), {
        search: f.search,
        includeHidden: f.includeHidden,
      });
      return rowsInNameOrder(
        em,
        applyAdvanced(qb, f),
        business,
        clampLimit(f.limit, PEOPLE_LIMITS.advanced, PEOPLE_LIMITS.advanced),
      );
    });
  }

  /** One page of the business's clients by name, filtered by status or flag (keyset cursor). */
  async paginated(
    business: string,
    actorKey: string,
    o: { status?: string | null; flag?: string | null; cursor?: string | null; limit?: number | null },
  ): Promise<{ items: PersonEntity[]; cursor: string | null }> {
    const limit = clampLimit(o.limit, PEOPLE_LIMITS.clientPage, 100);
    const fingerprint = JSON.stringify([
      'paginatedPeople',
      business,
      actorKey,
      o.status ?? null,
      o.flag ?? null,
      limit,
    ]);
    const after = this.cursors.decode<[string, string, string]>(o.cursor, fingerprint);
    const rows = await this.db.withTenant(business, (em) => {
      const qb = this.base(em.createQueryBuilder(PersonEntity, 'p'), { clientsOnly: true, status: o.status });
      if (o.flag) qb.andWhere(`p.flags @> :flag::jsonb`, { flag: JSON.stringify([{ reason: o.flag }]) });
      if (after) {
        qb.andWhere(
          new Brackets((w) =>
            w.where('(p.last_name, p.first_name, p.id) > (:l, :f, :i)', {
              l: after[0],
              f: after[1],
              i: after[2],
            }),
          ),
        );
      }
      return rowsInNameOrder(em, qb, business, limit + 1);
    });
    return page(rows, limit, (r) => [r.lastName, r.firstName, r.id], this.cursors, fingerprint);
  }
}
