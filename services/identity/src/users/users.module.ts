import { Module } from '@nestjs/common';
import { AccountResolver } from './account.resolver';
import { UsersService } from './users.service';

/** Users (one login per e-mail) and their accounts in businesses: the Account entity, accounts, currentUser. */
@Module({
  providers: [UsersService, AccountResolver],
  exports: [UsersService],
})
export class UsersModule {}
