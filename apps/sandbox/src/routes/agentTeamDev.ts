import { Hono } from 'hono';
import * as v from 'valibot';
import type { Services } from '../context';
import { decideAgentApplication } from '../agent/applications';
import { ApiError, ok, readJson } from '../http/envelope';
import { findMemberByAccount } from '../store/members';

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));

const applicationBody = v.object({
  merchant: merchantCode,
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  status: v.picklist(['approved', 'rejected'], "must be 'approved' or 'rejected'"),
});

/**
 * Dev controls of the agent centre's team (mounted at /wps/dev/agent in dev mode only): the
 * operator's decision on an agent application, which journeys make to show the status change.
 */
export function agentTeamDevRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono();

  // Approved makes the member an agent (type 1); rejected leaves them as they were.
  routes.post('/application', async (c) => {
    const body = await readJson(c, applicationBody);
    const member = findMemberByAccount(db, body.merchant, body.account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    if (!decideAgentApplication(db, member.id, body.status, now())) {
      throw new ApiError(409, 'The member has no pending application');
    }
    return ok(c, null);
  });

  return routes;
}
