import { useState } from 'react';
import { ACCOUNT_MESSAGES, RETCODE, type SmsCodePurpose } from '@tcm/shared';
import { sendSmsCode } from '../api/send-sms-code';
import { AUTH_TEXTS, SMS_RESEND_SECONDS } from '../auth-texts';
import { useCountdown } from './use-countdown';

export interface SmsCodeSenderOptions {
  purpose: SmsCodePurpose;
  /** 该手机号已注册 / 该手机号尚未注册: the mobile field's message. */
  onMobileRefused: (message: string) => void;
  /** The toasts (antd's App message, or the notifier on a page without antd). */
  toast: { success: (text: string) => void; error: (text: string) => void };
}

/**
 * The 获取验证码 button's behaviour: sends a code for a valid mobile, then
 * waits 60 seconds; `label` is the button's text, `blocked` whether it waits
 * (a send under way or the countdown running).
 */
export function useSmsCodeSender({ purpose, onMobileRefused, toast }: SmsCodeSenderOptions) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async (mobile: string) => {
    setSending(true);
    try {
      const result = await sendSmsCode({ mobile, purpose });
      if (result.retcode === RETCODE.SUCCESS) {
        toast.success(result.retmsg);
        countdown.start(SMS_RESEND_SECONDS);
      } else if (result.retmsg === ACCOUNT_MESSAGES.mobileTaken || result.retmsg === ACCOUNT_MESSAGES.mobileUnknown) {
        onMobileRefused(result.retmsg);
      } else {
        toast.error(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  return {
    send,
    blocked: sending || waiting,
    label: sending ? AUTH_TEXTS.sending : waiting ? AUTH_TEXTS.resendIn(countdown.remaining) : AUTH_TEXTS.sendCode,
  };
}
