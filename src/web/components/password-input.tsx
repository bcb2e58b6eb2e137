import { useState, type InputHTMLAttributes } from 'react';
import { CheckIcon, DotIcon, EyeIcon, EyeOffIcon } from './form-icons';
import './password-input.css';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  /** Accessible name of the show/hide toggle, e.g. "Show password" (its pressed state says whether it is shown). */
  toggleLabel?: string;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({ id, className, toggleLabel = 'Show password', disabled, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...rest}
        id={id}
        disabled={disabled}
        type={visible ? 'text' : 'password'}
        className={['password-input__field', className].filter(Boolean).join(' ')}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

/**
 * The password advice: one capital, one small letter, one number, one special character, six characters (only the
 * 6-character minimum is enforced, by the schema).
 */
export const PASSWORD_HINTS: readonly { label: string; test: (password: string) => boolean }[] = [
  { label: '1 capital', test: (p) => /[A-Z]/.test(p) },
  { label: '1 small letter', test: (p) => /[a-z]/.test(p) },
  { label: '1 number', test: (p) => /[0-9]/.test(p) },
  { label: '1 special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
  { label: 'minimum 6 characters', test: (p) => p.length >= 6 },
];

/** The hint list under a new password: each item shows whether the password meets it. */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="password-hints" aria-label="Password hints">
      {PASSWORD_HINTS.map((hint) => {
        const met = hint.test(password);
        return (
          <li key={hint.label} className={met ? 'password-hints__item is-met' : 'password-hints__item'}>
            {met ? <CheckIcon size={16} /> : <DotIcon size={16} />}
            <span>{hint.label}</span>
            <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
