import { EVENT_ENTITIES, EventTables1731000000000 } from '@tempo/events';
import type { SubgraphDbOptions } from '@tempo/db';
import { ActivityEntity } from '../activity/activity.entity';
import { LoginLinkEntity, RefreshTokenEntity } from '../auth/token.entities';
import { BusinessEntity } from '../business/business.entity';
import { BusinessRegistrationEntity } from '../business/business-registration.entity';
import { AccountEntity } from '../users/account.entity';
import { UserEntity } from '../users/user.entity';
import { IdentityInit1731000000100 } from './migrations/1731000000100-identity-init';
import { BusinessRegistration1731000000500 } from './migrations/1731000000500-business-registration';
import { AccountPerson1731000000600 } from './migrations/1731000000600-account-person';

export const IDENTITY_DB: SubgraphDbOptions = {
  service: 'identity',
  entities: [
    BusinessEntity,
    UserEntity,
    AccountEntity,
    RefreshTokenEntity,
    LoginLinkEntity,
    ActivityEntity,
    BusinessRegistrationEntity,
    ...EVENT_ENTITIES,
  ],
  migrations: [
    EventTables1731000000000,
    IdentityInit1731000000100,
    BusinessRegistration1731000000500,
    AccountPerson1731000000600,
  ],
};

/** Tenant tables keyed by something other than a `business` column. */
export const EXTRA_TENANT_TABLES = ['business'];
