import type { UiSchema } from '@rjsf/utils';

/**
 * The uiSchema of a new password and its confirmation (sign-up, reset, change): password inputs the browser may fill
 * with a new password, the first with the strength hints. `password` adds to the first (`'ui:autofocus'`).
 */
export function newPasswordUi(placeholder: string, againPlaceholder: string, password: UiSchema = {}) {
  return {
    password: {
      'ui:widget': 'password',
      'ui:placeholder': placeholder,
      ...password,
      'ui:options': { hints: true, autocomplete: 'new-password' },
    },
    password_confirmation: {
      'ui:widget': 'password',
      'ui:placeholder': againPlaceholder,
      'ui:options': { autocomplete: 'new-password' },
    },
  };
}
