import {
  COUNTRY_CURRENCY,
  companyLanguageForCountry,
  isCountryCode,
  STORE_TYPES,
  type StoreType,
  SUPPORTED_COUNTRIES,
  temporaryRegistrationSchema,
} from '@fika/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../router.tsx';
import type { PublicRoute } from '../routes.ts';
import { registerTemporaryUser, resendActivationEmail } from './auth-client.ts';
import { errorKey } from './auth-messages.ts';
import { FormAlert, Notice, PasswordRules, SelectField, SubmitButton, TextField } from './form-kit.tsx';
import { linkSegment, segmentCountry } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

interface RegisterValues {
  storeType: StoreType;
  country: string;
  name: string;
  companyName: string;
  phoneNumber: string;
  username: string;
  password: string;
}

/** The registration the server expects; currency and content language follow the country. */
function toRegistration(values: RegisterValues) {
  const { country } = values;
  return {
    ...values,
    ...(isCountryCode(country)
      ? { companyCurrency: COUNTRY_CURRENCY[country], companyLanguage: companyLanguageForCountry(country) }
      : {}),
  };
}

/** Sign-up (§2.1, §3): store type, country, name, business, phone, e-mail and password. */
export function RegisterForm({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<RegisterValues>(() => ({
    storeType: 'SINGLE_STORE',
    country: segmentCountry(route),
    name: '',
    companyName: '',
    phoneNumber: '',
    username: '',
    password: '',
  }));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, errorCodes, busy, formRef, alertId, onSubmit } = useFormSubmit({
    schema: temporaryRegistrationSchema,
    input: () => toRegistration(values),
    send: (data) => registerTemporaryUser({ ...data, language: route.language }),
    onSuccess: (data) => setSentTo(data.username),
  });
  const rulesId = useId();
  const storeHintId = useId();
  const segment = linkSegment(route);
  const set = (field: keyof RegisterValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  if (sentTo) return <CheckYourEmail email={sentTo} segment={segment} />;

  return (
    <>
      <h1>{t('register.title')}</h1>
      <p className="auth-lead">{t('register.intro')}</p>
      <form
        ref={formRef}
        className="form auth-form"
        noValidate
        aria-describedby={errorCodes ? alertId : undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className="auth-fieldset" aria-describedby={storeHintId}>
          <legend>{t('register.storeType')}</legend>
          <p id={storeHintId} className="auth-hint">
            {t('register.storeTypeHint')}
          </p>
          <div className="auth-choices">
            {STORE_TYPES.map((type) => (
              <label key={type} className="auth-choice">
                <input
                  type="radio"
                  name="storeType"
                  value={type}
                  checked={values.storeType === type}
                  onChange={() => set('storeType')(type)}
                />
                {t(`register.storeTypes.${type}`)}
              </label>
            ))}
          </div>
          {errors.storeType && <p className="field-error">{t(errors.storeType)}</p>}
        </fieldset>
        <SelectField
          name="country"
          autoComplete="country"
          label={t('register.country')}
          placeholder={t('register.chooseCountry')}
          options={SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          value={values.country}
          onValue={set('country')}
          error={errors.country}
        />
        <TextField
          name="name"
          autoComplete="name"
          label={t('register.name')}
          value={values.name}
          onValue={set('name')}
          error={errors.name}
        />
        <TextField
          name="companyName"
          autoComplete="organization"
          label={t('register.companyName')}
          value={values.companyName}
          onValue={set('companyName')}
          error={errors.companyName}
        />
        <TextField
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          label={t('register.phone')}
          value={values.phoneNumber}
          onValue={set('phoneNumber')}
          error={errors.phoneNumber}
        />
        <TextField
          name="username"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('common.email')}
          value={values.username}
          onValue={set('username')}
          error={errors.username}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('common.password')}
          describedBy={rulesId}
          value={values.password}
          onValue={set('password')}
          error={errors.password}
        />
        <PasswordRules id={rulesId} password={values.password} />
        <p className="auth-hint">
          <Trans
            t={t}
            i18nKey="register.privacyNotice"
            components={{ privacyLink: <Link to={`/${segment}/privacy-policy`} /> }}
          />
        </p>
        {errorCodes && (
          <FormAlert id={alertId}>
            <p>{t(errorKey(errorCodes))}</p>
          </FormAlert>
        )}
        <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
      </form>
      <div className="auth-links">
        <Link to={`/${segment}/login`}>
          {t('register.haveAccount')} {t('common.logIn')}
        </Link>
      </div>
    </>
  );
}

/** The check-your-email state after sign-up, with a way to have the link sent again. */
function CheckYourEmail({ email, segment }: { email: string; segment: string }) {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<'idle' | 'busy' | 'sent' | string[]>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form and its submit button are gone: keyboard focus moves to the news instead.
  useEffect(() => headingRef.current?.focus(), []);

  async function sendAgain() {
    setStatus('busy');
    const result = await resendActivationEmail(email);
    setStatus(result.ok ? 'sent' : result.errorCodes);
  }

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('register.checkEmailTitle')}
      </h1>
      <p className="auth-lead">{t('register.checkEmailText', { email })}</p>
      <p>{t('register.checkEmailSpam')}</p>
      {status === 'sent' && (
        <Notice>
          <p>{t('register.sentAgain', { email })}</p>
        </Notice>
      )}
      {Array.isArray(status) && (
        <FormAlert>
          <p>{t(errorKey(status))}</p>
        </FormAlert>
      )}
      <div className="auth-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={status === 'busy' || undefined}
          onClick={() => status !== 'busy' && void sendAgain()}
        >
          {t('register.sendAgain')}
        </button>
        <Link to={`/${segment}/login`}>{t('common.logIn')}</Link>
      </div>
    </>
  );
}
