import type { ReactNode } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { OtpInput } from '#web/components/otp-input';
import { PasswordHints, PasswordInput } from '#web/components/password-input';
import { fieldAria, labelIdOf, shownErrors } from './field-state';

/**
 * Password with a show/hide toggle; `ui:options.hints: true` adds the password hint list (advice only,
 * the schema enforces the 6-character minimum).
 */
export function PasswordWidget({ id, value, onChange, onBlur, onFocus, options, registry, disabled, readonly, required, placeholder, autofocus }: WidgetProps) {
  const hintsId = `${id}__hints`;
  const aria = fieldAria(id, registry);
  const describedBy = [aria['aria-describedby'], options.hints ? hintsId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <PasswordInput
        id={id}
        name={id}
        className="field__input"
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'current-password'}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {options.hints ? <PasswordHints id={hintsId} password={typeof value === 'string' ? value : ''} /> : null}
    </>
  );
}

/** Six single-character boxes (`ui:widget: 'otp'`). */
export function OtpWidget({ id, value, onChange, onBlur, onFocus, registry, disabled, readonly, autofocus, options }: WidgetProps) {
  const invalid = shownErrors(id, registry).length > 0;
  const aria = fieldAria(id, registry, typeof options.help === 'string');
  return (
    <OtpInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      labelledBy={labelIdOf(id)}
      describedBy={aria['aria-describedby']}
      invalid={invalid}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** A styled checkbox whose label is the field's title (e.g. "Remember me"). */
export function CheckboxWidget({ id, value, onChange, onBlur, onFocus, label, registry, disabled, readonly, options }: WidgetProps) {
  const content = (options.labelContent as ReactNode | undefined) ?? label;
  return (
    <div className="check">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="check__input"
        checked={value === true}
        disabled={disabled || readonly}
        {...fieldAria(id, registry, typeof options.help === 'string')}
        aria-required={options.mustCheck ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label id={labelIdOf(id)} htmlFor={id} className="check__label">
        {content}
        {options.mustCheck ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** A native select over an enum; `ui:enumNames` gives the option labels. */
export function SelectWidget({ id, value, onChange, onBlur, onFocus, options, registry, disabled, readonly, required, placeholder }: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  return (
    <div className="select">
      <select
        id={id}
        name={id}
        className="field__input select__control"
        value={value ?? ''}
        disabled={disabled || readonly}
        aria-required={required || undefined}
        {...fieldAria(id, registry, typeof options.help === 'string')}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {enumOptions.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A multi-line text box (`ui:widget: 'textarea'`; `ui:options.rows`, default 5). */
export function TextareaWidget({ id, value, onChange, onBlur, onFocus, options, registry, disabled, readonly, required, placeholder, autofocus }: WidgetProps) {
  return (
    <textarea
      id={id}
      name={id}
      className="field__input field__textarea"
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      {...fieldAria(id, registry, typeof options.help === 'string')}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** The widgets every SchemaForm knows. Heavier ones (phone, country) are passed by the forms that use them. */
export const baseWidgets: RegistryWidgetsType = {
  PasswordWidget,
  CheckboxWidget,
  SelectWidget,
  password: PasswordWidget,
  otp: OtpWidget,
  checkbox: CheckboxWidget,
  terms: CheckboxWidget,
  select: SelectWidget,
  TextareaWidget,
  textarea: TextareaWidget,
};
