/** What some collections add to the generic screens: security tabs, actions, their own dialog. */
import type { ComponentType, ReactNode } from 'react';
import type { HalRecord } from '../api/hal';
import ModuleSecurityDialog from '../app/moduleSecurity/ModuleSecurityDialog';
import { CopyClientButton } from '../features/clients/CopyClientButton';
import { ResetAppPasswordButton } from '../features/driverAuth/ResetAppPasswordButton';
import { PatternUploadButton } from '../features/locationPatterns/PatternUploadButton';
import { ResetPasswordButton } from '../features/staff/ResetPasswordButton';
import { StaffSecurityPanel } from '../features/staff/StaffSecurityPanel';
import { CopyUserGroupButton } from '../features/userGroup/CopyUserGroupButton';
import { UserGroupSecurityPanel } from '../features/userGroup/UserGroupSecurityPanel';
import type { TextKey } from '../i18n';

export interface ExtensionContext {
  record: HalRecord;
  canWrite: boolean;
  openRecord?: (id: number) => void;
}

export interface Extension {
  /** Replaces the generic form dialog (modules open the Module Security dialog). */
  dialog?: ComponentType<{ open: boolean; moduleId: number | null; onClose: () => void }>;
  tabs?: { label: TextKey; render: (ctx: ExtensionContext) => ReactNode }[];
  actions?: (ctx: ExtensionContext) => ReactNode;
  /** Buttons beside the list's New button (an upload...). */
  toolbar?: (ctx: { canWrite: boolean }) => ReactNode;
}

export const EXTENSIONS: Record<string, Extension> = {
  modules: { dialog: ModuleSecurityDialog },
  staffs: {
    tabs: [{ label: 'security.title', render: ({ record, canWrite }) => <StaffSecurityPanel staffId={record.id} canWrite={canWrite} /> }],
    actions: ({ record, canWrite }) => (canWrite ? <ResetPasswordButton staffId={record.id} staffCode={String(record.staffCode ?? '')} /> : null),
  },
  userGroups: {
    tabs: [{ label: 'security.title', render: ({ record, canWrite }) => <UserGroupSecurityPanel userGroupId={record.id} canWrite={canWrite} /> }],
    actions: ({ record, canWrite, openRecord }) => (canWrite ? <CopyUserGroupButton source={record} onCopied={(id) => openRecord?.(id)} /> : null),
  },
  clients: {
    actions: ({ record, canWrite, openRecord }) => (canWrite ? <CopyClientButton source={record} onCopied={(id) => openRecord?.(id)} /> : null),
  },
  driverAuths: {
    actions: ({ record, canWrite }) => (canWrite ? <ResetAppPasswordButton login={record} /> : null),
  },
  locationPatterns: {
    toolbar: ({ canWrite }) => (canWrite ? <PatternUploadButton /> : null),
  },
};
