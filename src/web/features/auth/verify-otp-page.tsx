import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UiSchema } from '@rjsf/utils';
import verifyOtpValidators, { schema as verifyOtpSchema } from '#generated/validators/verify-otp-request';
import { defineForm } from '#web/lib/forms/form-validator';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { SchemaForm } from '#web/lib/forms/schema-form';
import type { PageProps } from '#web/lib/page';
import { startAuthSession } from '#web/lib/session-updates';
import { afterSignIn } from '#web/lib/return-to';
import { submitState, markOtpSent, otpLockedUntil, useSendOtp, useVerifyOtp } from './api';
import { verifyOtpEmail } from './verify-otp-intro';
import './auth.css';

type VerifyOtpData = FormDataOf<'VerifyOtpRequest'>;

export const verifyOtpForm = defineForm<VerifyOtpData>(
  verifyOtpValidators,
  verifyOtpSchema,
);

/** Seconds left until `until` (ms timestamp), ticking every second; 0 once passed. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * Verify OTP: six boxes, Verify disabled until six digits, a resend link locked for 60 s after
 * each send (or as long as a 429 says), and with ?type=not-verified one code is sent on opening. Success signs in.
 */
export function VerifyOtpPage({ params }: PageProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  // The line naming the address ("Enter the 6-digit code sent to …") is the account layout's (routes.ts).
  const emailParam = verifyOtpEmail(params);
  const knownEmail = emailParam !== '';
  const notVerified = new URLSearchParams(search).get('type') === 'not-verified';

  const [data, setData] = useState<VerifyOtpData>(() => ({ email: knownEmail ? emailParam : undefined }));
  const email = (knownEmail ? emailParam : data.email) ?? '';
  const [lockedUntil, setLockedUntil] = useState(() => (email ? otpLockedUntil(email) : 0));
  const secondsLeft = useSecondsLeft(lockedUntil);

  const verify = useVerifyOtp();
  const send = useSendOtp();

  const sendCode = () => {
    if (!email || send.isPending) return;
    send.mutate(email, {
      onSuccess: () => setLockedUntil(markOtpSent(email)),
      onError: (error) => {
        const wait = error.retry_after;
        if (wait) setLockedUntil(markOtpSent(email, wait));
      },
    });
  };

  // ?type=not-verified (a sign-in of an unverified account): send a code once, unless one was just sent.
  const autoSent = useRef(false);
  useEffect(() => {
    if (!notVerified || !knownEmail || autoSent.current) return;
    autoSent.current = true;
    if (otpLockedUntil(emailParam) === 0) sendCode();
  }, []);

  const uiSchema: UiSchema<VerifyOtpData> = {
    'ui:order': ['email', 'otp'],
    email: knownEmail
      ? { 'ui:widget': 'hidden' }
      : { 'ui:placeholder': 'you@example.com', 'ui:autocomplete': 'email' },
    otp: { 'ui:widget': 'otp', 'ui:title': 'Verification code', 'ui:autofocus': knownEmail },
  };

  const submit = (values: VerifyOtpData) => {
    verify.mutate(
      { body: { email: values.email ?? email, otp: values.otp ?? '' } },
      {
        onSuccess: (answer) => {
          startAuthSession(answer.data);
          navigate(afterSignIn(search), { replace: true });
        },
      },
    );
  };

  const locked = secondsLeft > 0;
  return (
    <SchemaForm<VerifyOtpData>
      form={verifyOtpForm}
      uiSchema={uiSchema}
      formData={data}
      onChange={(next) => setData({ ...next, email: knownEmail ? emailParam : next.email })}
      onSubmit={submit}
      submitLabel="Verify"
      {...submitState(verify, 'Verifying…')}
      disableSubmitWhileInvalid
      afterSubmit={
        <p className="resend">
          <span>Didn’t get the code?</span>
          <button type="button" className="link-button" disabled={locked || send.isPending || !email} onClick={sendCode}>
            {locked ? `Wait ${secondsLeft}s to resend` : send.isPending ? 'Sending…' : 'Resend code'}
          </button>
        </p>
      }
    />
  );
}
