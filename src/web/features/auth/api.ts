import { useMutation } from '@tanstack/react-query';
import type { components } from '#generated/api';
import { $api, client } from '#web/lib/api';
import { isEnvelope } from '#web/lib/api-errors';
import { readStored, writeStored } from '#web/lib/storage';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** The sign-up toast shows the first message of the first field of `error`, else `message`. */
export function firstFieldError(error: unknown): string | null {
  if (!isEnvelope(error)) return null;
  const fields = (error as ErrorEnvelope).error;
  if (fields) {
    for (const messages of Object.values(fields)) if (messages?.[0]) return messages[0];
  }
  return error.message || null;
}

/** The field errors of a 422 envelope, for showing them under the fields. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  return isEnvelope(error) ? ((error as ErrorEnvelope).error ?? null) : null;
}

/** A form's request state from its mutation: busy (with `busyLabel`) while it runs, then a 422's field errors. */
export function submitState(mutation: { isPending: boolean; isError: boolean; error: unknown }, busyLabel: string) {
  return { busy: mutation.isPending, busyLabel, serverErrors: mutation.isError ? fieldErrorsOf(mutation.error) : null };
}

export const useRegister = () => $api.useMutation('post', '/auth/register', { meta: { errorToast: firstFieldError } });

/** The success toast is shown by the page: a two-factor challenge is not a sign-in yet. */
export const useLogin = () => $api.useMutation('post', '/auth/login', { meta: { successToast: false } });
export const useLoginTwoFactor = () => $api.useMutation('post', '/auth/login/2fa');
export const useVerifyOtp = () => $api.useMutation('post', '/auth/verify-otp');
export const useForgotPassword = () => $api.useMutation('post', '/auth/forgot');
export const useVerifyResetToken = () => $api.useMutation('post', '/auth/verify');
export const useResetPassword = () => $api.useMutation('post', '/auth/reset');

// ------------------------------------------------------------------ one-time code resend lock

/** Resending a verification code is locked for 60 seconds after each send. */
export const OTP_RESEND_LOCK_S = 60;

const sentKey = (email: string) => `otp-sent:${email.trim().toLowerCase()}`;

/** Remembers (in sessionStorage, so a refresh keeps the lock) that a code went to `email`, locked for `seconds`. */
export function markOtpSent(email: string, seconds = OTP_RESEND_LOCK_S, now = Date.now()): number {
  const until = now + seconds * 1000;
  writeStored(sentKey(email), until, { expiresAt: until });
  return until;
}

/** When resending to `email` is allowed again (ms timestamp), or 0 when it is allowed now. */
export function otpLockedUntil(email: string, now = Date.now()): number {
  const until = readStored<number>(sentKey(email));
  return typeof until === 'number' && until > now ? until : 0;
}

/** A failed send with the seconds to wait (the answer's Retry-After header, else the seconds in its message). */
export type SendOtpError = ErrorEnvelope & { retry_after?: number };

function retryAfterOf(error: ErrorEnvelope, response: Response): number | undefined {
  const header = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(header) && header > 0) return Math.ceil(header);
  const inMessage = /(\d+)\s*seconds?/i.exec(error.message ?? '');
  return inMessage ? Number(inMessage[1]) : undefined;
}

/** POST /auth/send-otp, keeping the Retry-After of a 429 (the resend lock). */
export function useSendOtp() {
  return useMutation<unknown, SendOtpError, string>({
    mutationFn: async (email: string) => {
      const { data, error, response } = await client.POST('/auth/send-otp', { body: { email } });
      if (error) {
        const failure: SendOtpError = { ...error };
        if (response.status === 429) failure.retry_after = retryAfterOf(error, response);
        throw failure;
      }
      return data;
    },
  });
}

// ------------------------------------------------------------------ the registered user (not signed in yet)

export const REGISTERED_USER_KEY = 'registered-user';
