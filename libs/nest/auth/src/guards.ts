import { CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ActorContext, isBlockedStatus, UserErrorCode } from '@tempo/contracts';
import { can } from '@tempo/permissions';
import { NotAllowedError, NotAuthenticatedError, UserError } from '@tempo/graphql';
import type { RequestContext } from './context';

export const PERMISSION_KEY = 'tempo:permission';
export const PUBLIC_KEY = 'tempo:public';
export const AUTHENTICATED_KEY = 'tempo:authenticated';

/** The resolver needs `action` on `resource` (000 §6). */
export const Allow = (action: string, resource: string) => SetMetadata(PERMISSION_KEY, { action, resource });
/** The resolver is open to visitors; it does its own object-level checks. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** Any signed-in user; object-level checks decide the rest. */
export const Authenticated = () => SetMetadata(AUTHENTICATED_KEY, true);

export const actorOf = (ctx: ExecutionContext): ActorContext =>
  GqlExecutionContext.create(ctx).getContext<RequestContext>().actor;

/** The verified actor of the current request. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext) => actorOf(ctx));

/**
 * The permission subject of an actor. Roles are per business: without an
 * account in the business a signed-in user is a visitor there, whatever role
 * the actor names (only a superuser acts without an account), so every
 * client-level permission needs an account even if a role arrived otherwise.
 */
export const subjectOf = (actor: ActorContext) =>
  actor.role !== 'superuser' && !actor.accountId
    ? { role: 'visitor', overrides: [] }
    : { role: actor.role, overrides: actor.overrides };

export const actorCan = (actor: ActorContext, action: string, resource: string): boolean =>
  can(subjectOf(actor), action, resource);

/** What the suspended-business refusal needs to know of a business. */
export interface BusinessState {
  status?: string | null;
  /** Whom its users are told to contact. */
  contact?: string | null;
}

/**
 * The suspended-business refusal (000 §4.6), the one place it is written: a
 * suspended or closed business is refused, with the text naming its contact,
 * unless `exempt` (the actor may list ALL_BUSINESSES).
 */
export function refuseClosedBusiness(business: BusinessState, exempt: boolean): void {
  if (!business.status || !isBlockedStatus(business.status) || exempt) return;
  throw UserError.of(UserErrorCode.BUSINESS_SUSPENDED, business.contact ?? 'the business');
}

/**
 * A suspended or closed business is refused to everyone without
 * ALL_BUSINESSES list (000 §4.6); only @Public operations still answer there.
 * `business` defaults to the actor's (as the gateway resolved it).
 */
export function assertBusinessOpen(
  actor: ActorContext,
  business: BusinessState = { status: actor.businessStatus, contact: actor.businessContact },
): void {
  refuseClosedBusiness(business, actorCan(actor, 'list', 'ALL_BUSINESSES'));
}

/**
 * Global guard: every resolver must declare @Public, @Authenticated or
 * @Allow(action, resource); anything undeclared is refused.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType<string>() !== 'graphql') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const actor = actorOf(ctx);
    assertBusinessOpen(actor);
    if (this.reflector.getAllAndOverride<boolean>(AUTHENTICATED_KEY, targets)) {
      if (!actor.userId) throw new NotAuthenticatedError();
      return true;
    }
    const need = this.reflector.getAllAndOverride<{ action: string; resource: string }>(
      PERMISSION_KEY,
      targets,
    );
    if (!need) throw new NotAllowedError('operation is not declared');
    if (actorCan(actor, need.action, need.resource)) return true;
    if (!actor.userId) throw new NotAuthenticatedError();
    throw new NotAllowedError(`${need.action} on ${need.resource}`);
  }
}
