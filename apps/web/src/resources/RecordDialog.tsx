import type { ResourceDef } from '@limo/domain';
import { Suspense } from 'react';
import { LoadingOverlay } from '../widgets/LoadingOverlay';
import { onDemand } from '../widgets/onDemand';
import { loadExtensions } from './extensionLoader';
import { MASTER_DETAIL } from './masterDetail/configs';

export interface RecordDialogProps {
  def: ResourceDef;
  /** null: create. */
  id: number | null;
  canWrite: boolean;
  onClose: () => void;
  /** Show another record in the dialog (a copy...). */
  onOpenRecord?: (id: number) => void;
  /** A create or an update went through (the list says so). */
  onSaved?: () => void;
}

// The forms (react-hook-form, the zod schemas, the fields) are files of their own, loaded with the extensions
// they read when the pointer or the focus comes to a list (preloadRecordDialogs) or a record opens: a list shows without them.
const formDialog = onDemand(() => Promise.all([import('./ResourceFormDialog'), loadExtensions()]).then(([m]) => m.ResourceFormDialog));
const masterDetailDialog = onDemand(() => Promise.all([import('./masterDetail/MasterDetailDialog'), loadExtensions()]).then(([m]) => m.MasterDetailDialog));

/** Starts loading the record dialogs of a collection (a list calls it when the pointer or the focus comes to it). */
export function preloadRecordDialogs(def: ResourceDef): void {
  (MASTER_DETAIL[def.name] ? masterDetailDialog : formDialog).preload();
}

/**
 * The dialog of one record: records with children saved together (clients, drivers, petrol
 * stations, the groups) get the master-detail dialog, every other record the generic form.
 */
export function RecordDialog(props: RecordDialogProps) {
  const config = MASTER_DETAIL[props.def.name];
  return (
    <Suspense fallback={<LoadingOverlay open fullScreen />}>
      {config ? <masterDetailDialog.Component key={props.id ?? 'new'} config={config} {...props} /> : <formDialog.Component {...props} />}
    </Suspense>
  );
}
