import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { VendorStatus } from '@marketplace/shared-dto';

/** `totpSetupRequired`: every administrator must use two-step sign-in and this one has not set it up yet. */
export interface AdminPrincipal { realm: 'admin'; id: string; name: string; email: string; totpSetupRequired: boolean }
export interface VendorPrincipal { realm: 'vendor'; id: string; companyName: string; contactName: string; status: VendorStatus }
export interface UserPrincipal { realm: 'user'; id: string; name: string | null; email: string | null; phone: string | null }
/**
 * A user token whose signature, audience and expiry are checked but not its revocation: the route's own
 * first statement checks `tokenVersion` against the account (see UserTokenOnly).
 */
export interface UserToken { realm: 'user'; id: string; tokenVersion: number }
export type Principal = AdminPrincipal | VendorPrincipal | UserPrincipal;

/** The authenticated account of the request's realm (set by the realm's guard), or null. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest().user ?? null);
