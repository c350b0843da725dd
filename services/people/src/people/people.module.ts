import { Module } from '@nestjs/common';
import { cursorCodec } from '@tempo/graphql';
import { CURSOR_CODEC } from '../common/tokens';
import { PEOPLE_CONFIG, PeopleConfig } from '../config';
import { AccountFamilyResolver, FamilyResolver } from '../families/family.resolver';
import { FamilyStore } from '../families/family.store';
import { SelfResolver } from '../self/self.resolver';
import { SelfService } from '../self/self.service';
import { StaffResolver } from '../staff/staff.resolver';
import { StaffService } from '../staff/staff.service';
import { PeopleQueryService } from './people-query.service';
import { PeopleResolver } from './people.resolver';
import { PeopleService } from './people.service';
import { PeopleStore } from './people.store';

/** People: the person record, families, the self side and the staff list. */
@Module({
  providers: [
    {
      provide: CURSOR_CODEC,
      inject: [PEOPLE_CONFIG],
      useFactory: (c: PeopleConfig) => cursorCodec(c.ACTOR_TOKEN_SECRET),
    },
    PeopleStore,
    FamilyStore,
    PeopleService,
    PeopleQueryService,
    SelfService,
    StaffService,
    PeopleResolver,
    SelfResolver,
    StaffResolver,
    FamilyResolver,
    AccountFamilyResolver,
  ],
  exports: [PeopleStore, FamilyStore],
})
export class PeopleModule {}
