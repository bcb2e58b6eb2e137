import { useRef, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import './otp-input.css';

export interface OtpInputProps {
  /** Id of the first box (a <label htmlFor={id}> focuses it); the others get `${id}-2` … */
  id: string;
  value: string;
  onChange(value: string): void;
  /** Number of boxes (a code has 6 digits). */
  length?: number;
  /** Id of the element naming the whole group (the field's label). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called when the focus leaves the group (not when it moves between boxes). */
  onBlur?(): void;
  onFocus?(): void;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One-time code entry as single-character boxes (exactly 6 characters, one per box; a paste fills them all).
 * The value is always contiguous: typing fills the first empty box, a paste of the whole code fills every box,
 * Backspace clears and steps back, arrows / Home / End move between boxes. The first box carries
 * autocomplete="one-time-code" so a code offered by the phone's keyboard lands in it and spreads over the rest.
 */
export function OtpInput({
  id,
  value,
  onChange,
  length = 6,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  autoFocus,
  onBlur,
  onFocus,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The latest code, also between a change and the re-render that shows it (fast typing, focus moves).
  const latest = useRef('');
  latest.current = digitsOf(value).slice(0, length);
  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    if (box) {
      box.focus();
      box.select();
    }
  };

  /** Writes `digits` from box `index` on and moves to the box after the last one written. */
  const writeAt = (index: number, digits: string) => {
    const code = latest.current;
    const start = Math.min(index, code.length);
    const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
    change(next);
    focusBox(Math.min(start + digits.length, length - 1));
  };

  const handleInput = (index: number, raw: string) => {
    const previous = latest.current[index] ?? '';
    let digits = digitsOf(raw);
    // Typing into a filled box: the box showed one digit and now holds two; keep the new one.
    if (digits.length === 2 && previous && digits.includes(previous)) {
      digits = (digits[0] === previous ? digits[1] : digits[0]) ?? '';
    }
    if (!digits) return;
    writeAt(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (latest.current[index] !== undefined) {
          change(latest.current.slice(0, index) + latest.current.slice(index + 1));
          focusBox(index);
        } else if (index > 0) {
          change(latest.current.slice(0, index - 1) + latest.current.slice(index));
          focusBox(index - 1);
        }
        break;
      }
      case 'Delete':
        event.preventDefault();
        change(latest.current.slice(0, index) + latest.current.slice(index + 1));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, latest.current.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(Math.min(latest.current.length, length - 1));
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!digits) return;
    // A whole code replaces whatever was there; a fragment is written from the current box on.
    writeAt(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  const handleFocus = (index: number, event: FocusEvent<HTMLInputElement>) => {
    // Keep the code contiguous: a box after the first empty one sends the focus back to that one.
    if (index > latest.current.length) {
      focusBox(latest.current.length);
      return;
    }
    event.currentTarget.select();
    if (!event.relatedTarget || !event.currentTarget.parentElement?.contains(event.relatedTarget as Node)) onFocus?.();
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.parentElement?.contains(next)) onBlur?.();
  };

  return (
    <div
      className={`otp${invalid ? ' otp--invalid' : ''}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={index === 0 ? id : `${id}-${index + 1}`}
          className="otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          value={latest.current[index] ?? ''}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => handleFocus(index, event)}
          onBlur={handleBlur}
        />
      ))}
    </div>
  );
}
