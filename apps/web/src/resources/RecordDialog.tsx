import type { ResourceDef } from '@limo/domain';
import { MASTER_DETAIL } from './masterDetail/configs';
import { MasterDetailDialog } from './masterDetail/MasterDetailDialog';
import { ResourceFormDialog } from './ResourceFormDialog';

export interface RecordDialogProps {
  def: ResourceDef;
  /** null: create. */
  id: number | null;
  canWrite: boolean;
  onClose: () => void;
  /** Show another record in the dialog (a copy...). */
  onOpenRecord?: (id: number) => void;
}

/**
 * The dialog of one record: records with children saved together (clients, drivers, petrol
 * stations, the groups) get the master-detail dialog, every other record the generic form.
 */
export function RecordDialog(props: RecordDialogProps) {
  const config = MASTER_DETAIL[props.def.name];
  return config ? <MasterDetailDialog key={props.id ?? 'new'} config={config} {...props} /> : <ResourceFormDialog {...props} />;
}
