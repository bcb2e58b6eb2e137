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

/**
 * A native select over an enum; `ui:enumNames` gives the option labels. A field without an enum (a number of days
 * between a minimum and a maximum) offers `ui:options.choices` (`{ value, label }[]`).
 */
export function SelectWidget({ id, value, onChange, onBlur, onFocus, options, registry, disabled, readonly, required, placeholder }: WidgetProps) {
  const enumOptions = options.enumOptions ?? (options.choices as { value: unknown; label: string }[] | undefined) ?? [];
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

/** What a text-like control takes from its widget props: name, state, ARIA and the blur/focus reports. */
function textControl({ id, options, registry, disabled, readonly, required, placeholder, autofocus, onBlur, onFocus }: WidgetProps) {
  return {
    id,
    name: id,
    placeholder,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    'aria-required': required || undefined,
    ...fieldAria(id, registry, typeof options.help === 'string'),
    onBlur: (event: { target: { value: string } }) => onBlur(id, event.target.value),
    onFocus: (event: { target: { value: string } }) => onFocus(id, event.target.value),
  };
}

/** A multi-line text box (`ui:widget: 'textarea'`; `ui:options.rows`, default 5). */
export function TextareaWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  return (
    <textarea
      {...textControl(props)}
      className="field__input field__textarea"
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
    />
  );
}

/**
 * Digits only (`ui:widget: 'digits'`): a numeric keyboard, anything but digits dropped as typed; `ui:options.maxLength`
 * caps the length and `ui:options.autocomplete` names the autofill (default off: account numbers, codes, BVN).
 */
export function DigitsWidget(props: WidgetProps) {
  const { value, onChange, options } = props;
  return (
    <input
      {...textControl(props)}
      className="field__input"
      inputMode="numeric"
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        const next = event.target.value.replace(/\D/g, '');
        onChange(next === '' ? options.emptyValue : next);
      }}
    />
  );
}

/**
 * A choice among an enum's values as radio buttons in a fieldset (`ui:widget: 'radio'`): the legend is the field's
 * title (`ui:title`), the buttons' labels are `ui:enumNames`. Give the field `ui:options.ownLabel: true` (the legend
 * is its label) and `ui:options.classNames` for the fieldset's own class.
 */
export function RadioWidget({ id, value, onChange, onBlur, onFocus, options, registry, disabled, readonly, label }: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const legend = typeof options.title === 'string' ? options.title : label;
  return (
    <fieldset
      className={typeof options.fieldsetClass === 'string' ? options.fieldsetClass : 'field__choices'}
      {...fieldAria(id, registry, typeof options.help === 'string')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    >
      <legend id={labelIdOf(id)}>{legend}</legend>
      {enumOptions.map((option, index) => (
        <label key={String(option.value)}>
          <input
            type="radio"
            // The first button carries the field's id: a submit with errors focuses it.
            id={index === 0 ? id : `${id}-${index}`}
            name={id}
            value={String(option.value)}
            checked={value === option.value}
            disabled={disabled || readonly}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
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
  digits: DigitsWidget,
  RadioWidget,
  radio: RadioWidget,
};
