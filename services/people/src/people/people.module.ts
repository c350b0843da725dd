import { Module } from '@nestjs/common';
import { cursorCodec } from '@tempo/graphql';
import { CURSOR_CODEC } from '../common/tokens';
import { PEOPLE_CONFIG, PeopleConfig } from '../config';
import { AccountFamilyResolver, FamilyResolver } from '../families/family.resolver';
import { FamilyStore } from '../families/family.store';
import { IdentityClient } from '../identity/identity.client';
import { InviteResolver } from '../invites/invite.resolver';
import { InviteService } from '../invites/invite.service';
import { JourneyResolver } from '../journey/journey.resolver';
import { JourneyService } from '../journey/journey.service';
import { MergeResolver } from '../merge/merge.resolver';
import { MergeService } from '../merge/merge.service';
import { RegistrationResolver } from '../registration/registration.resolver';
import { RegistrationService } from '../registration/registration.service';
import { SelfResolver } from '../self/self.resolver';
import { SelfService } from '../self/self.service';
import { StaffResolver } from '../staff/staff.resolver';
import { StaffService } from '../staff/staff.service';
import { PeopleQueryService } from './people-query.service';
import { PeopleResolver } from './people.resolver';
import { PeopleService } from './people.service';
import { PeopleStore } from './people.store';

/** People: the person record, families, the self side, the staff list, merges, registration, invites and journey forms. */
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
    IdentityClient,
    MergeService,
    MergeResolver,
    RegistrationService,
    RegistrationResolver,
    InviteService,
    InviteResolver,
    JourneyService,
    JourneyResolver,
  ],
  exports: [PeopleStore, FamilyStore, IdentityClient],
})
export class PeopleModule {}
