import { idSchema, RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { halListOrPageSchema, halListSchema, wireRecordSchema, wireRecordWith } from '../../engine/wire-schemas.js';

/*
 * The answers of the security calls (their request schemas are in security.service.ts, which
 * validates them), for the OpenAPI document.
 */

/** A list of the records linked to a module, user group or staff member. */
export const linkedAnswer = (listed: string) => halListSchema(listed, wireRecordSchema(RESOURCES[listed]));
export const moduleOfUserGroupQuery = z.object({ userGroupId: idSchema() });
export const enqStaffsAnswer = halListOrPageSchema(
  'staffs',
  wireRecordWith(RESOURCES.staffs, { userGroups: z.string().describe('codes of the user groups, comma-separated') }),
);
export const userGroupAnswer = wireRecordSchema(RESOURCES.userGroups);
