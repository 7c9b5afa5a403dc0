/**
 * The hand-written parts that plug into the generic master-file screens, registered at start-up.
 * Each part loads with the first screen that shows it, so the sign-in page carries none of them.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { portalIdentityEn, portalIdentityZhHK } from '@limo/domain/i18n/portalIdentity';
import { registerTexts } from '../i18n';
import { registerExtension } from '../resources/extensions';

/** A component loaded on first use; nothing shows while it loads. */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const ModuleSecurityDialog = deferred(() => import('./moduleSecurity/ModuleSecurityDialog').then((m) => m.default));
const StaffSecurityPanel = deferred(() => import('../features/staff/StaffSecurityPanel').then((m) => m.StaffSecurityPanel));
const ResetPasswordButton = deferred(() => import('../features/staff/ResetPasswordButton').then((m) => m.ResetPasswordButton));
const UserGroupSecurityPanel = deferred(() => import('../features/userGroup/UserGroupSecurityPanel').then((m) => m.UserGroupSecurityPanel));
const CopyUserGroupButton = deferred(() => import('../features/userGroup/CopyUserGroupButton').then((m) => m.CopyUserGroupButton));
const CopyClientButton = deferred(() => import('../features/clients/CopyClientButton').then((m) => m.CopyClientButton));
const InviteClientUserButton = deferred(() => import('../features/clients/InviteClientUserButton').then((m) => m.InviteClientUserButton));
const ResetAppPasswordButton = deferred(() => import('../features/driverAuth/ResetAppPasswordButton').then((m) => m.ResetAppPasswordButton));
const PatternUploadButton = deferred(() => import('../features/locationPatterns/PatternUploadButton').then((m) => m.PatternUploadButton));
const ImportTimetableButton = deferred(() => import('../features/flightSchedules/ImportTimetableButton').then((m) => m.ImportTimetableButton));
const LearnTravelButton = deferred(() => import('../features/zoneTravelTimes/LearnTravelButton').then((m) => m.LearnTravelButton));
const VoidVoucherButton = deferred(() => import('../features/vouchers/VoidVoucherButton').then((m) => m.VoidVoucherButton));

export function registerAppExtensions(): void {
  // The client screen's portal tabs and the invitation (issue 33): a few texts, there before the client dialog opens.
  registerTexts(portalIdentityEn, portalIdentityZhHK);
  registerExtension('modules', { dialog: ModuleSecurityDialog });
  registerExtension('staffs', {
    tabs: [{ label: 'security.title', render: ({ record, canWrite }) => <StaffSecurityPanel staffId={record.id} canWrite={canWrite} /> }],
    actions: ({ record, canWrite }) => (canWrite ? <ResetPasswordButton staffId={record.id} staffCode={String(record.staffCode ?? '')} /> : null),
  });
  registerExtension('userGroups', {
    tabs: [{ label: 'security.title', render: ({ record, canWrite }) => <UserGroupSecurityPanel userGroupId={record.id} canWrite={canWrite} /> }],
    actions: ({ record, canWrite, openRecord }) => (canWrite ? <CopyUserGroupButton source={record} onCopied={(id) => openRecord?.(id)} /> : null),
  });
  registerExtension('clients', {
    actions: ({ record, canWrite, openRecord }) => (canWrite ? <CopyClientButton source={record} onCopied={(id) => openRecord?.(id)} /> : null),
  });
  // Issue 33: a portal user (a client's list) is mailed an invitation to set a password.
  registerExtension('clientUsers', {
    actions: ({ record, canWrite }) => (canWrite ? <InviteClientUserButton user={record} /> : null),
  });
  registerExtension('driverAuths', {
    actions: ({ record, canWrite }) => (canWrite ? <ResetAppPasswordButton login={record} /> : null),
  });
  registerExtension('locationPatterns', {
    toolbar: ({ canWrite }) => (canWrite ? <PatternUploadButton /> : null),
  });
  registerExtension('flightSchedules', {
    toolbar: ({ canWrite }) => (canWrite ? <ImportTimetableButton /> : null),
  });
  // Issue 32: the travel table learnt from the branch's completed jobs.
  registerExtension('zoneTravelTimes', {
    toolbar: ({ canWrite }) => (canWrite ? <LearnTravelButton /> : null),
  });
  registerExtension('vouchers', {
    actions: ({ record, canWrite }) => (canWrite ? <VoidVoucherButton voucher={record} /> : null),
  });
}
