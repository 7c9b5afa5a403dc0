import { type FieldDef, type Label, STATUS_LABELS } from '@limo/domain';
import { isChinese } from '../i18n';

export const labelText = (label: Label, lng: string) => (isChinese(lng) ? label.zh : label.en);
export const fieldLabel = (field: FieldDef, lng: string) => labelText(field.label, lng);
export const statusText = (code: unknown, lng: string) => {
  const l = typeof code === 'string' ? STATUS_LABELS[code] : undefined;
  return l ? labelText(l, lng) : String(code ?? '');
};
