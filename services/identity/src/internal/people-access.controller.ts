import { BadRequestException, Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import {
  INTERNAL_CREDENTIALS_PATH,
  INTERNAL_INVITE_MAIL_PATH,
  InternalCredentialsResponse,
} from '@tempo/contracts';
import { IDENTITY_CONFIG, IdentityConfig } from '../config';
import { PeopleAccessService } from '../people-sync/people-access.service';
import { Parsed, parseCredentialsRequest, parseInviteMailRequest } from './people-requests';
import { authorizeService } from './service-auth';

/** The body, or a 400 naming what is wrong with it. */
function valid<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new BadRequestException(parsed.problem);
  return parsed.value;
}

/**
 * Identity's internal API for the people subgraph (service token; internal port only):
 * a person's credentials and invitation mails (contracts internal.ts).
 */
@Controller()
export class PeopleAccessController {
  constructor(
    private readonly access: PeopleAccessService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Post(INTERNAL_CREDENTIALS_PATH)
  @HttpCode(200)
  async credentials(
    @Headers('authorization') auth: string | undefined,
    @Body() body: unknown,
  ): Promise<InternalCredentialsResponse> {
    await authorizeService(auth, this.config.SERVICE_TOKEN_SECRET);
    return this.access.credentials(valid(parseCredentialsRequest(body)));
  }

  @Post(INTERNAL_INVITE_MAIL_PATH)
  @HttpCode(204)
  async inviteMail(@Headers('authorization') auth: string | undefined, @Body() body: unknown): Promise<void> {
    await authorizeService(auth, this.config.SERVICE_TOKEN_SECRET);
    await this.access.inviteMail(valid(parseInviteMailRequest(body)));
  }
}
