import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import registerValidators, { schema as registerSchema } from '#generated/validators/register-request';
import { CountryWidget } from '#web/lib/forms/country-widget';
import { defineForm } from '#web/lib/forms/form-validator';
import { newPasswordUi } from '#web/lib/forms/new-password-ui';
import { PhoneWidget } from '#web/lib/forms/phone-widget';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { writeStored } from '#web/lib/storage';
import { DEFAULT_COUNTRY, countryCodeOfName, countryName, isKnownCountry, type Country } from '#web/lib/forms/countries';
import { returnPathOf, withNext } from '#web/lib/return-to';
import { REGISTERED_USER_KEY, submitState, markOtpSent, useRegister } from './api';
import { registrationPayload, type SignUpData } from './registration';
import './auth.css';

const TERMS_TITLE = 'I agree to the Terms & Conditions and Privacy Policy';

/** RegisterRequest from the contract, plus the required terms-and-privacy checkbox (client only). */
export const signUpForm = defineForm<SignUpData>(registerValidators, registerSchema, {
  terms: {
    schema: {
      type: 'boolean',
      title: TERMS_TITLE,
      'x-messages': { required: 'Please accept the Terms & Conditions and Privacy Policy to continue.' },
    },
    required: true,
  },
});

/** The terms checkbox's label: it links to the legal pages (opened in a new tab so the form is kept). */
const TERMS_LABEL = (
  <>
    I agree to the{' '}
    <a href="/terms-and-conditions" target="_blank" rel="noopener">
      Terms &amp; Conditions
    </a>{' '}
    and{' '}
    <a href="/privacy-policy" target="_blank" rel="noopener">
      Privacy Policy
    </a>
  </>
);

const widgets = { phone: PhoneWidget, country: CountryWidget };

const uiSchema: UiSchema<SignUpData> = {
  'ui:order': [
    'firstname',
    'lastname',
    'username',
    'email',
    'country_code',
    'mobile',
    'password',
    'password_confirmation',
    'referral_code',
    'terms',
    '*',
  ],
  firstname: { 'ui:placeholder': 'Your first name', 'ui:autocomplete': 'given-name', 'ui:classNames': 'field--half' },
  lastname: { 'ui:placeholder': 'Your last name', 'ui:autocomplete': 'family-name', 'ui:classNames': 'field--half' },
  username: {
    'ui:placeholder': 'Choose a username',
    'ui:autocomplete': 'username',
    'ui:options': { trim: true, autoCapitalize: false, spellCheck: false },
  },
  email: { 'ui:placeholder': 'you@example.com', 'ui:autocomplete': 'email' },
  country_code: { 'ui:widget': 'country', 'ui:placeholder': 'Select country' },
  country: { 'ui:widget': 'hidden' },
  mobile: { 'ui:widget': 'phone', 'ui:placeholder': '0803 123 4567' },
  mobile_code: { 'ui:widget': 'hidden' },
  ...newPasswordUi('Create a password', 'Type the password again'),
  referral_code: { 'ui:disabled': true, 'ui:readonly': true, 'ui:placeholder': 'No referral code' },
  terms: { 'ui:widget': 'terms', 'ui:options': { missingLabel: 'the Terms & Conditions checkbox', mustCheck: true, labelContent: TERMS_LABEL } },
};

/** Create Account. */
export function SignUpPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const reference = new URLSearchParams(search).get('reference')?.trim() ?? '';
  // Country defaults to Nigeria, like the phone number's country (issue 9).
  const [data, setData] = useState<SignUpData>(() => ({
    country_code: countryName(DEFAULT_COUNTRY),
    ...(reference ? { referral_code: reference } : {}),
  }));
  const [phoneCountry, setPhoneCountry] = useState<Country>(DEFAULT_COUNTRY);
  const register = useRegister();
  const context = useMemo(() => ({ phoneCountry, onPhoneCountryChange: setPhoneCountry }), [phoneCountry]);

  const change = (next: SignUpData) => {
    // Until a number is typed, the phone's country follows the chosen Country (its dial code is then right).
    if (next.country_code !== data.country_code && !next.mobile) {
      const code = countryCodeOfName(next.country_code);
      if (isKnownCountry(code)) setPhoneCountry(code);
    }
    setData(next);
  };

  const submit = (values: SignUpData) => {
    register.mutate(
      { body: registrationPayload(values, phoneCountry) },
      {
        onSuccess: (answer) => {
          // Not signed in yet (no token until the e-mail is verified): keep the user data for the next step.
          writeStored(REGISTERED_USER_KEY, answer.data.user);
          markOtpSent(answer.data.email);
          navigate(withNext(`/verify-otp/${encodeURIComponent(answer.data.email)}`, returnPathOf(search)));
        },
      },
    );
  };

  return (
    <SchemaForm<SignUpData>
      form={signUpForm}
      uiSchema={uiSchema}
      formData={data}
      onChange={change}
      onSubmit={submit}
      widgets={widgets}
      context={context}
      submitLabel="Sign Up"
      {...submitState(register, 'Creating your account…')}
      disableSubmitWhileInvalid
    />
  );
}
