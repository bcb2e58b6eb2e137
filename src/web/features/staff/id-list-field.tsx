import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';

/** "1, 4 7" → [1, 4, 7]: positive whole numbers, each once. */
export function parseIds(text: string): number[] {
  const ids = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);
  return [...new Set(ids)];
}

/**
 * A scope list (location or service-centre ids) as one text box ("1, 4"): RJSF's default array editor is a list of
 * boxes with add/remove buttons, heavy for a handful of ids. Empty means everywhere (the contract's rule).
 */
export function IdListField({ fieldPathId, formData, onChange, schema, uiSchema, disabled, readonly }: FieldProps<number[]>) {
  const id = fieldPathId.$id;
  const [text, setText] = useState(() => (formData ?? []).join(', '));
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {title} (optional)
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={disabled || readonly}
        aria-describedby={`${id}__hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseIds(event.target.value), fieldPathId.path);
        }}
      />
      <p id={`${id}__hint`} className="field__hint">
        Ids separated by commas. Empty means everywhere.
      </p>
    </div>
  );
}
