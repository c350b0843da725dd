import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { BusinessListService } from './business-list.service';
import { BusinessRegistrationResolver } from './business-registration.resolver';
import { BusinessRegistrationService } from './business-registration.service';
import { BusinessSettingsResolver } from './business-settings.resolver';
import { BusinessResolver } from './business.resolver';
import { BusinessService } from './business.service';

/**
 * The business (tenant) aggregate (000 §3.1-3.2): its settings, progress and
 * registration. The rules are pure, in rules/; the owner of a new business
 * gets a user and account (UsersModule) and a sign-in link (AuthModule).
 */
@Module({
  imports: [UsersModule, AuthModule],
  providers: [
    BusinessService,
    BusinessListService,
    BusinessRegistrationService,
    BusinessResolver,
    BusinessSettingsResolver,
    BusinessRegistrationResolver,
  ],
  exports: [BusinessService],
})
export class BusinessModule {}
