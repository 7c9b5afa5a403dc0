import type { Principal } from '../../engine/auth.js';
import type { PortalPrincipal } from '../../engine/portal-auth.js';

/**
 * The order service takes a staff principal: a portal user calls it as `portal:<username>` of the
 * order's branch (the client's account manager's branch for a new order), with no rights and no
 * staff id, so the history and the audit columns say who booked (docs/decisions.md, issue 33).
 */
export function portalCaller(portal: PortalPrincipal, branchId = portal.branchId): Principal {
  return {
    staffId: 0,
    sessionId: portal.sessionId,
    // The audit columns hold 50 characters.
    username: `portal:${portal.username}`.slice(0, 50),
    fullname: portal.name,
    rights: [],
    branchId,
    branches: [branchId],
    selectedBranchId: branchId,
    clientGroupId: null,
  };
}
