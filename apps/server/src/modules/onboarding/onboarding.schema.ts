import { LIBRARY_TEMPLATES, ONBOARDING_STEPS } from '@fika/domain';
import { builder, MutationResultRef, ok } from '../../kernel/builder.ts';
import * as onboarding from './onboarding.service.ts';
import * as library from './product-library.service.ts';

const OnboardingStepEnum = builder.enumType('OnboardingStep', { values: ONBOARDING_STEPS });
const LibraryTemplateEnum = builder.enumType('ProductLibraryTemplate', { values: LIBRARY_TEMPLATES });

const OnboardingStepStateRef = builder
  .objectRef<onboarding.OnboardingView['steps'][number]>('OnboardingStepState')
  .implement({
    description: 'A §3 onboarding step: done when recorded or when what it asks for exists.',
    fields: (t) => ({
      step: t.field({ type: OnboardingStepEnum, resolve: (s) => s.step }),
      done: t.exposeBoolean('done'),
      path: t.exposeString('path', { description: 'The back-office screen where the step is done.' }),
    }),
  });

const OnboardingRef = builder.objectRef<onboarding.OnboardingView>('Onboarding').implement({
  fields: (t) => ({
    steps: t.field({ type: [OnboardingStepStateRef], resolve: (o) => o.steps }),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
    complete: t.exposeBoolean('complete'),
  }),
});

type Info = Awaited<ReturnType<typeof onboarding.companyInformation>>;
const CompanyInformationRef = builder.objectRef<Info>('CompanyInformation').implement({
  description: "The company's legal name and organisation number, and its first venue's address.",
  fields: (t) => ({
    legalName: t.exposeString('legalName', { nullable: true }),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});

const CompanyInformationInput = builder.inputType('CompanyInformationInput', {
  fields: (t) => ({
    legalName: t.string({ required: true }),
    organizationNumber: t.string({ required: true, description: "Checked against the company's country." }),
    street: t.string({ required: true }),
    zip: t.string({ required: true }),
    city: t.string({ required: true }),
  }),
});

const OnboardingAccountRef = builder
  .objectRef<onboarding.OnboardingAccountView>('OnboardingAccount')
  .implement({
    description: "The company's kind of business, content language and time zone.",
    fields: (t) => ({
      storeType: t.exposeString('storeType', { nullable: true }),
      defaultLanguage: t.exposeString('defaultLanguage'),
      timezone: t.exposeString('timezone'),
    }),
  });

const OnboardingAccountInput = builder.inputType('OnboardingAccountInput', {
  fields: (t) => ({
    storeType: t.string({ required: true, description: 'SINGLE_STORE, MULTIPLE_STORES or ENTERPRISE.' }),
    defaultLanguage: t.string({ required: true, description: 'se, en, es or no.' }),
    timezone: t.string({ required: true, description: 'IANA time zone, e.g. Europe/Stockholm.' }),
  }),
});

type Preview = library.LibraryPreviewView;
const LibraryCategoryRef = builder
  .objectRef<Preview['categories'][number]>('ProductLibraryCategory')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      vatRate: t.exposeInt('vatRate'),
      exists: t.exposeBoolean('exists', { description: 'The company has one by this name: it is reused.' }),
    }),
  });
const LibraryCourseRef = builder.objectRef<Preview['courses'][number]>('ProductLibraryCourse').implement({
  fields: (t) => ({ name: t.exposeString('name'), exists: t.exposeBoolean('exists') }),
});
const LibraryProductRef = builder.objectRef<Preview['products'][number]>('ProductLibraryProduct').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description', {
      description: "Shown to guests under the title; '' when none.",
    }),
    price: t.exposeInt('price', { description: "Minor units of the company's currency." }),
    vatRate: t.exposeInt('vatRate'),
    category: t.exposeString('category'),
    exists: t.exposeBoolean('exists', {
      description: 'The company has a product by this title: it is skipped.',
    }),
  }),
});
const LibraryPreviewRef = builder.objectRef<Preview>('ProductLibraryPreview').implement({
  fields: (t) => ({
    template: t.field({ type: LibraryTemplateEnum, resolve: (p) => p.template }),
    imported: t.exposeBoolean('imported'),
    categories: t.field({ type: [LibraryCategoryRef], resolve: (p) => p.categories }),
    courses: t.field({ type: [LibraryCourseRef], resolve: (p) => p.courses }),
    products: t.field({ type: [LibraryProductRef], resolve: (p) => p.products }),
  }),
});
const LibraryImportRef = builder.objectRef<library.LibraryImportView>('ProductLibraryImport').implement({
  description: 'What an import added; all zero when the template was imported before.',
  fields: (t) => ({
    template: t.field({ type: LibraryTemplateEnum, resolve: (p) => p.template }),
    categories: t.exposeInt('categories'),
    courses: t.exposeInt('courses'),
    products: t.exposeInt('products'),
  }),
});

builder.queryFields((t) => ({
  onboarding: t.field({
    type: OnboardingRef,
    authScopes: { companyUser: true },
    description: "Every §3 onboarding step of the caller's company, done or not.",
    resolve: (_root, _args, ctx) => onboarding.onboarding(ctx),
  }),
  onboardingAccount: t.field({
    type: OnboardingAccountRef,
    authScopes: { scope: 'SETTINGS' },
    resolve: (_root, _args, ctx) => onboarding.getOnboardingAccount(ctx),
  }),
  companyInformation: t.field({
    type: CompanyInformationRef,
    authScopes: { scope: 'SETTINGS' },
    resolve: (_root, _args, ctx) => onboarding.getCompanyInformation(ctx),
  }),
  productLibraryPreview: t.field({
    type: LibraryPreviewRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    args: { template: t.arg({ type: LibraryTemplateEnum, required: true }) },
    resolve: (_root, { template }, ctx) => library.previewLibrary(ctx, template),
  }),
}));

builder.mutationFields((t) => ({
  addOnboardingEvent: t.field({
    type: MutationResultRef,
    authScopes: { companyUser: true },
    description: 'Records an onboarding step of the company (§7); a repeat changes nothing.',
    args: {
      name: t.arg({ type: OnboardingStepEnum, required: true }),
      companyId: t.arg.id({ required: true }),
    },
    resolve: async (_root, { name, companyId }, ctx) => {
      await onboarding.addOnboardingEvent(ctx, name, String(companyId));
      return ok();
    },
  }),
  saveOnboardingAccount: t.field({
    type: OnboardingAccountRef,
    authScopes: { scope: 'SETTINGS' },
    args: { input: t.arg({ type: OnboardingAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) => onboarding.saveOnboardingAccount(ctx, input),
  }),
  saveCompanyInformation: t.field({
    type: CompanyInformationRef,
    authScopes: { scope: 'SETTINGS' },
    args: { input: t.arg({ type: CompanyInformationInput, required: true }) },
    resolve: (_root, { input }, ctx) => onboarding.saveCompanyInformation(ctx, input),
  }),
  importProductLibrary: t.field({
    type: LibraryImportRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description: "Adds a template's missing categories, course types and products in one transaction.",
    args: { template: t.arg({ type: LibraryTemplateEnum, required: true }) },
    resolve: (_root, { template }, ctx) => library.importLibrary(ctx, template),
  }),
}));
