import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/security/passwords.js';
import type { Db } from '../db/client.js';
import { branches, companies } from '../db/schema/index.js';
import { createStaff, DEMO_GROUPS, ensureGroup, staffCount } from '../demo/users.js';

export class BootstrapError extends Error {}

/**
 * A production database with no staff gets one `admin`, with every right and branch,
 * whose password comes from ADMIN_PASSWORD (there is no default password outside the demo).
 */
export async function bootstrapAdmin(db: Db, adminPassword: string | undefined) {
  await db.transaction(async (tx) => {
    if ((await staffCount(tx)) > 0) return;
    if (!adminPassword) throw new BootstrapError('The database has no staff: set ADMIN_PASSWORD to create the first administrator (user admin)');
    let [branch] = await tx.select().from(branches).limit(1);
    if (!branch) {
      const [company] = await tx.insert(companies).values({ companyCode: 'MAIN', companyNameEng: 'Main company' }).returning();
      [branch] = await tx.insert(branches).values({ branchCode: 'MAIN', branchNameEng: 'Main branch', companyId: company.id }).returning();
    }
    const all = await tx.select({ id: branches.id }).from(branches).where(eq(branches.recordStatus, 'A'));
    const admin = DEMO_GROUPS.admin;
    const groupId = await ensureGroup(tx, 'admin', admin.descEng, admin.descChi, admin.rights);
    await createStaff(
      tx,
      {
        staffCode: 'ADMIN',
        staffNameEng: 'Administrator',
        username: 'admin',
        passwordHash: await hashPassword(adminPassword),
        branchId: branch.id,
        branches: all.map((b) => b.id),
        groups: ['admin'],
      },
      { admin: groupId },
    );
  });
}
