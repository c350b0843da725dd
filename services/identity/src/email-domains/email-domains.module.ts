import { Module } from '@nestjs/common';
import { BusinessModule } from '../business/business.module';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { RedisTxtResolver, SystemTxtResolver, TXT_RESOLVER } from './dns-resolver';
import { EmailDomainsResolver } from './email-domains.resolver';
import { EmailDomainsService } from './email-domains.service';

/** A business's own e-mail domains, stored in its settings (BusinessModule) and verified through DNS. */
@Module({
  imports: [BusinessModule],
  providers: [
    {
      provide: TXT_RESOLVER,
      inject: [IDENTITY_CONFIG],
      useFactory: (c: IdentityConfig) =>
        c.MAIL_DNS_RESOLVER === 'redis' && c.REDIS_URL
          ? new RedisTxtResolver(c.REDIS_URL)
          : new SystemTxtResolver(),
    },
    EmailDomainsService,
    EmailDomainsResolver,
  ],
})
export class EmailDomainsModule {}
