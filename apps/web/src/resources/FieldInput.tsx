import type { FieldDef } from '@limo/domain';
import { type Control, Controller } from 'react-hook-form';
import { FieldEditor } from './FieldEditor';
import type { FormValues } from './formValues';

interface Props {
  field: FieldDef;
  control: Control<FormValues>;
  disabled?: boolean;
}

/** A field of a react-hook-form form: the field's editor bound to the form's value and error. */
export function FieldInput({ field, control, disabled }: Props) {
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f, fieldState }) => (
        <FieldEditor
          field={field}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
