import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';

/** "ELC 7KQ4 …\nELC …" → one number a line (or separated by commas), blanks dropped. */
export const parseNumbers = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The numbers to add as one text box, one a line: RJSF's default array editor (a box per item with add / remove
 * buttons) is heavy for "type the number on the card". One line is the usual case.
 */
export function NumberListField({ fieldPathId, formData, onChange, schema, uiSchema, disabled, readonly, rawErrors }: FieldProps<string[]>) {
  const id = fieldPathId.$id;
  const [text, setText] = useState(() => (formData ?? []).join('\n'));
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  const errors = rawErrors ?? [];
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {title}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={2}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        value={text}
        disabled={disabled || readonly}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={`${id}__hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseNumbers(event.target.value), fieldPathId.path);
        }}
      />
      <p id={`${id}__hint`} className="field__hint">
        The number printed on the card; several, one a line (at most 100).
      </p>
      {errors.length ? (
        <p className="field__error" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
