import {
  COMPANY_TYPES,
  type CompanyApplicationInput,
  type CountryCode,
  companyApplicationSchema,
  isCountryCode,
  ORG_NUMBER_RULES,
  SUPPORTED_COUNTRIES,
} from '@fika/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicRoute } from '../routes.ts';
import { submitCompanyApplication } from './auth-client.ts';
import { type AuthKey, errorKey } from './auth-messages.ts';
import { FormAlert, Notice, SelectField, SubmitButton, TextField } from './form-kit.tsx';
import { segmentCountry } from './navigation.ts';
import { useFormSubmit } from './use-form-submit.ts';

/** Every field of the form by its path in CompanyApplicationInput, as the schema reports errors. */
const FIELDS = [
  'companyName',
  'organizationNumber',
  'phoneNumber',
  'email',
  'country',
  'bankInfo',
  'companyForm',
  'referralId',
  'businessDocumentUrl',
  'companyAddress.streetAddress',
  'companyAddress.zipCode',
  'companyAddress.city',
  'owner.fullName',
  'owner.nationalPersonalNumber',
  'owner.identityImageUrl',
  'ownerAddress.street',
  'ownerAddress.city',
  'ownerAddress.zipCode',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The nested input the schema and the server take, built from the flat form values. */
function toInput(v: Values): CompanyApplicationInput {
  return {
    companyName: v.companyName,
    organizationNumber: v.organizationNumber,
    phoneNumber: v.phoneNumber,
    email: v.email,
    country: v.country as CountryCode,
    bankInfo: v.bankInfo,
    companyForm: v.companyForm as CompanyApplicationInput['companyForm'],
    referralId: v.referralId,
    businessDocumentUrl: v.businessDocumentUrl,
    companyAddress: {
      streetAddress: v['companyAddress.streetAddress'],
      zipCode: v['companyAddress.zipCode'],
      city: v['companyAddress.city'],
    },
    owner: {
      fullName: v['owner.fullName'],
      nationalPersonalNumber: v['owner.nationalPersonalNumber'],
      identityImageUrl: v['owner.identityImageUrl'],
    },
    ownerAddress: {
      street: v['ownerAddress.street'],
      city: v['ownerAddress.city'],
      zipCode: v['ownerAddress.zipCode'],
    },
  };
}

/** /create-company (§3): the advanced company application, then "information submitted". */
export function CompanyApplicationForm({ route }: { route: PublicRoute }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>(() => {
    const empty = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;
    return { ...empty, country: segmentCountry(route) };
  });
  const [submitted, setSubmitted] = useState<{ company: string; email: string } | null>(null);
  const { errors, errorCodes, busy, formRef, alertId, onSubmit } = useFormSubmit({
    schema: companyApplicationSchema,
    input: () => toInput(values),
    send: submitCompanyApplication,
    onSuccess: (data) => setSubmitted({ company: data.companyName, email: data.email }),
  });

  if (submitted) return <Submitted {...submitted} />;

  const field = (name: Field, label: AuthKey, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={t(label)}
      value={values[name]}
      onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      {...extra}
    />
  );
  const country = isCountryCode(values.country) ? values.country : null;
  const rule = country ? ORG_NUMBER_RULES[country] : null;
  const orgHint = rule
    ? rule.min === rule.max
      ? t('company.orgNumberHintExact', { length: rule.min })
      : t('company.orgNumberHintRange', { min: rule.min, max: rule.max })
    : undefined;

  return (
    <>
      <h1>{t('company.title')}</h1>
      <p className="auth-lead">{t('company.intro')}</p>
      <form
        ref={formRef}
        className="form auth-form"
        noValidate
        aria-describedby={errorCodes ? alertId : undefined}
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="auth-hint">{t('company.requiredNote')}</p>
        <Section legend={t('company.companySection')}>
          {field('companyName', 'company.companyName', { autoComplete: 'organization' })}
          <SelectField
            name="country"
            autoComplete="country"
            label={t('company.country')}
            placeholder={t('company.chooseCountry')}
            options={SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            value={values.country}
            onValue={(value) => setValues((current) => ({ ...current, country: value }))}
            error={errors.country}
          />
          {field('organizationNumber', country ? `orgNumber.label.${country}` : 'orgNumber.generic', {
            hint: orgHint,
            autoComplete: 'off',
          })}
          <SelectField
            name="companyForm"
            label={t('company.companyForm')}
            placeholder={t('company.chooseCompanyForm')}
            options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`company.companyForms.${type}`) }))}
            value={values.companyForm}
            onValue={(value) => setValues((current) => ({ ...current, companyForm: value }))}
            error={errors.companyForm}
          />
          {field('phoneNumber', 'company.phone', { type: 'tel', autoComplete: 'tel' })}
          {field('email', 'common.email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('bankInfo', 'company.bankInfo', { hint: t('company.bankInfoHint') })}
          {field('referralId', 'company.referralId', { optional: true })}
          {field('businessDocumentUrl', 'company.businessDocumentUrl', {
            optional: true,
            type: 'url',
            inputMode: 'url',
            hint: t('company.urlHint'),
          })}
        </Section>
        <Section legend={t('company.companyAddressSection')}>
          {field('companyAddress.streetAddress', 'company.streetAddress', { autoComplete: 'street-address' })}
          {field('companyAddress.zipCode', 'company.zipCode', { autoComplete: 'postal-code' })}
          {field('companyAddress.city', 'company.city', { autoComplete: 'address-level2' })}
        </Section>
        <Section legend={t('company.ownerSection')}>
          {field('owner.fullName', 'company.ownerFullName', { autoComplete: 'off' })}
          {field('owner.nationalPersonalNumber', 'company.nationalPersonalNumber', { autoComplete: 'off' })}
          {field('owner.identityImageUrl', 'company.identityImageUrl', {
            optional: true,
            type: 'url',
            inputMode: 'url',
            hint: t('company.urlHint'),
          })}
        </Section>
        <Section legend={t('company.ownerAddressSection')}>
          {field('ownerAddress.street', 'company.street', { autoComplete: 'off' })}
          {field('ownerAddress.city', 'company.city', { autoComplete: 'off' })}
          {field('ownerAddress.zipCode', 'company.zipCode', { autoComplete: 'off' })}
        </Section>
        {errorCodes && (
          <FormAlert id={alertId}>
            <p>{t(errorKey(errorCodes))}</p>
          </FormAlert>
        )}
        <SubmitButton busy={busy}>{t('company.submit')}</SubmitButton>
      </form>
    </>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="auth-fieldset">
      <legend>{legend}</legend>
      <div className="auth-grid">{children}</div>
    </fieldset>
  );
}

function Submitted({ company, email }: { company: string; email: string }) {
  const { t } = useTranslation('auth');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The long form is gone: focus moves to the confirmation.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('company.submittedTitle')}
      </h1>
      <Notice>
        <p>{t('company.submittedText', { company, email })}</p>
      </Notice>
    </>
  );
}
