import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { fieldAria } from '#web/lib/forms/field-state';
import { parseIds } from './id-list-field';

/**
 * The hubs of a management card as one text box of service-centre ids ("1, 4"): at least one is required (unlike a
 * staff scope, empty does not mean everywhere). The table shows the hubs by name. The row's errors are the field
 * template's, as for every field.
 */
export function HubIdsField({ fieldPathId, formData, onChange, schema, uiSchema, disabled, readonly, registry }: FieldProps<number[]>) {
  const id = fieldPathId.$id;
  const [text, setText] = useState(() => (formData ?? []).join(', '));
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  return (
    <>
      <label htmlFor={id} className="field__label">
        {title}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        autoComplete="off"
        required
        value={text}
        disabled={disabled || readonly}
        {...fieldAria(id, registry, true)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseIds(event.target.value), fieldPathId.path);
        }}
      />
      <p id={`${id}__hint`} className="field__hint">
        Service centre ids separated by commas, e.g. 1, 4.
      </p>
    </>
  );
}
