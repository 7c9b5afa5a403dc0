import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { authControls, branches, modules, staffBranches, staffs, staffUserGroups, userGroups } from '../../db/schema/index.js';
import { type Bilingual, CODE_PATTERN, idListSchema, idSchema, RESOURCES, type ServerText, srvText, REFUSAL_NAMES } from '@limo/domain';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, HttpError, notFound } from '../../engine/errors.js';
import { revokeStaffSessions } from './auth.service.js';
import { requireRightsKeeper } from './rights-keeper.js';

const ids = idListSchema().default([]);
const id = idSchema();

export const moduleSecuritySchema = z.object({ moduleId: id, userGroups: ids, staffs: ids, removeUserGroups: ids, removeStaffs: ids });
export const userGroupSecuritySchema = z.object({ userGroupId: id, modules: ids, removeModules: ids, staffs: ids, removeStaffs: ids });
export const staffSecuritySchema = z.object({
  staffId: id,
  userGroups: ids,
  removeUserGroups: ids,
  modules: ids,
  removeModules: ids,
  branches: ids,
  removeBranches: ids,
});
// PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
const noNul = (v: string) => !v.includes('\u0000');
export const copyUserGroupSchema = z.object({
  userGroupId: id,
  userGroup: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(30, 'must be at most 30 characters')
    .refine(noNul, 'must not hold a NUL character')
    .regex(new RegExp(CODE_PATTERN.regex), CODE_PATTERN.message),
  userGroupDescEng: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .refine(noNul, 'must not hold a NUL character'),
  userGroupDescChi: z.string().trim().max(100, 'must be at most 100 characters').refine(noNul, 'must not hold a NUL character').nullish(),
});

type Executor = Db | Tx;

/** What the messages call the records, in both languages ("There is no user group with id 9", "User group 9 ..."). */
const NOUN = {
  module: { en: 'Module', zh: '模組' },
  moduleLower: { en: 'module', zh: '模組' },
  userGroup: { en: 'User group', zh: '用戶組別' },
  userGroupLower: { en: 'user group', zh: '用戶組別' },
  staff: { en: 'Staff', zh: '職員' },
  staffLower: { en: 'staff', zh: '職員' },
  branch: { en: 'Branch', zh: '分行' },
  branchLower: { en: 'branch', zh: '分行' },
} satisfies Record<string, Bilingual>;

/** Every id must name an existing record; one list of what is missing otherwise. */
async function requireIds(tx: Executor, table: PgTable & { id: PgColumn }, wanted: number[], what: Bilingual, problems: ServerText[]) {
  if (!wanted.length) return;
  const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id));
  const missing = [...new Set(wanted.filter((x) => !found.has(x)))];
  if (missing.length) problems.push(srvText('srv.sec.noIds', { what, ids: missing.join(', ') }));
}

function noOverlap(add: number[], remove: number[], what: Bilingual, problems: ServerText[]) {
  const both = add.filter((x) => remove.includes(x));
  if (both.length) problems.push(srvText('srv.sec.addAndRemove', { what, ids: both.join(', ') }));
}

async function requireOne(tx: Executor, table: PgTable & { id: PgColumn }, value: number, what: Bilingual) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, value));
  if (!row) throw notFound(srvText('srv.notFound', { what, id: value }));
}

function fail(problems: ServerText[]) {
  if (problems.length) throw badRequest(problems[0], problems);
}

async function grant(tx: Tx, rows: { moduleId: number; userGroupId?: number; staffId?: number }[], by: string) {
  if (rows.length)
    await tx
      .insert(authControls)
      .values(rows.map((r) => ({ ...r, createBy: by, lastUpdateBy: by })))
      .onConflictDoNothing();
}

async function remove(tx: Tx, table: PgTable, where: SQL | undefined) {
  if (where) await tx.delete(table).where(where);
}

export class SecurityService {
  constructor(private readonly db: Db) {}

  async updateModuleSecurity(input: z.output<typeof moduleSecuritySchema>, by: string) {
    await this.db.transaction(async (tx) => {
      await requireOne(tx, modules, input.moduleId, NOUN.module);
      const problems: ServerText[] = [];
      await requireIds(tx, userGroups, [...input.userGroups, ...input.removeUserGroups], NOUN.userGroupLower, problems);
      await requireIds(tx, staffs, [...input.staffs, ...input.removeStaffs], NOUN.staffLower, problems);
      noOverlap(input.userGroups, input.removeUserGroups, NOUN.userGroup, problems);
      noOverlap(input.staffs, input.removeStaffs, NOUN.staff, problems);
      fail(problems);
      await grant(
        tx,
        input.userGroups.map((g) => ({ moduleId: input.moduleId, userGroupId: g })),
        by,
      );
      await grant(
        tx,
        input.staffs.map((s) => ({ moduleId: input.moduleId, staffId: s })),
        by,
      );
      if (input.removeUserGroups.length)
        await remove(tx, authControls, and(eq(authControls.moduleId, input.moduleId), inArray(authControls.userGroupId, input.removeUserGroups)));
      if (input.removeStaffs.length)
        await remove(tx, authControls, and(eq(authControls.moduleId, input.moduleId), inArray(authControls.staffId, input.removeStaffs)));
      await requireRightsKeeper(tx);
    });
  }

  async updateUserGroupSecurity(input: z.output<typeof userGroupSecuritySchema>, by: string) {
    await this.db.transaction(async (tx) => {
      await requireOne(tx, userGroups, input.userGroupId, NOUN.userGroup);
      const problems: ServerText[] = [];
      await requireIds(tx, modules, [...input.modules, ...input.removeModules], NOUN.moduleLower, problems);
      await requireIds(tx, staffs, [...input.staffs, ...input.removeStaffs], NOUN.staffLower, problems);
      noOverlap(input.modules, input.removeModules, NOUN.module, problems);
      noOverlap(input.staffs, input.removeStaffs, NOUN.staff, problems);
      fail(problems);
      await grant(
        tx,
        input.modules.map((m) => ({ moduleId: m, userGroupId: input.userGroupId })),
        by,
      );
      if (input.removeModules.length)
        await remove(tx, authControls, and(eq(authControls.userGroupId, input.userGroupId), inArray(authControls.moduleId, input.removeModules)));
      if (input.staffs.length)
        await tx
          .insert(staffUserGroups)
          .values(input.staffs.map((s) => ({ staffId: s, userGroupId: input.userGroupId })))
          .onConflictDoNothing();
      if (input.removeStaffs.length)
        await remove(tx, staffUserGroups, and(eq(staffUserGroups.userGroupId, input.userGroupId), inArray(staffUserGroups.staffId, input.removeStaffs)));
      await requireRightsKeeper(tx);
    });
  }

  async updateStaffSecurity(input: z.output<typeof staffSecuritySchema>, by: string) {
    await this.db.transaction(async (tx) => {
      const [staff] = await tx.select({ id: staffs.id, branchId: staffs.branchId }).from(staffs).where(eq(staffs.id, input.staffId));
      if (!staff) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.staff, id: input.staffId }));
      const problems: ServerText[] = [];
      await requireIds(tx, userGroups, [...input.userGroups, ...input.removeUserGroups], NOUN.userGroupLower, problems);
      await requireIds(tx, modules, [...input.modules, ...input.removeModules], NOUN.moduleLower, problems);
      await requireIds(tx, branches, [...input.branches, ...input.removeBranches], NOUN.branchLower, problems);
      noOverlap(input.userGroups, input.removeUserGroups, NOUN.userGroup, problems);
      noOverlap(input.modules, input.removeModules, NOUN.module, problems);
      noOverlap(input.branches, input.removeBranches, NOUN.branch, problems);
      if (input.removeBranches.includes(staff.branchId)) problems.push(srvText('srv.sec.homeBranch'));
      fail(problems);
      const sid = input.staffId;
      if (input.userGroups.length)
        await tx
          .insert(staffUserGroups)
          .values(input.userGroups.map((g) => ({ staffId: sid, userGroupId: g })))
          .onConflictDoNothing();
      if (input.removeUserGroups.length)
        await remove(tx, staffUserGroups, and(eq(staffUserGroups.staffId, sid), inArray(staffUserGroups.userGroupId, input.removeUserGroups)));
      await grant(
        tx,
        input.modules.map((m) => ({ moduleId: m, staffId: sid })),
        by,
      );
      if (input.removeModules.length) await remove(tx, authControls, and(eq(authControls.staffId, sid), inArray(authControls.moduleId, input.removeModules)));
      if (input.branches.length)
        await tx
          .insert(staffBranches)
          .values(input.branches.map((b) => ({ staffId: sid, branchId: b })))
          .onConflictDoNothing();
      if (input.removeBranches.length)
        await remove(tx, staffBranches, and(eq(staffBranches.staffId, sid), inArray(staffBranches.branchId, input.removeBranches)));
      await requireRightsKeeper(tx);
    });
  }

  /** A new user group holding the same modules as an existing one (members are not copied). */
  async copyUserGroup(input: z.output<typeof copyUserGroupSchema>, by: string) {
    // mapDbError turns a racing copy with the same code (unique violation) into a 409.
    return mapDbError(RESOURCES.userGroups, () =>
      this.db.transaction(async (tx) => {
        await requireOne(tx, userGroups, input.userGroupId, NOUN.userGroup);
        // Codes are unique ignoring case, as the generic engine checks them on create and patch.
        const [clash] = await tx
          .select({ id: userGroups.id })
          .from(userGroups)
          .where(sql`lower(${userGroups.userGroup}) = lower(${input.userGroup})`);
        if (clash)
          throw new HttpError(409, srvText('srv.duplicate', { field: RESOURCES.userGroups.label, value: input.userGroup }), undefined, [
            { field: 'userGroup', value: input.userGroup },
          ]);
        const [created] = await tx
          .insert(userGroups)
          .values({
            userGroup: input.userGroup,
            userGroupDescEng: input.userGroupDescEng,
            userGroupDescChi: input.userGroupDescChi ?? null,
            createBy: by,
            lastUpdateBy: by,
          })
          .returning();
        const granted = await tx.select({ moduleId: authControls.moduleId }).from(authControls).where(eq(authControls.userGroupId, input.userGroupId));
        await grant(
          tx,
          granted.map((g) => ({ moduleId: g.moduleId, userGroupId: created.id })),
          by,
        );
        return created;
      }),
    );
  }

  /** Called when a staff record changes: a cancelled staff member's sessions end at once. */
  static async onStaffUpdated(tx: Tx, before: Record<string, unknown>, after: Record<string, unknown> & { id: number }) {
    if (before.recordStatus === 'A' && after.recordStatus !== 'A') {
      await revokeStaffSessions(tx, after.id, 'staff cancelled');
      await requireRightsKeeper(tx);
    }
    if (after.branchId !== before.branchId) {
      await tx
        .insert(staffBranches)
        .values({ staffId: after.id, branchId: after.branchId as number })
        .onConflictDoNothing();
    }
  }
}
