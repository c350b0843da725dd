import { EVENT_ENTITIES, EventTables1731000000000 } from '@tempo/events';
import type { SubgraphDbOptions } from '@tempo/db';
import { PersonRelationEntity } from '../families/relation.entity';
import { CustomerJourneyPhaseEntity } from '../journey/journey-phase.entity';
import { PersonEntity } from '../people/person.entity';
import { PeopleInit1795476099836 } from './migrations/1795476099836-people-init';
import { PersonInvite1795480000000 } from './migrations/1795480000000-person-invite';
import { PersonFiles1795490000000 } from './migrations/1795490000000-person-files';
import { PersonSearchCover1795500000000 } from './migrations/1795500000000-person-search-cover';
import { PersonFileEntity } from '../files/person-file.entity';

/** People's database: its entities (with the outbox's) and its migrations, in order. */
export const PEOPLE_DB: SubgraphDbOptions = {
  service: 'people',
  entities: [
    PersonEntity,
    PersonRelationEntity,
    CustomerJourneyPhaseEntity,
    PersonFileEntity,
    ...EVENT_ENTITIES,
  ],
  migrations: [
    EventTables1731000000000,
    PeopleInit1795476099836,
    PersonInvite1795480000000,
    PersonFiles1795490000000,
    PersonSearchCover1795500000000,
  ],
};
