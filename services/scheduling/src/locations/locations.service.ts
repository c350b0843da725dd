import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TenantDb } from '@tempo/db';
import { LocationEntity } from './location.entity';
import { LOCATION_LIST_SIZE } from './location-rules';

/** A business's locations: every read and write in a transaction of that business (row-level security). */
@Injectable()
export class LocationsService {
  constructor(private readonly db: TenantDb) {}

  /** The business's locations, by name. */
  list(business: string): Promise<LocationEntity[]> {
    return this.db.withTenant(business, (em) =>
      em.find(LocationEntity, {
        where: { business, deletedAt: IsNull() },
        order: { name: 'ASC', id: 'ASC' },
        take: LOCATION_LIST_SIZE,
      }),
    );
  }
}
