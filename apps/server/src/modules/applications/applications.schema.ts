import { COMPANY_TYPES } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import { CountryEnum } from '../auth/auth.schema.ts';
import { submitCompanyApplication } from './applications.service.ts';

const CompanyTypeEnum = builder.enumType('CompanyType', { values: COMPANY_TYPES });

const AddressInput = builder.inputType('ApplicationCompanyAddressInput', {
  fields: (t) => ({
    streetAddress: t.string({ required: true }),
    zipCode: t.string({ required: true }),
    city: t.string({ required: true }),
  }),
});

const OwnerInput = builder.inputType('ApplicationOwnerInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    nationalPersonalNumber: t.string({ required: true }),
    identityImageUrl: t.string(),
  }),
});

const OwnerAddressInput = builder.inputType('ApplicationOwnerAddressInput', {
  fields: (t) => ({
    street: t.string({ required: true }),
    city: t.string({ required: true }),
    zipCode: t.string({ required: true }),
  }),
});

const CompanyApplicationInput = builder.inputType('CompanyApplicationInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    organizationNumber: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    email: t.string({ required: true }),
    country: t.field({ type: CountryEnum, required: true }),
    bankInfo: t.string({ required: true }),
    companyForm: t.field({ type: CompanyTypeEnum, required: true }),
    referralId: t.string(),
    businessDocumentUrl: t.string(),
    companyAddress: t.field({ type: AddressInput, required: true }),
    owner: t.field({ type: OwnerInput, required: true }),
    ownerAddress: t.field({ type: OwnerAddressInput, required: true }),
  }),
});

const CompanyApplicationPayload = builder
  .objectRef<{ success: boolean; id: string }>('CompanyApplicationPayload')
  .implement({ fields: (t) => ({ success: t.exposeBoolean('success'), id: t.exposeID('id') }) });

builder.mutationField('submitCompanyApplication', (t) =>
  t.field({
    type: CompanyApplicationPayload,
    description: 'The /create-company application; stored for review, the applicant is contacted.',
    args: { input: t.arg({ type: CompanyApplicationInput, required: true }) },
    resolve: (_root, { input }, ctx) => submitCompanyApplication(ctx, input),
  }),
);
