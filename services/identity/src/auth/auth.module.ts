import { Module } from '@nestjs/common';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { UsersModule } from '../users/users.module';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { BusinessGate } from './business-gate';
import { LoginLinkService } from './login-link.service';
import { Mailer } from './mailer';
import { SessionRevocations } from './session-revocations';
import { TokenService } from './token.service';

/**
 * Sign-in (000 §7.2): the tokens identity signs, sessions and their
 * revocation, login links and the mail that carries them.
 */
@Module({
  imports: [UsersModule],
  providers: [
    {
      provide: Mailer,
      inject: [IDENTITY_CONFIG],
      useFactory: (c: IdentityConfig) =>
        new Mailer(c.SMTP_URL, { address: c.MAIL_FROM, name: c.MAIL_FROM_NAME }),
    },
    TokenService,
    SessionRevocations,
    BusinessGate,
    AuthService,
    LoginLinkService,
    AuthResolver,
  ],
  exports: [LoginLinkService, TokenService, Mailer],
})
export class AuthModule {}
