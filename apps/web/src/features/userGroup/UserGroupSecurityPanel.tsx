import { useTranslation } from 'react-i18next';
import { childList, listAll } from '../../api/resources';
import { toRows } from '../../app/moduleSecurity/assignments';
import { SecurityPanel } from '../security/SecurityPanel';

/** A user group's modules and staff (POST /api/updateUserGroupSecurity). */
export function UserGroupSecurityPanel({ userGroupId, canWrite }: { userGroupId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <SecurityPanel
      queryKey={['userGroupSecurity', userGroupId]}
      idKey="userGroupId"
      id={userGroupId}
      savePath="/api/updateUserGroupSecurity"
      canWrite={canWrite}
      sides={[
        {
          title: t('security.modules'),
          codeLabel: t('module.code'),
          loadAll: async () => toRows(await listAll('modules', { recordStatus: 'A' }), 'moduleCode', 'moduleDesc', 'moduleDescChi'),
          loadAssigned: async () => (await childList('userGroups', userGroupId, 'modules')).map((r) => r.id),
          addKey: 'modules',
          removeKey: 'removeModules',
        },
        {
          title: t('module.staffs'),
          codeLabel: t('module.staffCode'),
          loadAll: async () => toRows(await listAll('staffs', { recordStatus: 'A' }), 'staffCode', 'staffNameEng', 'staffNameChi'),
          loadAssigned: async () => (await childList('userGroups', userGroupId, 'staffs')).map((r) => r.id),
          addKey: 'staffs',
          removeKey: 'removeStaffs',
        },
      ]}
    />
  );
}
