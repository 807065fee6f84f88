import { COMPLETION_CONTEXTS } from '@fika/domain';
import { builder } from '../../kernel/builder.ts';
import type { Completion } from '../../platform/providers/completion.ts';
import * as completion from './completion.service.ts';

const CompletionContextEnum = builder.enumType('CompletionContext', {
  description: 'What the writing assistant writes: a product title (translated) or a product description.',
  values: COMPLETION_CONTEXTS,
});

const CompletionTextsRef = builder.objectRef<Completion['texts']>('CompletionTexts').implement({
  description: 'A text in the four company languages.',
  fields: (t) => ({
    se: t.exposeString('se'),
    en: t.exposeString('en'),
    es: t.exposeString('es'),
    no: t.exposeString('no'),
  }),
});

const CompletionRef = builder.objectRef<Completion>('Completion').implement({
  fields: (t) => ({
    texts: t.field({ type: CompletionTextsRef, resolve: (c) => c.texts }),
    model: t.exposeString('model', { description: "Who wrote it; 'sandbox' for the built-in assistant." }),
    sandbox: t.exposeBoolean('sandbox', { description: 'Written by the offline sandbox, not a real model.' }),
  }),
});

builder.mutationFields((t) => ({
  generateCompletion: t.field({
    type: CompletionRef,
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    description:
      'The writing assistant: writes `context` from `input` (a text in `language`) in se, en, es and no.',
    args: {
      context: t.arg({ type: CompletionContextEnum, required: true }),
      input: t.arg.string({ required: true }),
      language: t.arg.string({
        required: true,
        description: 'The language `input` is in: se, en, es or no.',
      }),
    },
    resolve: (_root, args, ctx) => completion.generateCompletion(ctx, args),
  }),
}));
