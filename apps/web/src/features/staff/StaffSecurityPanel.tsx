import { useTranslation } from 'react-i18next';
import { childList, listAll } from '../../api/resources';
import { toRows } from '../../app/moduleSecurity/assignments';
import { SecurityPanel } from '../security/SecurityPanel';

/** A staff member's user groups and branches (POST /api/updateStaffSecurity). */
export function StaffSecurityPanel({ staffId, canWrite }: { staffId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <SecurityPanel
      queryKey={['staffSecurity', staffId]}
      idKey="staffId"
      id={staffId}
      savePath="/api/updateStaffSecurity"
      canWrite={canWrite}
      sides={[
        {
          title: t('module.userGroups'),
          codeLabel: t('module.userGroup'),
          loadAll: async () => toRows(await listAll('userGroups', { recordStatus: 'A' }), 'userGroup', 'userGroupDescEng', 'userGroupDescChi'),
          loadAssigned: async () => (await childList('staffs', staffId, 'userGroups')).map((r) => r.id),
          addKey: 'userGroups',
          removeKey: 'removeUserGroups',
        },
        {
          title: t('security.branches'),
          codeLabel: t('shell.branch'),
          loadAll: async () => toRows(await listAll('branches', { recordStatus: 'A' }), 'branchCode', 'branchNameEng', 'branchNameChi'),
          loadAssigned: async () => (await childList('staffs', staffId, 'branches')).map((r) => r.id),
          addKey: 'branches',
          removeKey: 'removeBranches',
        },
      ]}
    />
  );
}
