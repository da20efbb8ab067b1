import type { IpInfoReply } from '@playdeck/contract';
import { useRef } from 'react';
import { config } from '../../../shared/config/public-config';
import { t } from '../../../shared/i18n/translate';
import { withLoading } from '../../../shared/ui/loading/loading-store';
import { openModal } from '../../../shared/stores/modal-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import type { RegisterBody } from '../api/register';
import { useRegister } from '../api/register';
import { getUdid } from '../lib/device-info';
import { INTRODUCER_CODES, registerOutcome } from '../lib/register-outcomes';
import { PROFILE_FIELDS } from '../lib/register-fields';
import { track } from '../lib/registration-events';
import { oweWelcome } from '../lib/welcome';
import { useCompleteSignIn } from '../session/complete-sign-in';
import type { ReferralState } from './use-referral';
import type { useRegisterFields } from './use-register-fields';
import { outcomeText } from './use-register-fields';

type Form = ReturnType<typeof useRegisterFields>;

/** The body in wire names: displayed fields only, the introducer by register type. */
export function registerBody(
  form: Form,
  referral: ReferralState,
  captchaToken: string,
  ipInfo?: IpInfoReply,
): RegisterBody {
  const { values, fields } = form;
  const track = form.errorTrack();
  const body: RegisterBody = {
    member_account: values.member_account!.trim(),
    password: values.password!,
    member_currency: form.currency,
    answer: values.captcha!.trim(),
    captcha_token: captchaToken,
    udid: getUdid(),
    // The client address (from the IP helper) and what went wrong on the way here.
    ...(ipInfo ? { remote_addr: ipInfo.remote_addr } : {}),
    ...(track.length > 0 ? { error_track: track } : {}),
  };
  if (fields.check_password) body.check_password = values.check_password;
  for (const f of PROFILE_FIELDS) if (fields[f] && values[f]?.trim()) body[f] = values[f]!.trim();
  if (fields.member_phone?.is_member_center_verification === 1 && values.member_phone?.trim())
    body.phone_verify = values.phone_verify!.trim();
  // An agent domain decides currency and introducer on the server; only the origin is sent.
  if (referral.domain) return { ...body, host: location.origin };
  if (referral.referral) {
    const { value, type, link } = referral.referral;
    // The promotion link goes with an agent's id only (it counts the registration to that link).
    const agentLink = type === 'member_agent' && link ? { agent_link: link } : {};
    return { ...body, introducer: value, register_type: type, ...agentLink };
  }
  if (fields.introducer && values.introducer?.trim()) body.introducer = values.introducer.trim();
  return body;
}

/**
 * Submit: blocked by local errors, an unticked agreement or a demo site; one at a time; the
 * captcha reloads after every attempt; success signs in, resets the form and fires the pixel event.
 */
export function useRegisterSubmit(form: Form, referral: ReferralState & { drop: (code: number) => void }) {
  const running = useRef(false);
  const mutation = useRegister();
  const completeSignIn = useCompleteSignIn();
  return async (agreed: boolean, captcha: { token: string; reload: () => void }, ipInfo?: IpInfoReply) => {
    if (running.current) return;
    const valid = form.validateAll();
    form.setError('agreement', agreed ? undefined : t('signup.err_agreement'));
    if (!valid || !agreed) return;
    if (config.IS_DEMO) return void toast.warning(t('signup.demo_disabled'));
    running.current = true;
    try {
      const reply = await withLoading(mutation.mutateAsync(registerBody(form, referral, captcha.token, ipInfo)));
      // The welcome step says they are signed in and offers the first deposit; owed before completeSignIn,
      // which reloads a phone's page when the new member's currency is not the one shown.
      oweWelcome(reply.member_account);
      completeSignIn(reply, { announce: false });
      form.reset();
      openModal('welcome');
      track('registration_completed', { member_id: String(reply.member_id) });
    } catch (error) {
      const outcome = registerOutcome(error);
      const code = (error as { code?: number }).code;
      form.note(`submit:${code ?? 'no code'}`);
      if (code !== undefined && INTRODUCER_CODES.has(code)) referral.drop(code);
      const found = outcomeText(error);
      // The currency select is always drawn, though no setting or value of the form names it.
      const shown =
        found.field && (found.field === 'member_currency' || found.field in form.values || found.field in form.fields);
      if (outcome.kind === 'field' && shown && !(found.field === 'introducer' && !form.fields.introducer)) {
        form.setError(found.field!, found.text);
      } else toast.error(found.text);
    } finally {
      running.current = false;
      form.setValues((v) => ({ ...v, captcha: '' }));
      captcha.reload();
    }
  };
}
