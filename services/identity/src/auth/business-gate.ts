import { Inject, Injectable } from '@nestjs/common';
import { APP_HOST_LABEL, normalizeBusinessName } from '@tempo/contracts';
import { refuseClosedBusiness } from '@tempo/auth';
import { TenantDb } from '@tempo/db';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { BusinessEntity } from '../business/business.entity';
import { businessContact } from '../business/rules/business-record';
import { UserEntity } from '../users/user.entity';

/** The business a sign-in names (none on the app host), refused while suspended or closed. */
@Injectable()
export class BusinessGate {
  constructor(
    private readonly db: TenantDb,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** A business named in a login: refused when suspended or closed, unless the user is a superuser. */
  async open(business: string | null | undefined, user: UserEntity | null): Promise<BusinessEntity | null> {
    const name = normalizeBusinessName(business ?? '');
    if (!name || name === APP_HOST_LABEL) return null;
    const biz = await this.db.withTenant(name, (em) => em.findOne(BusinessEntity, { where: { name } }));
    // Before sign-in there is no actor: of the user only a superuser may list ALL_BUSINESSES.
    if (biz)
      refuseClosedBusiness(
        { status: biz.status, contact: businessContact(biz) ?? this.config.SUPPORT_EMAIL },
        !!user?.isSuperuser,
      );
    return biz;
  }
}
