import type { FieldDef, Label, ResourceDef } from '@limo/domain';
import { STATUS_LABELS } from '@limo/domain/resources/define';
import i18next from 'i18next';
import { isChinese } from '../i18n';

export const labelText = (label: Label, lng: string) => (isChinese(lng) ? label.zh : label.en);
export const fieldLabel = (field: FieldDef, lng: string) => labelText(field.label, lng);
export const statusText = (code: unknown, lng: string) => {
  const l = typeof code === 'string' ? STATUS_LABELS[code] : undefined;
  return l ? labelText(l, lng) : String(code ?? '');
};

/** A child list's title in its parent's dialog: `list.<name>` of the texts (Contacts), else the collection's label. */
export function listTitle(def: Pick<ResourceDef, 'name' | 'label'>, lng: string): string {
  const key = `list.${def.name}`;
  return i18next.exists(key, { lng }) ? i18next.t(key, { lng }) : labelText(def.label, lng);
}

const RECORD_STATUSES = Object.keys(STATUS_LABELS);

/**
 * The text of a code of a status-type field: the field's own option text when the texts have one
 * (`option.fuelType.P` Petrol), the record status text for record statuses, else the code itself.
 */
export function optionText(field: Pick<FieldDef, 'name' | 'options'> | undefined, code: unknown, lng: string): string {
  const c = String(code ?? '');
  if (!field) return statusText(c, lng);
  const key = `option.${field.name}.${c}`;
  if (i18next.exists(key, { lng })) return i18next.t(key, { lng });
  const options = field.options ?? ['A', 'C'];
  return options.every((o) => RECORD_STATUSES.includes(o)) ? statusText(c, lng) : c;
}
